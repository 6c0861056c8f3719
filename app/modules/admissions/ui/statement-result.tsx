import { groupedUtr } from "../payments";

type Outcome = "verified" | "already_verified" | "amount_differs" | "not_found" | "used_twice";
type Row = {
  row: number;
  date: string;
  utr: string;
  paise: number;
  narration: string;
  outcome: Outcome;
  application?: string;
  expectedPaise?: number;
};

const OUTCOMES: Record<Outcome, string> = {
  verified: "Verified now",
  already_verified: "Already verified",
  amount_differs: "Amount differs",
  not_found: "No application has this UTR",
  used_twice: "UTR on more than one row: not verified",
};

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;

/** The import's answer: the rows to look at first, then the ones verified. */
export function StatementResult({ result }: { result: { matched: Row[]; mismatched: Row[]; skipped: number } }) {
  return (
    <div className="statement-result">
      <h3>Rows to look at ({result.mismatched.length})</h3>
      {result.mismatched.length ? <ResultTable rows={result.mismatched} caption="Rows that did not match" /> : null}
      <h3>Matched ({result.matched.length})</h3>
      {result.matched.length ? <ResultTable rows={result.matched} caption="Rows that matched" /> : null}
      <p className="hint">
        {result.skipped} row{result.skipped === 1 ? "" : "s"} without a UTR or not a credit (cash, cheques, debits)
        skipped.
      </p>
    </div>
  );
}

function ResultTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Date</th>
              <th scope="col">UTR</th>
              <th scope="col">Amount</th>
              <th scope="col">Application</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} data-outcome={row.outcome}>
                <td data-label="Row">{row.row}</td>
                <td data-label="Date">{row.date}</td>
                <td data-label="UTR">{groupedUtr(row.utr)}</td>
                <td data-label="Amount">{rupees(row.paise)}</td>
                <td data-label="Application">
                  {row.application ? <a href={`/welcome/admissions/${row.application}`}>{row.application}</a> : "—"}
                </td>
                <td data-label="Result">
                  {OUTCOMES[row.outcome]}
                  {row.outcome === "amount_differs" && row.expectedPaise !== undefined
                    ? ` (fee ${rupees(row.expectedPaise)})`
                    : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

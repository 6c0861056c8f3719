import { parse as parseCsv } from "csv-parse/sync";
import { RefusedError } from "~/kernel/errors";

// Reads a bank statement exported as CSV (docs/decisions/136-admission-fee-by-upi.md): four columns matter (date,
// UTR or reference, credit amount, narration), named as Indian banks' exports name them, in any case; a few more
// that every export carries (debit, balance, value date...) are known and ignored; any other column refuses the file.

type Role = "date" | "utr" | "amount" | "narration" | "direction";

const HEADINGS: Record<Role, string[]> = {
  date: ["date", "txn date", "transaction date", "tran date", "posting date"],
  utr: [
    "utr",
    "utr no",
    "utr number",
    "reference",
    "reference no",
    "reference number",
    "ref no",
    "ref no cheque no",
    "chq ref no",
    "chq ref number",
    "cheque ref no",
    "cheque reference no",
    "cheque no reference no",
    "transaction reference",
    "transaction id",
    "bank reference",
    "upi ref no",
    "rrn",
  ],
  amount: [
    "amount",
    "credit",
    "credit amount",
    "credit amt",
    "cr amount",
    "deposit",
    "deposits",
    "deposit amt",
    "deposit amount",
    "amount inr",
    "amount rs",
    "amount in rs",
    "amount in inr",
    "credit inr",
    "credit rs",
  ],
  narration: [
    "narration",
    "description",
    "remarks",
    "particulars",
    "transaction details",
    "transaction remarks",
    "details",
  ],
  // Credit or debit, when one amount column holds both.
  direction: ["cr dr", "dr cr", "type", "transaction type"],
};

/** Columns every export carries that the match does not need. */
const IGNORED = [
  "debit",
  "debit amount",
  "debit amt",
  "dr amount",
  "withdrawal",
  "withdrawals",
  "withdrawal amt",
  "withdrawal amount",
  "balance",
  "closing balance",
  "available balance",
  "balance inr",
  "value date",
  "value dt",
  "sl no",
  "s no",
  "sr no",
  "serial no",
  "branch",
  "branch code",
  "cheque no",
  "chq no",
];

/** The columns the office is told about when a file is refused. */
export const STATEMENT_COLUMNS =
  'Date (or "Txn Date"), UTR (or "Reference No", "Ref No./Cheque No."), Amount (or "Credit", "Deposit Amt."), Narration (or "Description", "Remarks"); Debit, Balance and Value Date are allowed and ignored';

const MAX_ROWS = 20_000;
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export type StatementRow = { row: number; date: string; utr: string; paise: number; narration: string };
export type StatementReading = { rows: StatementRow[]; skipped: number };

const refuse = (message: string, body: Record<string, unknown> = {}) =>
  new RefusedError(400, message, { file: message }, body);

/** Each heading's role; refused naming the columns that are not a statement's, or the two needed when missing. */
function headingRoles(header: string[]): (Role | undefined)[] {
  const roles = header.map((cell) => {
    const folded = fold(cell);
    return (Object.keys(HEADINGS) as Role[]).find((role) => HEADINGS[role].includes(folded));
  });
  const unknown = header.filter((cell, index) => roles[index] === undefined && !IGNORED.includes(fold(cell)));
  if (unknown.length)
    throw refuse(
      `The file has column${unknown.length > 1 ? "s" : ""} a bank statement should not have: ${unknown.map((cell) => `"${cell}"`).join(", ")}. The columns read are ${STATEMENT_COLUMNS}.`,
    );
  for (const role of Object.keys(HEADINGS) as Role[]) {
    const named = header.filter((_cell, index) => roles[index] === role);
    if (named.length > 1)
      throw refuse(`Two columns give the same thing: ${named.join(" and ")}. Keep one of them and import again.`);
  }
  if (!roles.includes("utr") || !roles.includes("amount"))
    throw refuse(
      `The file needs a UTR (reference) column and an amount (credit) column. The columns read are ${STATEMENT_COLUMNS}.`,
    );
  return roles;
}

/** Amount in paise from "1,500.00", "₹ 1500", "1500.00 Cr"; undefined when it is not an amount. */
export function paiseOf(text: string): number | undefined {
  const bare = text.replace(/₹|inr|rs\.?|[,\s]|\(?cr\)?$/gi, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(bare)) return undefined;
  const [whole, fraction = ""] = bare.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The 12-digit UTR in a reference cell ("UPI/433512345678/...", "4335 1234 5678") or, failing that, the narration. */
export function utrIn(reference: string, narration: string): string | undefined {
  const twelve = /(?<!\d)\d{12}(?!\d)/;
  const grouped = /^[\d\s]+$/.test(reference) ? reference.replace(/\s/g, "") : reference;
  return twelve.exec(grouped)?.[0] ?? twelve.exec(narration)?.[0];
}

function readTable(text: string): string[][] {
  if (text.trim() === "") throw refuse("The file is empty. Export the statement from the bank as CSV and import it.");
  if (text.startsWith("PK\u0003\u0004") || text.startsWith("%PDF") || text.includes("\u0000"))
    throw refuse(
      "This is not a CSV file. Export the statement from the bank as CSV (or save it as CSV) and import it.",
    );
  try {
    return parseCsv(text, { skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(`The file could not be read as CSV${line ? ` (line ${line})` : ""}. Export the statement again.`);
  }
}

/**
 * The statement's credits that carry a UTR. Debits and rows without a UTR (cash, cheques, the bank's footer) are
 * skipped and counted; a credit whose amount cannot be read refuses the whole file, naming its rows.
 */
export function readStatement(text: string): StatementReading {
  const [header, ...body] = readTable(text);
  if (!header) throw refuse("The file is empty. Export the statement from the bank as CSV and import it.");
  const roles = headingRoles(header);
  if (body.length > MAX_ROWS)
    throw refuse(`The file has more than ${MAX_ROWS.toLocaleString("en-IN")} rows; split it.`);
  const cellOf = (cells: string[], role: Role) => cells[roles.indexOf(role)] ?? "";
  const rows: StatementRow[] = [];
  const errors: { row: number; message: string }[] = [];
  let skipped = 0;
  body.forEach((cells, index) => {
    const row = index + 2;
    const amount = cellOf(cells, "amount");
    const narration = cellOf(cells, "narration");
    const found = utrIn(cellOf(cells, "utr"), narration);
    if (!found || amount === "" || /^d/i.test(cellOf(cells, "direction"))) {
      skipped++;
      return;
    }
    const paise = paiseOf(amount);
    if (paise === undefined) errors.push({ row, message: `the amount "${amount}" is not an amount in rupees` });
    else rows.push({ row, date: cellOf(cells, "date"), utr: found, paise, narration: narration.slice(0, 200) });
  });
  if (errors.length) {
    const listed = errors.slice(0, 5).map((error) => `row ${error.row}: ${error.message}`);
    throw refuse(`Nothing was imported. ${listed.join("; ")}${errors.length > 5 ? "; and more" : ""}.`, { errors });
  }
  return { rows, skipped };
}

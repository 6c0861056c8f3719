import { shownAnswer, type DisclosureRow, type DisclosureView, type ResultRow } from "../view";
import { RESULT_CLASSES, showDate, type CertificateState } from "../schema";

// The disclosure's sections as tables, the way CBSE's format lays them out; the public page draws these.

/** A certificate's state in the words a parent or an inspector reads; never "valid" once past its date. */
export function certificateStatusText(status: CertificateState) {
  switch (status.state) {
    case "missing":
      return "Not yet provided";
    case "no-document":
      return "Document to be uploaded";
    case "lapsed":
      return "Lapsed";
    default:
      return "Valid";
  }
}

const Sample = ({ show }: { show: boolean }) =>
  show ? (
    <small className="sample-mark" title="A sample: replace it from the dashboard">
      sample
    </small>
  ) : null;

function AnswerCell({ row }: { row: DisclosureRow }) {
  if (row.kind === "list") {
    const lines = row.value.split(/\r?\n/).filter((line) => line.trim());
    return lines.length ? (
      <ul className="disclosure-list">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ) : (
      <>Not yet provided</>
    );
  }
  if (row.href) return <a href={row.href}>{row.kind === "link" ? "View" : row.href}</a>;
  if (row.kind === "yesno") return <>{row.value === "yes" ? "Yes" : row.value === "no" ? "No" : "Not yet provided"}</>;
  return <>{shownAnswer(row) || "Not yet provided"}</>;
}

function CertificatesTable({ rows, staff }: { rows: DisclosureRow[]; staff: boolean }) {
  return (
    <div className="disclosure-scroll">
      <table className="disclosure-table disclosure-table--certificates">
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Document</th>
            <th scope="col">Issued by</th>
            <th scope="col">Issued on</th>
            <th scope="col">Valid until</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const certificate = row.certificate;
            const status = certificate?.status ?? ({ state: "missing" } as CertificateState);
            return (
              <tr key={row.key} data-item={row.key} data-state={status.state}>
                <td className="disclosure-table__number">{index + 1}</td>
                <th scope="row">
                  {certificate?.documentUrl ? <a href={certificate.documentUrl}>{row.label}</a> : row.label}
                  <Sample show={staff && row.sample} />
                </th>
                <td>{certificate?.authority ?? "–"}</td>
                <td>{certificate ? showDate(certificate.issuedOn) : "–"}</td>
                <td>
                  {certificate ? (certificate.validUntil ? showDate(certificate.validUntil) : "No end date") : "–"}
                </td>
                <td>
                  <span className={`disclosure-status disclosure-status--${status.state}`}>
                    {certificateStatusText(status)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ResultsTables({ results, staff }: { results: ResultRow[]; staff: boolean }) {
  const classes = RESULT_CLASSES.filter((className) => results.some((row) => row.className === className));
  if (!classes.length) return <p>Results will be published here after the board examinations.</p>;
  return (
    <>
      {classes.map((className) => (
        <div className="disclosure-scroll" key={className}>
          <table className="disclosure-table">
            <caption>Board results, {className.replace("class", "Class")}</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Registered</th>
                <th scope="col">Passed</th>
                <th scope="col">Pass percentage</th>
              </tr>
            </thead>
            <tbody>
              {results
                .filter((row) => row.className === className)
                .map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      {row.year}
                      <Sample show={staff && row.sample} />
                    </th>
                    <td>{row.registered}</td>
                    <td>{row.passed}</td>
                    <td>{row.percentage}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}

function AnswersTable({ rows, staff }: { rows: DisclosureRow[]; staff: boolean }) {
  return (
    <div className="disclosure-scroll">
      <table className="disclosure-table">
        <thead>
          <tr>
            <th scope="col">No.</th>
            <th scope="col">Information</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} data-item={row.key}>
              <td>{index + 1}</td>
              <th scope="row">{row.label}</th>
              <td>
                <AnswerCell row={row} />
                <Sample show={staff && row.sample} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every section of the format, in order: certificates in their own table, results as tables per class. */
export function DisclosureSections({ view, staff }: { view: DisclosureView; staff: boolean }) {
  return (
    <>
      {view.sections.map((section) => {
        const certificates = section.rows.filter((row) => row.kind === "certificate");
        const answers = section.rows.filter((row) => row.kind !== "certificate" && row.kind !== "results");
        const results = section.rows.find((row) => row.kind === "results");
        return (
          <section key={section.section} className="disclosure-section" aria-labelledby={`section-${section.section}`}>
            <h2 id={`section-${section.section}`}>
              {section.section}. {section.title}
            </h2>
            {certificates.length ? <CertificatesTable rows={certificates} staff={staff} /> : null}
            {answers.length ? <AnswersTable rows={answers} staff={staff} /> : null}
            {results ? (
              <>
                <h3>{results.label}</h3>
                <ResultsTables results={view.results} staff={staff} />
              </>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { RowActionForm } from "~/ui/form/row-action-form";
import { checkSubmission } from "~/kernel/form";
import {
  answersSchema,
  certificateSchema,
  RESULT_CLASSES,
  resultSchema,
  showDate,
  type DisclosureItem,
} from "../schema";
import type { AttentionItem, DisclosureRow, ResultRow } from "../view";
import { certificateStatusText } from "./disclosure-tables";

// The office's forms of the disclosure section: one per certificate, one per section of typed answers, and the
// board results. Each checks in the browser with the schema the server uses.

function attentionText(item: AttentionItem) {
  const { status } = item;
  if (status.state === "lapsed") return `lapsed ${status.daysAgo} day${status.daysAgo === 1 ? "" : "s"} ago`;
  if (status.state === "lapsing")
    return status.daysLeft === 0
      ? "lapses after today"
      : `lapses in ${status.daysLeft} days (${showDate(item.validUntil ?? "")})`;
  if (status.state === "no-document") return "no document attached";
  return "missing";
}

/** What is missing, lapsed or about to lapse; the annual report in the month before it is due. */
export function AttentionList({
  attention,
  annualReportDue,
}: {
  attention: AttentionItem[];
  annualReportDue: string | null;
}) {
  if (!attention.length && !annualReportDue)
    return <p className="form-status form-status--ok">Every certificate is in place and valid.</p>;
  return (
    <div className="card disclosure-attention" data-testid="disclosure-attention">
      <h3>To see to</h3>
      <ul>
        {annualReportDue ? <li>The annual report is due to CBSE by {showDate(annualReportDue)}.</li> : null}
        {attention.map((item) => (
          <li key={item.key} data-state={item.status.state}>
            <a href={`#certificate-${item.key}`}>{item.label}</a>
            {`: ${attentionText(item)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Section A comes from the site settings: shown here, changed there. */
export function GeneralInformation({ rows, isAdmin }: { rows: DisclosureRow[]; isAdmin: boolean }) {
  return (
    <>
      <dl className="disclosure-office__facts">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              {row.value || <em>not set</em>}
              {row.sample ? <small className="sample-mark">sample</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="hint">
        {isAdmin ? (
          <a href="/welcome/settings">Change these in Site settings</a>
        ) : (
          "An administrator changes these in Site settings"
        )}
        : they are the school's facts shown across the site.
      </p>
    </>
  );
}

const certificateCheck = (form: FormData) => checkSubmission(certificateSchema, form);

export function CertificateForm({
  row,
  documents,
  refused,
}: {
  row: DisclosureRow;
  documents: { id: number; title: string }[];
  refused?: FormRefusal;
}) {
  const certificate = row.certificate;
  const prefix = `certificate-${row.key}`;
  return (
    <EditForm
      name={prefix}
      idPrefix={prefix}
      refused={refused}
      check={certificateCheck}
      className="panel-form disclosure-office__certificate"
      aria-labelledby={`${prefix}-heading`}
      defaults={{
        documentId: certificate?.documentId ? String(certificate.documentId) : "",
        issuedOn: certificate?.issuedOn ?? "",
        validUntil: certificate?.validUntil ?? "",
        authority: certificate?.authority ?? "",
      }}
    >
      {({ values, errors }) => (
        <fieldset id={prefix}>
          <legend id={`${prefix}-heading`}>
            {row.label}{" "}
            <span className={`disclosure-status disclosure-status--${certificate?.status.state ?? "missing"}`}>
              ({certificate ? certificateStatusText(certificate.status) : "Not yet provided"})
            </span>
            {row.sample ? <small className="sample-mark">sample</small> : null}
          </legend>
          <input type="hidden" name="intent" value="certificate" />
          <input type="hidden" name="item" value={row.key} />
          <div className="panel-fields">
            <SelectField
              id={`${prefix}-documentId`}
              name="documentId"
              label="Document"
              options={[
                { value: "", label: "Choose a document of the library" },
                ...documents.map((d) => ({ value: String(d.id), label: d.title })),
              ]}
              defaultValue={values.documentId}
              error={errors.documentId}
            />
            <TextField
              id={`${prefix}-issuedOn`}
              name="issuedOn"
              label="Issued on"
              type="date"
              defaultValue={values.issuedOn}
              error={errors.issuedOn}
            />
            <TextField
              id={`${prefix}-validUntil`}
              name="validUntil"
              label="Valid until (empty: no end date)"
              type="date"
              defaultValue={values.validUntil}
              error={errors.validUntil}
            />
            <TextField
              id={`${prefix}-authority`}
              name="authority"
              label="Issued by"
              maxLength={200}
              defaultValue={values.authority}
              error={errors.authority}
            />
          </div>
          <button type="submit" className="button button--small">
            Save <span className="visually-hidden">{row.label}</span>
          </button>
        </fieldset>
      )}
    </EditForm>
  );
}

function AnswerField({ item, value, error }: { item: DisclosureItem; value: string; error?: string }) {
  const common = { id: `answers-${item.key}`, name: item.key, label: item.label, defaultValue: value, error };
  if (item.kind === "list")
    return <TextAreaField {...common} rows={5} maxLength={4000} hint="One member per line: name, role." />;
  if (item.kind === "yesno")
    return (
      <SelectField
        {...common}
        options={[
          { value: "", label: "Not answered" },
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
      />
    );
  if (item.kind === "number") return <TextField {...common} inputMode="numeric" maxLength={7} />;
  if (item.kind === "url")
    return <TextField {...common} type="url" placeholder="https://www.youtube.com/watch?v=..." />;
  if (item.kind === "link") return <TextField {...common} hint={`Empty: ${item.source ?? ""}`} maxLength={300} />;
  return <TextField {...common} maxLength={300} />;
}

export function AnswersForm({
  section,
  items,
  rows,
  refused,
}: {
  section: string;
  items: DisclosureItem[];
  rows: DisclosureRow[];
  refused?: FormRefusal;
}) {
  const name = `answers-${section}`;
  const check = (form: FormData) => checkSubmission(answersSchema(items), form);
  const defaults = Object.fromEntries(
    items.map((item) => [item.key, rows.find((row) => row.key === item.key)?.value ?? ""]),
  );
  return (
    <EditForm name={name} idPrefix="answers" defaults={defaults} refused={refused} check={check} className="panel-form">
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="answers" />
          <input type="hidden" name="section" value={section} />
          <div className="panel-fields">
            {items.map((item) => (
              <AnswerField key={item.key} item={item} value={values[item.key] ?? ""} error={errors[item.key]} />
            ))}
          </div>
          <button type="submit" className="button">
            Save section {section}
          </button>
        </>
      )}
    </EditForm>
  );
}

const resultCheck = (form: FormData) => checkSubmission(resultSchema, form);

export function ResultsEditor({ results, refused }: { results: ResultRow[]; refused?: FormRefusal }) {
  return (
    <div id="results">
      <h4>Board results (the last three years of each class are shown)</h4>
      {results.length ? (
        <table className="disclosure-office__results">
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Year</th>
              <th scope="col">Registered</th>
              <th scope="col">Passed</th>
              <th scope="col">Pass %</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.className}</th>
                <td>
                  {row.year}
                  {row.sample ? <small className="sample-mark">sample</small> : null}
                </td>
                <td>{row.registered}</td>
                <td>{row.passed}</td>
                <td>{row.percentage}</td>
                <td>
                  <RowActionForm
                    field="id"
                    value={row.id}
                    intent="delete-result"
                    label="Delete"
                    what={`${row.className} ${row.year}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-note">No results yet.</p>
      )}
      <EditForm
        name="result"
        idPrefix="result"
        defaults={{ className: "class 10", year: "", registered: "", passed: "" }}
        refused={refused}
        check={resultCheck}
        className="panel-form"
        aria-label="Add a year's results"
      >
        {({ values, errors }) => (
          <>
            <input type="hidden" name="intent" value="result" />
            <div className="panel-fields">
              <SelectField
                id="result-className"
                name="className"
                label="Class"
                options={RESULT_CLASSES}
                defaultValue={values.className}
                error={errors.className}
              />
              <TextField
                id="result-year"
                name="year"
                label="Year of the examination"
                inputMode="numeric"
                maxLength={4}
                defaultValue={values.year}
                error={errors.year}
              />
              <TextField
                id="result-registered"
                name="registered"
                label="Registered"
                inputMode="numeric"
                defaultValue={values.registered}
                error={errors.registered}
              />
              <TextField
                id="result-passed"
                name="passed"
                label="Passed"
                inputMode="numeric"
                defaultValue={values.passed}
                error={errors.passed}
              />
            </div>
            <button type="submit" className="button button--small">
              Save results
            </button>
          </>
        )}
      </EditForm>
    </div>
  );
}

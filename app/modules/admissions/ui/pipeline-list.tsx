import type { FormRefusal } from "~/kernel/form";
import { EditForm } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { BULK_TARGETS } from "../pipeline";
import { STATUS_LABELS, type ApplicationStatus } from "../schema";

export type PipelineCard = {
  number: string;
  child_name: string;
  class_sought: string;
  status: string;
  phone: string;
  submitted_at: string | null;
  duplicate_of: string | null;
};

const label = (status: string) => STATUS_LABELS[status as ApplicationStatus] ?? status;

/** The list with a tick per application and the bulk move's choice; its post asks for confirmation first. */
export function PipelineList({
  rows,
  phones,
  base,
  refused,
}: {
  rows: PipelineCard[];
  phones: Record<string, string>;
  base: string;
  refused?: FormRefusal;
}) {
  if (rows.length === 0) return <p className="empty-note">No applications here.</p>;
  return (
    <EditForm name="bulk-move" idPrefix="bm" defaults={{ status: "", note: "" }} refused={refused}>
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="confirm" />
          <fieldset id="bm-numbers" className="pipeline-list__ticks" aria-describedby="bm-numbers-error">
            <legend className="visually-hidden">Applications to move</legend>
            {errors.numbers ? (
              <p className="field-error" id="bm-numbers-error">
                {errors.numbers}
              </p>
            ) : null}
            <div className="table-scroll">
              <table className="admissions-list pipeline-list">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Tick</span>
                    </th>
                    <th scope="col">Number</th>
                    <th scope="col">Child</th>
                    <th scope="col">Class</th>
                    <th scope="col">Status</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Submitted</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.number}>
                      <td>
                        <input
                          type="checkbox"
                          name="numbers"
                          value={row.number}
                          id={`bm-tick-${row.number}`}
                          aria-label={`Tick ${row.number}, ${row.child_name}`}
                        />
                      </td>
                      <td>
                        <a href={`${base}/${row.number}`}>{row.number}</a>
                      </td>
                      <td>
                        {row.child_name}
                        {row.duplicate_of ? (
                          <span className="badge badge--warning"> Possible duplicate of {row.duplicate_of}</span>
                        ) : null}
                      </td>
                      <td>{row.class_sought}</td>
                      <td>{label(row.status)}</td>
                      <td>{phones[row.phone] ?? row.phone}</td>
                      <td>{row.submitted_at?.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </fieldset>
          <div className="pipeline-bulk">
            <div className="form-field">
              <label htmlFor="bm-status" className="field-label">
                Move the ticked applications to
              </label>
              <select
                id="bm-status"
                name="status"
                defaultValue={values.status}
                aria-invalid={errors.status ? true : undefined}
              >
                <option value="">Choose</option>
                {BULK_TARGETS.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              {errors.status ? <p className="field-error">{errors.status}</p> : null}
            </div>
            <FormField
              id="bm-note"
              name="note"
              label="Note (kept in each history)"
              maxLength={1000}
              defaultValue={values.note}
              error={errors.note}
            />
            <button type="submit" className="button">
              Move ticked…
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

/** The one confirmation of a bulk move: the same choice posted again with intent "move". */
export function BulkMoveConfirmation({
  numbers,
  status,
  note,
  cancelHref,
}: {
  numbers: string[];
  status: ApplicationStatus;
  note: string;
  cancelHref: string;
}) {
  const count = numbers.length === 1 ? "1 application" : `${numbers.length} applications`;
  return (
    <EditForm
      name="bulk-move-confirm"
      idPrefix="bc"
      defaults={{}}
      className="pipeline-confirm"
      aria-labelledby="bc-heading"
    >
      {() => (
        <>
          <h3 id="bc-heading">
            Move {count} to {STATUS_LABELS[status]}?
          </h3>
          <p>{numbers.join(", ")}</p>
          {numbers.map((number) => (
            <input key={number} type="hidden" name="numbers" value={number} />
          ))}
          <input type="hidden" name="status" value={status} />
          <input type="hidden" name="note" value={note} />
          <div className="apply-buttons">
            <button type="submit" className="button" name="intent" value="move">
              Yes, move {count}
            </button>
            <a href={cancelHref}>Cancel</a>
          </div>
        </>
      )}
    </EditForm>
  );
}

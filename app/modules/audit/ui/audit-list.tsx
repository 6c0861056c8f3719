import { Form } from "react-router";
import { When } from "~/ui/when";
import { AUDIT_ACTIONS, type AuditEntryView } from "../schema";

type AuditFilters = { actor: string; action: string; from: string; to: string };

const show = (value: unknown) => (value === null || value === undefined || value === "" ? "(empty)" : String(value));

/** Who, what and when: a plain GET form, so a filtered log is a link. */
export function AuditFilterForm({ filters, fields }: { filters: AuditFilters; fields: Record<string, string> }) {
  return (
    <Form method="get" className="audit-filters" role="search" aria-label="Filter the audit log">
      <label>
        <span>User ID</span>
        <input
          name="actor"
          defaultValue={filters.actor}
          maxLength={100}
          aria-invalid={fields.actor ? true : undefined}
        />
      </label>
      <label>
        <span>Action</span>
        <select name="action" defaultValue={filters.action}>
          <option value="">any</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>From</span>
        <input type="date" name="from" defaultValue={filters.from} aria-invalid={fields.from ? true : undefined} />
      </label>
      <label>
        <span>To</span>
        <input type="date" name="to" defaultValue={filters.to} aria-invalid={fields.to ? true : undefined} />
      </label>
      <button type="submit" className="button">
        Filter
      </button>
    </Form>
  );
}

/** One entry: when, who, what to which record, from where, and each field's change. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  return (
    <li className="audit-entry">
      <div className="audit-entry__head">
        <When iso={entry.at} />
        <strong>{entry.actor ?? "system"}</strong>
        <span className={`badge badge--${entry.action}`}>{entry.action.replace(/_/g, " ")}</span>
        {entry.entity ? (
          <span>
            {entry.entity}
            {entry.entityKey ? ` ${entry.entityKey}` : ""}
          </span>
        ) : null}
        {entry.ip ? <span className="audit-entry__ip">from {entry.ip}</span> : null}
      </div>
      {entry.changes && Object.keys(entry.changes).length > 0 ? (
        <ul className="audit-entry__changes">
          {Object.entries(entry.changes).map(([field, change]) => (
            <li key={field}>
              <code>{field}</code>: {show(change.before)} → {show(change.after)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

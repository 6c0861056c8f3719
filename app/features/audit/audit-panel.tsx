import { useCallback, useEffect, useState, type FormEvent } from "react";
import { AUDIT_ACTIONS, type AuditEntryView } from "./schema";

type AuditPage = { items: AuditEntryView[]; total: number; page: number; pageSize: number };
type Filters = { actor: string; action: string; from: string; to: string };
const EMPTY: Filters = { actor: "", action: "", from: "", to: "" };
const PAGE_SIZE = 25;

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium" });
const show = (value: unknown) => (value === null || value === undefined || value === "" ? "(empty)" : String(value));

/** Admins: the audit log, newest first, filtered by who, what and when. */
export function AuditPanel() {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<AuditPage>();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(true);

  const load = useCallback(async (wanted: Filters, wantedPage: number) => {
    setLoading(true);
    const params = new URLSearchParams({ page: String(wantedPage), pageSize: String(PAGE_SIZE) });
    for (const [key, value] of Object.entries(wanted)) if (value) params.set(key, value);
    try {
      const response = await fetch(`/api/audit?${params}`, { headers: { accept: "application/json" } });
      const body = await response.json();
      if (response.ok) {
        setResult(body as AuditPage);
        setError(undefined);
        setFieldErrors({});
      } else {
        setError(`Error: ${body?.error ?? response.statusText}`);
        setFieldErrors(body?.fields ?? {});
      }
    } catch (err) {
      setError(`Error: ${err instanceof Error ? err.message : "could not load the audit log"}`);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(filters, page);
  }, [load, filters, page]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPage(1);
    setFilters({
      actor: String(data.get("actor") ?? "").trim(),
      action: String(data.get("action") ?? ""),
      from: String(data.get("from") ?? ""),
      to: String(data.get("to") ?? ""),
    });
  }

  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <section className="admin-panel" aria-label="Audit log">
      <h2>Audit log</h2>
      <form className="audit-filters" onSubmit={apply} role="search" aria-label="Filter the audit log">
        <label>
          <span>User ID</span>
          <input
            name="actor"
            defaultValue={filters.actor}
            maxLength={100}
            aria-invalid={fieldErrors.actor ? true : undefined}
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
          <input
            type="date"
            name="from"
            defaultValue={filters.from}
            aria-invalid={fieldErrors.from ? true : undefined}
          />
        </label>
        <label>
          <span>To</span>
          <input type="date" name="to" defaultValue={filters.to} aria-invalid={fieldErrors.to ? true : undefined} />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      <div role="status" aria-live="polite" className="audit-summary">
        {loading ? "Loading..." : result ? `${result.total} ${result.total === 1 ? "entry" : "entries"}` : null}
      </div>
      {error ? (
        <p role="alert" className="form-status form-status--error">
          {error}
        </p>
      ) : null}
      {result && result.items.length === 0 && !loading ? <p>There are no records to display</p> : null}
      {result && result.items.length > 0 ? (
        <ol className="audit-list" aria-busy={loading}>
          {result.items.map((entry) => (
            <li key={entry.id} className="audit-entry">
              <div className="audit-entry__head">
                <time dateTime={entry.at}>{when(entry.at)}</time>
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
          ))}
        </ol>
      ) : null}
      {result && pages > 1 ? (
        <nav className="pager" aria-label="Audit log pages">
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}

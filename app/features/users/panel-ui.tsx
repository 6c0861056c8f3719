import type { InputHTMLAttributes, ReactNode } from "react";

export type Status = { tone: "ok" | "error"; text: string };

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ id, label, error, ...input }: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The polite live region where a form's success or failure is announced. */
export function StatusRegion({ id, status }: { id: string; status?: Status }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {status ? <p className={`form-status form-status--${status.tone}`}>{status.text}</p> : null}
    </div>
  );
}

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export type ApiAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: string; fields: Record<string, string> };

/** A JSON call to the site's API; a network failure becomes an answer too, so callers show one message. */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, status: response.status, body: json as T };
    const error = typeof json?.error === "string" ? json.error : "Something went wrong. Please try again.";
    return { ok: false, status: response.status, error, fields: json?.fields && typeof json.fields === "object" ? json.fields : {} };
  } catch {
    return { ok: false, status: 0, error: "Could not reach the server. Please check the connection and try again.", fields: {} };
  }
}

/** The outcome a panel's form posted without JavaScript came back with (?result=ok|failed&reason=...). */
export function returnedStatus(params: URLSearchParams, okText: string): Status | undefined {
  const result = params.get("result");
  if (result === "ok") return { tone: "ok", text: okText };
  if (result === "failed") return { tone: "error", text: params.get("reason") ?? "Something went wrong. Please try again." };
  return undefined;
}

import type { ComponentProps, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Small pieces shared by the media and site-content dashboard panels: labelled fields whose
// error is tied to the control (aria-invalid + aria-describedby), a status region and a JSON call.

export type PanelStatus = { tone: "ok" | "error"; text: string } | undefined;

export function StatusRegion({ id, status }: { id: string; status: PanelStatus }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {status ? <p className={`form-status form-status--${status.tone}`}>{status.text}</p> : null}
    </div>
  );
}

type FieldShell = { id: string; label: string; error?: string; hint?: string; children: (describedBy: string | undefined) => ReactNode };

function Shell({ id, label, error, hint, children }: FieldShell) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string };

export function TextField({ id, label, error, hint, ...input }: Common & ComponentProps<"input">) {
  return <Shell {...{ id, label, error, hint }}>{(describedBy) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}</Shell>;
}

export function TextAreaField({ id, label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Shell {...{ id, label, error, hint }}>{(describedBy) => <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}</Shell>;
}

export function SelectField({ id, label, error, hint, options, ...input }: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | { value: string; label: string })[] }) {
  return (
    <Shell {...{ id, label, error, hint }}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input}>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Shell>
  );
}

export type ApiAnswer<T> = { ok: boolean; status: number; body: T & { error?: string; fields?: Record<string, string> } };

/** A JSON call to the site's own API; a network failure comes back as status 0 with a readable error. */
export async function callApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const parsed = (await response.json().catch(() => ({}))) as ApiAnswer<T>["body"];
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: { error: "The server could not be reached; check the connection and try again." } as ApiAnswer<T>["body"] };
  }
}

/** Sends multipart form data with upload progress (fetch cannot report it), answering like callApi. */
export function sendWithProgress<T = Record<string, unknown>>(method: string, path: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiAnswer<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: ApiAnswer<T>["body"];
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = { error: `the server answered ${request.status}` } as ApiAnswer<T>["body"];
      }
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body });
    };
    request.onerror = () => resolve({ ok: false, status: 0, body: { error: "the connection was lost" } as ApiAnswer<T>["body"] });
    request.send(form);
  });
}

/** The outcome a form posted without JavaScript came back with (?result=ok|failed&reason=...), as a status. */
export function returnedStatus(params: URLSearchParams, okText: string, failPrefix: string): PanelStatus {
  const result = params.get("result");
  if (result === "ok") return { tone: "ok", text: okText };
  if (result === "failed") return { tone: "error", text: `${failPrefix}${params.get("reason") ?? "unknown error"}` };
  return undefined;
}

import type { ReactNode } from "react";
import type { PanelStatus } from "~/components/form/panel-fields";

export type Status = NonNullable<PanelStatus>;
export { StatusRegion, TextField } from "~/components/form/panel-fields";

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export type ApiAnswer<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; error: string; fields: Record<string, string> };

/** A JSON call to the site's API; a network failure becomes an answer too, so callers show one message. */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, status: response.status, body: json as T };
    const error = typeof json?.error === "string" ? json.error : "Something went wrong. Please try again.";
    return {
      ok: false,
      status: response.status,
      error,
      fields: json?.fields && typeof json.fields === "object" ? json.fields : {},
    };
  } catch {
    return {
      ok: false,
      status: 0,
      error: "Could not reach the server. Please check the connection and try again.",
      fields: {},
    };
  }
}

/** The outcome a panel's form posted without JavaScript came back with (?result=ok|failed&reason=...). */
export function returnedStatus(params: URLSearchParams, okText: string): Status | undefined {
  const result = params.get("result");
  if (result === "ok") return { tone: "ok", text: okText };
  if (result === "failed")
    return { tone: "error", text: params.get("reason") ?? "Something went wrong. Please try again." };
  return undefined;
}

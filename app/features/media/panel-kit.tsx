import type { PanelStatus } from "~/components/form/panel-fields";

// What the media and site-content dashboard panels share: the fields and status region (from
// components/form), a JSON call and upload progress.
export { SelectField, StatusRegion, TextAreaField, TextField, type PanelStatus } from "~/components/form/panel-fields";

export type ApiAnswer<T> = {
  ok: boolean;
  status: number;
  body: T & { error?: string; fields?: Record<string, string> };
};

/** A JSON call to the site's own API; a network failure comes back as status 0 with a readable error. */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const parsed = (await response.json().catch(() => ({}))) as ApiAnswer<T>["body"];
    return { ok: response.ok, status: response.status, body: parsed };
  } catch {
    return {
      ok: false,
      status: 0,
      body: { error: "The server could not be reached; check the connection and try again." } as ApiAnswer<T>["body"],
    };
  }
}

/** Sends multipart form data with upload progress (fetch cannot report it), answering like callApi. */
export function sendWithProgress<T = Record<string, unknown>>(
  method: string,
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiAnswer<T>> {
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
    request.onerror = () =>
      resolve({ ok: false, status: 0, body: { error: "the connection was lost" } as ApiAnswer<T>["body"] });
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

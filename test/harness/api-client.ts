import type { SignedIn } from "./admin";

export type ApiCall = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with a JSON content type (for broken or oversized bodies). */
  raw?: string;
  form?: FormData;
  /** Whose session cookie goes along; null for a stranger. */
  as?: SignedIn | null;
};

/** One call to a test server's JSON API, as an outside client sends it (same-origin header included). */
export async function callApi(baseUrl: string, path: string, { method = "GET", body, raw, form, as = null }: ApiCall) {
  const json = body !== undefined || raw !== undefined;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(json ? { "content-type": "application/json" } : {}),
      origin: baseUrl,
    },
    body: form ?? raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  const parsed: any = /^[[{]/.test(text) ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, json: parsed };
}

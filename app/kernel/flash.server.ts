import { createCookie, redirect } from "react-router";
import { readCookie } from "./cookies.server";

// Outcome messages that must survive a redirect ("Student registered successfully!"), shown once.
// They travel in a short-lived cookie signed with the visitor's own session token, so a link or another
// site cannot plant text in the status area, and a message never appears in the address bar.

export type Flash = { tone: "ok" | "error"; text: string };

const FLASH_COOKIE = "school_flash";
// The session cookie's two names: plain over HTTP, with the __Host- prefix over HTTPS.
const SESSION_COOKIES = ["__Host-school_session", "school_session"];

function sessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  return SESSION_COOKIES.map((name) => readCookie(header, name)).find((token) => token);
}

function flashCookie(request: Request, secret: string) {
  return createCookie(FLASH_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: 120,
    secrets: [`flash:${secret}`],
  });
}

/** The Set-Cookie header that carries `flash` to the next page (needs the session cookie of `request`, or `token`). */
export async function flashHeader(request: Request, flash: Flash, token = sessionToken(request)): Promise<HeadersInit> {
  if (!token) return {};
  return { "Set-Cookie": await flashCookie(request, token).serialize(flash) };
}

/** Redirects to `to` with a one-time message. */
export async function redirectWithFlash(request: Request, to: string, flash: Flash) {
  return redirect(to, { headers: await flashHeader(request, flash) });
}

/** The waiting message, if any, and the header that clears it (send it with the response that shows it). */
export async function readFlash(request: Request): Promise<{ flash?: Flash; headers: HeadersInit }> {
  const token = sessionToken(request);
  const header = request.headers.get("cookie") ?? "";
  if (!token || readCookie(header, FLASH_COOKIE) === undefined) return { headers: {} };
  const cookie = flashCookie(request, token);
  const value: unknown = await cookie.parse(header);
  const clear = { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) };
  if (!isFlash(value)) return { headers: clear };
  return { flash: { tone: value.tone, text: value.text.slice(0, 500) }, headers: clear };
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const { tone, text } = value as Record<string, unknown>;
  return (tone === "ok" || tone === "error") && typeof text === "string";
}

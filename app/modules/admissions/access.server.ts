import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { clearCookieHeader, readCookie, setCookieHeader, type CookieAttributes } from "~/kernel/cookies.server";
import { KNOWN_LANGUAGES, pathInLanguage } from "~/kernel/i18n/languages";

// A parent's browser holds a key to the one application she is filling in: a random value in an http-only cookie
// whose sha256 is on the application's row, replaced at every start or resume (docs/decisions/119-online-admissions.md).

const ACCESS_COOKIE = "admission_access";
const DAYS_KEPT = 30;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const newSecret = () => randomBytes(32).toString("base64url");

// The key goes to the parent's pages in every language (/admissions, /hi/admissions…), so the language switcher does
// not lose her application, and to nothing else on the site.
const ADMISSION_PATHS = KNOWN_LANGUAGES.map(({ code }) => pathInLanguage(code, "/admissions"));

const attributes = (request: Request, path: string): CookieAttributes => ({
  path,
  httpOnly: true,
  sameSite: "lax",
  secure: new URL(request.url).protocol === "https:",
});

/** The Set-Cookie headers giving this browser the key to application `id`; the hash goes on the row. */
export function accessCookies(request: Request, id: number, secret: string) {
  return ADMISSION_PATHS.map((path) =>
    setCookieHeader(ACCESS_COOKIE, `${id}.${secret}`, { ...attributes(request, path), maxAge: DAYS_KEPT * 86_400 }),
  );
}

export const forgetAccessCookies = (request: Request) =>
  ADMISSION_PATHS.map((path) => clearCookieHeader(ACCESS_COOKIE, attributes(request, path)));

/** The application id and secret this browser holds, unchecked. */
export function readAccess(request: Request): { id: number; secret: string } | undefined {
  const value = readCookie(request.headers.get("cookie"), ACCESS_COOKIE);
  const found = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(value) : null;
  return found ? { id: Number(found[1]), secret: found[2] } : undefined;
}

/** Whether `secret` is the one whose hash is stored. */
export function secretMatches(secret: string, storedHash: string | null) {
  if (!storedHash) return false;
  const given = Buffer.from(sha256(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

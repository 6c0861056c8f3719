import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";

// One cookie library (`cookie`, the one Express's res.cookie is built on) reads every Cookie header and writes the
// plain cookies' Set-Cookie headers, so attributes come out the same from a page action and from the API. (The
// signed one-time message, flash.server.ts, is React Router's createCookie: it signs and reads back JSON.)

/** A value whose percent-encoding is broken reads as no cookie at all (no session, not a server error). */
const decodeOrNothing = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** One cookie of a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header, { decode: decodeOrNothing })[name] : undefined;
}

/** The attributes a cookie is set with; `secure` follows the request's protocol. */
export type CookieAttributes = Omit<SetCookie, "name" | "value">;

/** A Set-Cookie header value. */
export const setCookieHeader = (name: string, value: string, attributes: CookieAttributes) =>
  stringifySetCookie({ name, value, ...attributes });

/** The Set-Cookie header value that makes the browser forget a cookie set with `attributes`. */
export const clearCookieHeader = (name: string, attributes: CookieAttributes) =>
  setCookieHeader(name, "", { ...attributes, maxAge: 0, expires: new Date(0) });

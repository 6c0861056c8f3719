const BASE = "http://same-site.invalid";

/**
 * Where to go after signing in: only a path of this site. The target is parsed with `new URL(target,
 * origin)` and kept only when it stays on that origin; `//host`, `/\host`, any backslash and any control
 * character (tab, CR, LF, which browsers drop or which break the Location header) are refused, before and
 * after one round of %-decoding. Anything else gives the fallback.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/welcome") {
  if (!target || target.length > 2000) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const form of [target, decoded]) {
    if (/[\p{Cc}\\]/u.test(form) || !form.startsWith("/") || form.startsWith("//")) return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

import known from "./languages.json" with { type: "json" };

/**
 * A language the site can be shown in: its address prefix (`code`), the BCP 47 tag that `Intl` formats with,
 * its own name (the switcher shows it in its own script) and the direction of its script. Adding one is a row in
 * languages.json and a catalogue in catalogues/<code>.json; the office then switches it on in the settings.
 */
export type Language = { code: string; tag: string; name: string; dir: "ltr" | "rtl" };

export const DEFAULT_LANGUAGE = "en";

export const KNOWN_LANGUAGES: readonly Language[] = (known as Language[]).map((language) => ({ ...language }));

/** The codes that have an address prefix (every known language but English). */
export const PREFIXED_LANGUAGES = KNOWN_LANGUAGES.map(({ code }) => code).filter((code) => code !== DEFAULT_LANGUAGE);

export function languageByCode(code: string): Language | undefined {
  return KNOWN_LANGUAGES.find((language) => language.code === code);
}

/** The languages the office switched on ("en,hi,te"), English always first and always on. */
export function enabledLanguages(setting: string): Language[] {
  const codes = new Set([DEFAULT_LANGUAGE, ...setting.split(/[\s,]+/).filter(Boolean)]);
  return KNOWN_LANGUAGES.filter(({ code }) => codes.has(code));
}

/** Whether the office switched `code` on (English always is). */
export function languageSwitchedOn(setting: string, code: string) {
  return enabledLanguages(setting).some((language) => language.code === code);
}

/** The language an address is in (its first segment when that is a known prefix) and the path without it. */
export function splitLanguagePath(pathname: string): { code: string; path: string } {
  const match = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  if (match && PREFIXED_LANGUAGES.includes(match[1]!)) return { code: match[1]!, path: match[2] || "/" };
  return { code: DEFAULT_LANGUAGE, path: pathname };
}

/** The same page in `code`: English keeps the path, others put their prefix first ("/hi/Transport", "/hi/"). */
export function pathInLanguage(code: string, path: string): string {
  if (code === DEFAULT_LANGUAGE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (splitLanguagePath(path).code !== DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${code}/` : `/${code}${path}`;
}

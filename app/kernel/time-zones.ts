// The IANA zones by their current names. ICU (and so Intl.supportedValuesOf) still lists some zones under names
// the IANA database retired, such as Asia/Calcutta for Asia/Kolkata: a school in India must find "Kolkata".
const RENAMED: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Pacific/Enderbury": "Pacific/Kanton",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Africa/Asmera": "Africa/Asmara",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Mendoza": "America/Argentina/Mendoza",
  "America/Coral_Harbour": "America/Atikokan",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** A zone's current IANA name (an old alias such as Asia/Calcutta becomes Asia/Kolkata). */
export function canonicalTimeZone(zone: string): string {
  return RENAMED[zone] ?? zone;
}

/** Every name of one zone, the current one first (for tables that know only an old one, such as Europe/Kiev). */
export function timeZoneNames(zone: string): string[] {
  const current = canonicalTimeZone(zone);
  const old = Object.keys(RENAMED).filter((name) => RENAMED[name] === current);
  return [...new Set([current, zone, ...old])];
}

// Intl.Locale#getTimeZones (ES2024 Intl Locale Info) is not in TypeScript's library yet.
type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[] };
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let countries: Map<string, string> | undefined;

/** Zone → country name, from ICU's own region data (every zone belongs to exactly one current region). */
function countryOfZone(zone: string) {
  if (!countries) {
    countries = new Map();
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const first of LETTERS)
      for (const second of LETTERS) {
        const code = `${first}${second}`;
        // Retired codes (AN, YU...) are rewritten by canonicalisation; skip them and unnamed ones.
        if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
        const name = names.of(code);
        if (!name) continue;
        for (const zoneName of (new Intl.Locale(`und-${code}`) as LocaleWithZones).getTimeZones?.() ?? [])
          countries.set(canonicalTimeZone(zoneName), name);
      }
  }
  return countries.get(zone);
}

/** "UTC+5:30", "UTC-5", "UTC" for the zone's offset at `at`. */
function offsetOf(zone: string, at: Date) {
  const part = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = part?.match(/GMT([+-])(\d\d):(\d\d)/);
  if (!match || (match[2] === "00" && match[3] === "00")) return "UTC";
  const [, sign, hours, minutes] = match;
  return `UTC${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

export type TimeZoneOption = { value: string; label: string };

const cityOf = (zone: string) => zone.split("/").at(-1)!.replaceAll("_", " ");

/**
 * Every zone once, by its current name, labelled "India — Kolkata (UTC+5:30)" with its offset at `at`,
 * sorted by country and city, so a list can be searched by either.
 */
export function timeZoneOptions(at = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone").map(canonicalTimeZone));
  return [...zones]
    .map((zone) => {
      const country = countryOfZone(zone);
      return {
        value: zone,
        label: `${country ? `${country} — ` : ""}${cityOf(zone)} (${offsetOf(zone, at)})`,
        sort: `${country ?? zone} ${cityOf(zone)}`,
      };
    })
    .sort((a, b) => a.sort.localeCompare(b.sort))
    .map(({ value, label }) => ({ value, label }));
}

// Asked on every settings read (the stored zone is checked): the answer is kept, since asking Intl costs a formatter.
const knownZones = new Map<string, boolean>();
function isZone(value: string) {
  if (!/^[A-Za-z_+\-/0-9]+$/.test(value)) return false;
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size > 1000) knownZones.clear();
  knownZones.set(value, valid);
  return valid;
}

const resolvedNames = new Map<string, string>();
function resolvedName(zone: string) {
  let name = resolvedNames.get(zone);
  if (name === undefined) {
    name = Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    if (resolvedNames.size > 1000) resolvedNames.clear();
    resolvedNames.set(zone, name);
  }
  return name;
}

const plain = (text: string) => text.trim().toLowerCase().replaceAll("_", " ").replace(/\s+/g, " ");

/**
 * What a person typed or chose, as a current IANA name: the name itself or an old alias, a list label
 * ("India — Kolkata (UTC+5:30)"), or a city that names one zone ("kolkata"); undefined when none fits.
 */
export function resolveTimeZone(typed: string): string | undefined {
  const text = typed.trim();
  if (isZone(text)) return canonicalTimeZone(resolvedName(text));
  const wanted = plain(text);
  if (!wanted) return undefined;
  const options = timeZoneOptions();
  const byLabel = options.find((option) => plain(option.label) === wanted);
  if (byLabel) return byLabel.value;
  const byCity = options.filter((option) => plain(cityOf(option.value)) === wanted);
  return byCity.length === 1 ? byCity[0].value : undefined;
}

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
};

/** A zone's current IANA name (an old alias such as Asia/Calcutta becomes Asia/Kolkata). */
export function canonicalTimeZone(zone: string): string {
  return RENAMED[zone] ?? zone;
}

function offsetOf(zone: string, at: Date) {
  const part = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return part === "GMT" || !part ? "UTC+00:00" : part.replace("GMT", "UTC");
}

export type TimeZoneOption = { value: string; label: string };

/** Every zone once, by its current name, labelled by city and region with its offset today, sorted by label. */
export function timeZoneOptions(at = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone").map(canonicalTimeZone));
  return [...zones]
    .map((zone) => {
      const parts = zone.split("/");
      const city = parts.at(-1)!.replaceAll("_", " ");
      const region = parts.slice(0, -1).join(" / ").replaceAll("_", " ");
      const label = `${city}${region ? ` (${region})` : ""}, ${offsetOf(zone, at)}`;
      return { value: zone, label: zone === "Asia/Kolkata" ? `India: ${label}` : label };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Lower-case words joined by hyphens: the one shape of a page address segment (events, news posts). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Independence Day 2026!" -> "independence-day-2026"; accents are dropped, other scripts give "". */
export function slugify(text: string, max = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}

/** A body typed as plain text, as paragraphs: a blank line separates them, single line breaks stay inside. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first `length` characters and an ellipsis (the spec's 50-character previews). */
export function previewText(text: string, length = 50): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  // At most `length` characters, ending at a whole word unless that would leave too little.
  const cut = flat.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const end = lastSpace > length * 0.6 ? lastSpace : length;
  return `${flat
    .slice(0, end)
    .trimEnd()
    .replace(/[,;:.\-–]+$/, "")}...`;
}

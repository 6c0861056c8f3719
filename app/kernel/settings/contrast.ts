// WCAG 2 contrast between two #rrggbb colours, for the brand colours a school chooses.

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A colour mixed towards black (amount 0 to 1), as #rrggbb. */
export function darken(hex: string, amount: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${part(16)}${part(8)}${part(0)}`;
}

/** What the site puts on or around each brand colour (see app/styles/app.css). */
export const THEME_PAIRS = {
  /** White text on the main colour (menu bar, buttons); the main colour as link text on the cream page. */
  primary: ["#ffffff", "#fbf7ef"],
  /** Dark text on the accent (ticker label, light buttons); the accent as heading text on the dark footer. */
  accent: ["#2b1a00", "#2a0d0d"],
} as const;

export const AA_NORMAL_TEXT = 4.5;

/** The lowest contrast of a brand colour against what it meets, rounded down to one decimal. */
export function lowestContrast(colour: string, role: keyof typeof THEME_PAIRS) {
  const lowest = Math.min(...THEME_PAIRS[role].map((other) => contrastRatio(colour, other)));
  return Math.floor(lowest * 10) / 10;
}

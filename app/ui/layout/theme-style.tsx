import { contrastRatio, darken } from "~/kernel/settings/contrast";

/** The colour darkened just enough to be read as text on white (4.5:1), for the accent's darker shade. */
function readableOnWhite(hex: string) {
  let amount = 0.3;
  while (amount < 1 && contrastRatio(darken(hex, amount), "#ffffff") < 4.6) amount += 0.05;
  return darken(hex, amount);
}

/**
 * The school's brand colours as the stylesheet's custom properties (header, menu bar, buttons, links,
 * focus rings). The colours were checked against WCAG AA when saved (settings schema).
 */
export function ThemeStyle({ primary, accent }: { primary: string; accent: string }) {
  const css = `:root{--maroon:${primary};--maroon-dark:${darken(primary, 0.25)};--saffron:${accent};--saffron-dark:${readableOnWhite(accent)};--focus:${darken(primary, 0.1)}}`;
  return <style>{css}</style>;
}

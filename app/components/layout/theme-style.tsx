import { darken } from "~/lib/contrast";

/**
 * The school's brand colours as the stylesheet's custom properties (header, menu bar, buttons, links,
 * focus rings). The colours were checked against WCAG AA when saved (settings schema).
 */
export function ThemeStyle({ primary, accent }: { primary: string; accent: string }) {
  const css = `:root{--maroon:${primary};--maroon-dark:${darken(primary, 0.25)};--saffron:${accent};--saffron-dark:${darken(accent, 0.3)};--focus:${darken(primary, 0.1)}}`;
  return <style>{css}</style>;
}

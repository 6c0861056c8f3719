import type { SiteSettings } from "./schema";

const TOKENS: Record<string, keyof SiteSettings> = {
  school: "schoolName",
  phone: "phone",
  phone2: "phone2",
  email: "email",
  email2: "email2",
  network: "networkName",
};

/** Replaces {school}, {phone}, {phone2}, {email}, {email2} and {network} with the site's settings. */
export function fillTokens(text: string, settings: SiteSettings): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const key = TOKENS[name];
    return key ? String(settings[key] ?? "") : whole;
  });
}

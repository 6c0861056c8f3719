import { formatDate } from "~/kernel/dates";
import type { Translator } from "~/kernel/i18n/translate";
import type { ApplicationStep } from "../schema";

// The parent's pages in the reader's language (decision 144): the words come from the site's catalogue by key; what
// the office set up (class names, dates) is shown in the reader's words where the catalogue knows them.

type T = Translator["t"];

export const stepTitle = (t: T, step: ApplicationStep) => t(`apply.step.${step}`);

/** "class 4" → "कक्षा 4"; Nursery, LKG and UKG by name; a name the catalogue does not know stays as the office wrote it. */
export function className(t: T, name: string) {
  const numbered = /^class (\d{1,2})$/i.exec(name);
  if (numbered) return t("apply.class.number", { number: Number(numbered[1]) });
  if (name === "Nursery") return t("apply.class.nursery");
  if (name === "LKG") return t("apply.class.lkg");
  if (name === "UKG") return t("apply.class.ukg");
  return name;
}

/** A calendar date ("2027-03-31") in the reader's language: "31 मार्च 2027"; English as the rest of the site writes it. */
export function longDate(translator: Pick<Translator, "date" | "language">, iso: string, withWeekday = false) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  if (translator.language.code === "en") return formatDate(iso, withWeekday);
  return translator.date(new Date(`${iso}T00:00:00Z`), {
    ...(withWeekday ? { weekday: "long" } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

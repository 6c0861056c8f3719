import { formatDate } from "~/kernel/dates";
import { classNameIn } from "~/kernel/settings/facts";
import type { Translator } from "~/kernel/i18n/translate";
import type { ApplicationStep } from "../schema";

// The parent's pages in the reader's language (decision 144): the words come from the site's catalogue by key; what
// the office set up (class names, dates) is shown in the reader's words where the catalogue knows them.

type T = Translator["t"];

export const stepTitle = (t: T, step: ApplicationStep) => t(`apply.step.${step}`);

/** A class's name in the reader's words (the site's one reading: `classNameIn`). */
export const className = (t: T, name: string) => classNameIn({ t, number: String }, name);

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

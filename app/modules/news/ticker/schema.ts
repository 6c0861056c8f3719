import { z } from "zod";
import { requiredText } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape, type Schedule } from "~/kernel/schedule";
import { translationShape, type ContentTranslations } from "~/kernel/i18n/content";

/** The ticker's two lines, which the office may translate (at most 500 characters each, as in English). */
export const TICKER_TRANSLATED_FIELDS = { jobOpenings: 500, latestEvent: 500 } as const;
export const TICKER_TRANSLATED = Object.keys(TICKER_TRANSLATED_FIELDS) as (keyof typeof TICKER_TRANSLATED_FIELDS)[];

/** The LATEST NEWS ticker, edited from the dashboard's Latest news form. */
export const newsSchema = z
  .object({
    jobOpenings: requiredText("Job openings text is required", 500, "Job openings text must be at most 500 characters"),
    latestEvent: requiredText("Latest event text is required", 500, "Latest event text must be at most 500 characters"),
    // When the two lines show (docs/decisions/126-scheduled-publishing.md); empty: always.
    ...scheduleShape,
    ...translationShape(TICKER_TRANSLATED_FIELDS, (max) => `A translation must be at most ${max} characters`),
  })
  .superRefine(checkScheduleOrder);

export type News = z.infer<typeof newsSchema>;

/** The two lines as stored, with their schedule (ISO UTC or null). */
export type StoredNews = Pick<News, "jobOpenings" | "latestEvent"> &
  Schedule & {
    /** The two lines in Hindi, Telugu… (docs/decisions/139). */
    translations: ContentTranslations;
  };

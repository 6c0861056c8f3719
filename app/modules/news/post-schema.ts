import "~/kernel/zod-setup";
import { z } from "zod";
import { pageFieldsOrUsual } from "~/kernel/pagination";
import { isoDate, optionalText } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape, type Schedule } from "~/kernel/schedule";
import { checkbox, optionalSlug, publishedField, summaryField, titleField } from "~/modules/publishing";
import { translationShape, type ContentTranslations } from "~/kernel/i18n/content";

/** The words of a post the office may translate, with their length limits (the English fields' own). */
export const POST_TRANSLATED_FIELDS = { title: 200, summary: 300, body: 50_000 } as const;
export const POST_TRANSLATED = Object.keys(POST_TRANSLATED_FIELDS) as (keyof typeof POST_TRANSLATED_FIELDS)[];

/** One news post, as the dashboard form and the API send it. */
export const newsPostSchema = z
  .object({
    title: titleField,
    slug: optionalSlug("science-fair-results"),
    postDate: isoDate("Date is required", "Enter a real date as YYYY-MM-DD"),
    summary: summaryField,
    body: optionalText(50_000, "The text must be at most 50,000 characters"),
    published: publishedField,
    pinned: checkbox("Pinned must be yes or no"),
    ...scheduleShape,
    ...translationShape(
      POST_TRANSLATED_FIELDS,
      (max) => `A translation must be at most ${max.toLocaleString("en-IN")} characters`,
    ),
  })
  .superRefine(checkScheduleOrder);

export type NewsPostInput = z.output<typeof newsPostSchema>;

export const NEWS_PAGE_SIZE = 10;

/** /News?year=&page= */
export const newsArchiveQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .catch(undefined),
  ...pageFieldsOrUsual({ fixed: NEWS_PAGE_SIZE }),
});

export type NewsPost = Schedule & {
  id: number;
  slug: string;
  title: string;
  postDate: string;
  summary: string;
  body: string;
  coverKey: string | null;
  published: boolean;
  pinned: boolean;
  /** The office's Hindi, Telugu… title, summary and text (docs/decisions/139). */
  translations: ContentTranslations;
  createdAt: string;
  updatedAt: string;
};

import "~/kernel/zod-setup";
import { z } from "zod";
import { SLUG_PATTERN } from "~/kernel/slug";
import { isoDate, optionalText, requiredText } from "~/kernel/validation";

// An HTML checkbox posts 'on' when ticked and nothing when not; a JSON body sends a boolean.
const checkbox = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? false : value),
    z
      .union([z.boolean(), z.enum(["on", "true", "false", "off", "1", "0", ""])], { error: message })
      .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  );

/** One news post, as the dashboard form and the API send it. */
export const newsPostSchema = z.object({
  title: requiredText("Title is required", 200, "Title must be at most 200 characters"),
  slug: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: "Use lower-case letters, digits and hyphens" })
      .trim()
      .toLowerCase()
      .max(100, { error: "The address must be at most 100 characters" })
      .refine((value) => value === "" || SLUG_PATTERN.test(value), {
        error: "Use lower-case letters, digits and single hyphens (for example science-fair-results)",
      }),
  ),
  postDate: isoDate("Date is required", "Enter a real date as YYYY-MM-DD"),
  summary: optionalText(300, "Summary must be at most 300 characters"),
  body: optionalText(50_000, "The text must be at most 50,000 characters"),
  published: checkbox("Published must be yes or no"),
  pinned: checkbox("Pinned must be yes or no"),
});

export type NewsPostInput = z.output<typeof newsPostSchema>;

/** /News?year=&page= */
export const newsArchiveQuerySchema = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export const NEWS_PAGE_SIZE = 10;

export type NewsPost = {
  id: number;
  slug: string;
  title: string;
  postDate: string;
  summary: string;
  body: string;
  coverKey: string | null;
  published: boolean;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
};

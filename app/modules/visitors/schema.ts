import "~/kernel/zod-setup";
import { z } from "zod";

/** The figures' periods: the last 7, 30 or 365 days, today included. */
export const VISIT_PERIODS = [7, 30, 365] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export const SEARCH_TERM_FILTER_LENGTH = 100;

/**
 * The figures' question, from the section's form and from GET /api/visits: a period, and optionally words the
 * search terms must contain. A `term` sent empty is a mistake to say, not "no filter" (leave it out for that).
 */
export const visitQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (VISIT_PERIODS as readonly number[]).includes(days), "Choose 7, 30 or 365 days")
    .default(30),
  term: z
    .string()
    .trim()
    .min(1, "Type the words to look for among the search terms")
    .max(SEARCH_TERM_FILTER_LENGTH, `At most ${SEARCH_TERM_FILTER_LENGTH} characters`)
    .optional(),
});

export type VisitQuery = { days: VisitPeriod; term?: string };

/** The query's fields as sent, for the form to show them again. */
export function visitQueryFields(params: URLSearchParams) {
  return { days: params.get("days") ?? "30", term: params.get("term") ?? undefined };
}

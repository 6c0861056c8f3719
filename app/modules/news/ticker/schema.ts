import { z } from "zod";
import { requiredText } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape, type Schedule } from "~/kernel/schedule";

/** The LATEST NEWS ticker, edited from the dashboard's Latest news form. */
export const newsSchema = z
  .object({
    jobOpenings: requiredText("Job openings text is required", 500, "Job openings text must be at most 500 characters"),
    latestEvent: requiredText("Latest event text is required", 500, "Latest event text must be at most 500 characters"),
    // When the two lines show (docs/decisions/126-scheduled-publishing.md); empty: always.
    ...scheduleShape,
  })
  .superRefine(checkScheduleOrder);

export type News = z.infer<typeof newsSchema>;

/** The two lines as stored, with their schedule (ISO UTC or null). */
export type StoredNews = Pick<News, "jobOpenings" | "latestEvent"> & Schedule;

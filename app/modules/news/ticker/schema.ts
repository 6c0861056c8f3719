import { z } from "zod";
import { requiredText } from "~/kernel/validation";

/** The LATEST NEWS ticker, edited from the dashboard's Latest news form. */
export const newsSchema = z.object({
  jobOpenings: requiredText("Job openings text is required", 500, "Job openings text must be at most 500 characters"),
  latestEvent: requiredText("Latest event text is required", 500, "Latest event text must be at most 500 characters"),
});

export type News = z.infer<typeof newsSchema>;

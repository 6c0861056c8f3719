import { z } from "zod";

export const newsSchema = z.object({
  jobOpenings: z.string().trim().min(1, "Job openings text is required").max(500, "Keep the job openings text under 500 characters"),
  latestEvent: z.string().trim().min(1, "Latest event text is required").max(500, "Keep the latest event text under 500 characters"),
});

export type News = z.infer<typeof newsSchema>;

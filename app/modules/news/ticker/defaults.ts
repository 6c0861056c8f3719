import type { News } from "./schema";

// The spec's default ticker texts; tokens are filled from the site settings.
export const DEFAULT_NEWS: Pick<News, "jobOpenings" | "latestEvent"> = {
  jobOpenings:
    "Job openings: we are hiring teachers and administrative staff for the new academic year. Send your CV to {email} or {email2}.",
  latestEvent:
    "Latest event: foundation-laying ceremony for the school modernization project on 19 August 2024. Parents, alumni and well-wishers are warmly invited.",
};

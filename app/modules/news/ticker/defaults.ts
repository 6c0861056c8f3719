import { addDays, formatDate } from "~/kernel/dates";
import type { News } from "./schema";

// The spec's default ticker texts; tokens are filled from the site settings. No date in them: a new install's
// sample ticker is dated from its day of install (sampleTicker), so it never announces a day long past.
export const DEFAULT_NEWS: Pick<News, "jobOpenings" | "latestEvent"> = {
  jobOpenings:
    "Job openings: we are hiring teachers and administrative staff for the new academic year. Send your CV to {email} or {email2}.",
  latestEvent:
    "Latest event: ground-breaking ceremony for the school modernisation project. Parents, alumni and well-wishers are warmly invited.",
};

/** The sample ticker of a new install: the ground-breaking ceremony on its sample event's day, 12 days ahead. */
export function sampleTicker(today: Date): Pick<News, "jobOpenings" | "latestEvent"> {
  const day = formatDate(addDays(today.toISOString().slice(0, 10), 12));
  return {
    jobOpenings: DEFAULT_NEWS.jobOpenings,
    latestEvent: `Coming up on ${day}: ground-breaking ceremony for the school modernisation project. Parents, alumni and well-wishers are warmly invited.`,
  };
}

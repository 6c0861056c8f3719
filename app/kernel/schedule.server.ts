import { sql, type Expression, type SqlBool } from "kysely";
import { nowIso } from "./database/dialect";
import { announcePublicContentChanged } from "./cache-events";
import type { Job } from "./jobs.server";
import { resolveSchedule } from "./schedule";
import { getSiteSettings } from "./settings/store.server";

// The server's half of scheduled publishing (docs/decisions/126-scheduled-publishing.md): the condition every public
// query adds, and the job that tells the caches when something came due or expired.

/** Within its window at `now`: a table's (or alias's) show_from and show_until, for a public query's where. */
export function showingAt(now = nowIso(), table?: string): Expression<SqlBool> {
  const from = sql.ref(table ? `${table}.show_from` : "show_from");
  const until = sql.ref(table ? `${table}.show_until` : "show_until");
  return sql<SqlBool>`((${from} is null or ${from} <= ${now}) and (${until} is null or ${until} > ${now}))`;
}

/**
 * Not yet ended at `now`: showing then or still to come due. A held read (decision 148) takes these rows and applies
 * the clock itself (isShowing, nextScheduleChange).
 */
export function notEndedAt(now = nowIso(), table?: string): Expression<SqlBool> {
  const until = sql.ref(table ? `${table}.show_until` : "show_until");
  return sql<SqlBool>`(${until} is null or ${until} > ${now})`;
}

/** Came due or expired in (since, now]: what the job looks for. */
export function crossedBetween(since: string, now: string): Expression<SqlBool> {
  const from = sql.ref("show_from");
  const until = sql.ref("show_until");
  return sql<SqlBool>`((${from} > ${since} and ${from} <= ${now}) or (${until} > ${since} and ${until} <= ${now}))`;
}

/** One module's look at its own table: how many of its things came due or expired in (since, now]. */
export type ScheduleWatch = (db: Parameters<Job["run"]>[0], since: string, now: string) => Promise<number>;

const EVERY_MINUTES = 1;

/**
 * Each minute, the modules look for things that appeared or disappeared since the last look; if any did, the render
 * caches of every instance are cleared (and the search, sitemap and feeds, which filter by the times, follow by
 * themselves). The look goes back to this process's previous run, or two intervals on its first.
 */
export function scheduledPublishingJob(watches: ScheduleWatch[]): Job {
  let lastRun: string | undefined;
  return {
    name: "scheduled_publishing",
    everyMinutes: EVERY_MINUTES,
    run: async (db) => {
      const now = nowIso();
      const since = lastRun ?? new Date(Date.parse(now) - 2 * EVERY_MINUTES * 60_000).toISOString();
      let changed = 0;
      for (const watch of watches) changed += await watch(db, since, now);
      lastRun = now;
      if (changed > 0) announcePublicContentChanged();
      return { changed };
    },
  };
}

/** The typed moments resolved in the school's time zone (its site setting), as resolveSchedule does. */
export async function resolveTypedSchedule(
  db: Parameters<Job["run"]>[0],
  typed: { showFrom: string; showUntil: string },
  now = new Date(),
) {
  return resolveSchedule(typed, (await getSiteSettings(db)).timeZone, now);
}

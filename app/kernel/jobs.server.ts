import { Cron } from "croner";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";
import { DEFAULT_SITE_SETTINGS } from "./settings/defaults";
import { getSiteSettings } from "./settings/store.server";

// Scheduled work (docs/decisions/102-scheduled-jobs.md): each module lists its jobs, the server starts one runner
// per app process, and the `scheduled_tasks` row of a job lets only one process run each due time.

/** A module's periodic work: at a cron time in the school's time zone, or every so many minutes. */
export type Job = {
  /** Also the job's row in `scheduled_tasks`: keep it when the job changes. */
  name: string;
  /** What the finish log shows beside the time taken (counts, for instance). */
  run: (db: Kysely<Database>) => Promise<unknown>;
} & ({ cron: string; everyMinutes?: never } | { everyMinutes: number; cron?: never });

export type JobRunner = {
  /** Reads the school's time zone, schedules every job, then runs at once each one missed since its last run. */
  start(): Promise<void>;
  /** Runs a job now, through the same claim as its schedule (croner's trigger). */
  trigger(name: string): Promise<void>;
  /** When the job is next due; null once stopped. */
  nextRun(name: string): Date | null;
  /** Nothing starts after this; resolves when the runs in flight have finished. */
  stop(): Promise<void>;
};

/**
 * Claims a job's run for this process: true when no process has run it since `dueSince` (its latest due time),
 * and then it is marked run now. Two processes claiming the same due time get one true between them.
 */
export async function claimJobRun(db: Kysely<Database>, name: string, dueSince: Date, now = new Date()) {
  await db
    .insertInto("scheduled_tasks")
    .values({ name, last_run_at: null, lease_until: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("scheduled_tasks")
    .set({ last_run_at: now.toISOString() })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("last_run_at", "is", null), eb("last_run_at", "<", dueSince.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function createJobRunner(options: { db: () => Kysely<Database>; jobs: Job[]; logger: Logger }): JobRunner {
  const { db, jobs, logger } = options;
  const names = new Set(jobs.map((job) => job.name));
  if (names.size !== jobs.length) throw new Error("Two scheduled jobs have the same name");
  // A mistyped pattern fails here, at the server's start, rather than later in a timer.
  for (const job of jobs) if (job.cron !== undefined) new Cron(job.cron).stop();
  const crons = new Map<string, Cron>();
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopped = false;

  async function runOnce(job: Job, cron: Cron) {
    if (stopped) return;
    const now = new Date();
    const log = logger.child({ job: job.name });
    try {
      if (!(await claimJobRun(db(), job.name, dueSince(job, cron, now), now))) {
        log.debug("job already ran for this time");
        return;
      }
    } catch (err) {
      log.error({ err }, "job could not be claimed");
      return;
    }
    const started = performance.now();
    log.info("job started");
    try {
      const result = await job.run(db());
      log.info({ ms: Math.round(performance.now() - started), result }, "job finished");
    } catch (err) {
      log.error({ err, ms: Math.round(performance.now() - started) }, "job failed");
    }
  }

  function track(job: Job, cron: Cron) {
    const run = runOnce(job, cron);
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  function schedule(job: Job, timeZone: string) {
    // protect: a run still going when the next is due is not started twice in this process.
    const common = { protect: true, unref: true };
    if (job.cron !== undefined) {
      const cron: Cron = new Cron(job.cron, { ...common, timezone: timeZone }, () => track(job, cron));
      return cron;
    }
    const seconds = Math.round(job.everyMinutes * 60);
    const cron: Cron = new Cron(
      "* * * * * *",
      { ...common, interval: seconds, startAt: new Date(Date.now() + seconds * 1000) },
      () => track(job, cron),
    );
    return cron;
  }

  return {
    async start() {
      if (started || stopped) return;
      started = true;
      const timeZone = await schoolTimeZone(db(), logger);
      if (stopped) return;
      for (const job of jobs) crons.set(job.name, schedule(job, timeZone));
      logger.info({ timeZone, jobs: jobs.map((job) => job.name) }, "scheduled jobs started");
      // One after another, so a start does not run every missed job at once.
      for (const cron of crons.values()) await cron.trigger();
    },
    async trigger(name) {
      const cron = crons.get(name);
      if (!cron) throw new Error(`No scheduled job named ${name}`);
      await cron.trigger();
    },
    nextRun(name) {
      return crons.get(name)?.nextRun() ?? null;
    },
    async stop() {
      stopped = true;
      for (const cron of crons.values()) cron.stop();
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * The latest time the job was due: for a cron job its latest scheduled time; for an interval job one interval ago,
 * less a little, so a process's own runs (each marked a moment after it started) are not refused for being early.
 */
function dueSince(job: Job, cron: Cron, now: Date) {
  if (job.cron !== undefined) return cron.previousRuns(1, now)[0] ?? now;
  const intervalMs = job.everyMinutes * 60_000;
  return new Date(now.getTime() - intervalMs + Math.min(60_000, intervalMs / 10));
}

/** The school's time zone from its settings; the settings' default when they cannot be read. */
async function schoolTimeZone(db: Kysely<Database>, logger: Logger) {
  try {
    return (await getSiteSettings(db)).timeZone;
  } catch (err) {
    logger.warn({ err }, "the school's time zone could not be read; jobs follow the default zone");
    return DEFAULT_SITE_SETTINGS.timeZone;
  }
}

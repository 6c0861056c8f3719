import type { Kysely } from "kysely";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness/databases";
import type { Database } from "../../db/schema";
import { createDb } from "./database/connection";
import { createJobRunner, type Job, type JobRunner } from "./jobs.server";
import { saveSettingValue } from "./settings/store.server";

// Each database handle stands for one app process; the runners share the database as the processes of one site do.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Kysely<Database>;
const runners: JobRunner[] = [];
let logLines: { level: number; msg: string; job?: string; err?: { message: string }; result?: unknown }[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

beforeAll(async () => {
  database = await openTestDatabase();
  const { env } = database.scratch;
  second = createDb(
    database.engine === "postgres"
      ? { databaseUrl: env.DATABASE_URL }
      : { databaseUrl: "", sqlitePath: env.SQLITE_PATH },
  );
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  logLines = [];
});
afterAll(async () => {
  await second?.destroy();
  await database?.close();
});

function runner(db: Kysely<Database>, jobs: Job[]) {
  const created = createJobRunner({ db: () => db, jobs, logger });
  runners.push(created);
  return created;
}

/** As if the job last ran long ago: its next due time has come. */
async function forgetLastRun(name: string) {
  await database.db
    .updateTable("scheduled_tasks")
    .set({ last_run_at: "2000-01-01T00:00:00.000Z" })
    .where("name", "=", name)
    .execute();
}

const timeIn = (timeZone: string, date: Date | null) =>
  date && new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(date);

describe("scheduled jobs", () => {
  it("runs a due job once across two processes sharing one database", async () => {
    let runs = 0;
    const job = (): Job => ({ name: "lease_test", cron: "0 3 * * *", run: async () => ++runs });
    const first = runner(database.db, [job()]);
    const other = runner(second, [job()]);

    // Both start on a database where the job never ran: one of them runs what was missed.
    await Promise.all([first.start(), other.start()]);
    expect(runs).toBe(1);
    await Promise.all([first.trigger("lease_test"), other.trigger("lease_test")]);
    expect(runs).toBe(1);
    // A process started later finds this due time taken too.
    await runner(second, [job()]).start();
    expect(runs).toBe(1);

    // The next due time is claimed once again, whichever process is first.
    await forgetLastRun("lease_test");
    await Promise.all([first.trigger("lease_test"), other.trigger("lease_test")]);
    expect(runs).toBe(2);
    const row = await database.db
      .selectFrom("scheduled_tasks")
      .select("last_run_at")
      .where("name", "=", "lease_test")
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_run_at ?? "")).toBeLessThan(60_000);
  });

  it("logs a failing job and still runs the next one", async () => {
    let after = 0;
    const jobs = runner(database.db, [
      { name: "failing_test", cron: "0 4 * * *", run: () => Promise.reject(new Error("disk full")) },
      { name: "after_failing_test", cron: "0 4 * * *", run: async () => ({ done: ++after }) },
    ]);
    await jobs.start();

    expect(after).toBe(1);
    const failure = logLines.find((line) => line.msg === "job failed");
    expect(failure).toMatchObject({ level: 50, job: "failing_test", err: { message: "disk full" } });
    expect(logLines.find((line) => line.msg === "job finished")).toMatchObject({
      job: "after_failing_test",
      result: { done: 1 },
    });
    // The failed job stays scheduled and runs at its next due time.
    expect(jobs.nextRun("failing_test")).not.toBeNull();
    await forgetLastRun("failing_test");
    await expect(jobs.trigger("failing_test")).resolves.toBeUndefined();
    expect(logLines.filter((line) => line.msg === "job failed")).toHaveLength(2);
  });

  it("stops: waits for the run in flight, and nothing starts after", async () => {
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let runs = 0;
    let finished = false;
    const jobs = runner(database.db, [
      {
        name: "slow_test",
        cron: "0 5 * * *",
        run: async () => {
          runs += 1;
          if (runs > 1) return;
          entered();
          await new Promise<void>((resolve) => (release = resolve));
          finished = true;
        },
      },
    ]);
    void jobs.start();
    await inside;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);

    expect(jobs.nextRun("slow_test")).toBeNull();
    await forgetLastRun("slow_test");
    await jobs.trigger("slow_test");
    expect(runs).toBe(1);
  });

  it("runs on its schedule until stopped", async () => {
    let runs = 0;
    const jobs = runner(database.db, [{ name: "every_second_test", cron: "* * * * * *", run: async () => ++runs }]);
    await jobs.start();
    // A new due time every second: the timer runs it again without a trigger.
    const deadline = Date.now() + 5000;
    while (runs < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBeGreaterThanOrEqual(2);
    await jobs.stop();
    const atStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(atStop);
  });

  it("runs an interval job again only when the interval has passed", async () => {
    let runs = 0;
    const jobs = runner(database.db, [{ name: "interval_test", everyMinutes: 10, run: async () => ++runs }]);
    await jobs.start();
    expect(runs).toBe(1);
    const next = jobs.nextRun("interval_test")?.getTime() ?? 0;
    expect(next - Date.now()).toBeGreaterThan(9 * 60_000);
    await jobs.trigger("interval_test");
    expect(runs).toBe(1);
    await database.db
      .updateTable("scheduled_tasks")
      .set({ last_run_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where("name", "=", "interval_test")
      .execute();
    await jobs.trigger("interval_test");
    expect(runs).toBe(2);
  });

  it("reads cron times in the school's time zone from the settings", async () => {
    const job: Job = { name: "zone_test", cron: "30 2 * * *", run: async () => undefined };
    const byDefault = runner(database.db, [job]);
    await byDefault.start();
    expect(timeIn("Asia/Kolkata", byDefault.nextRun("zone_test"))).toBe("02:30");

    await saveSettingValue(database.db, "timeZone", "America/New_York");
    const moved = runner(database.db, [job]);
    await moved.start();
    expect(timeIn("America/New_York", moved.nextRun("zone_test"))).toBe("02:30");
    expect(timeIn("UTC", moved.nextRun("zone_test"))).not.toBe(timeIn("UTC", byDefault.nextRun("zone_test")));
    await saveSettingValue(database.db, "timeZone", "Asia/Kolkata");
  });

  it("refuses a mistyped schedule and two jobs of one name when created", () => {
    const run = async () => undefined;
    expect(() =>
      createJobRunner({ db: () => database.db, jobs: [{ name: "x", cron: "61 * * * *", run }], logger }),
    ).toThrow();
    expect(() =>
      createJobRunner({
        db: () => database.db,
        jobs: [
          { name: "x", cron: "0 1 * * *", run },
          { name: "x", everyMinutes: 5, run },
        ],
        logger,
      }),
    ).toThrow(/same name/);
  });
});

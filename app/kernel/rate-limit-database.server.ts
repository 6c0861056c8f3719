import { sql, type Kysely } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import type { Database } from "../../db/schema";
import { logger } from "./logger";

type Counter = { hits: number; reset_at: number };

const PRUNE_EVERY_MS = 10 * 60_000;
let lastPrune = 0;

/**
 * rate-limiter-flexible's store interface over the site's own database (SQLite or PostgreSQL, through Kysely), in
 * the table `rate_limit_hits`: every worker and every server on that database share the counts. A count goes up
 * in one insert-or-update statement, so two processes counting at the same moment cannot both read "under".
 * Time is the JavaScript clock (not the database's), so one clock decides for every store.
 */
export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  constructor(
    private readonly database: () => Kysely<Database>,
    options: { keyPrefix: string; points: number; duration: number; blockDuration: number },
  ) {
    super({ ...options, storeClient: database });
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, counter: Counter) {
    const consumed = Number(counter.hits);
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      Math.max(Number(counter.reset_at) - Date.now(), 0),
      consumed,
      consumed === changedPoints,
    );
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Counter> {
    const now = Date.now();
    const resetAt = now + msDuration;
    const counter = await this.database()
      .insertInto("rate_limit_hits")
      .values({ key: rlKey, hits: points, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet(
          forceExpire
            ? { hits: points, reset_at: resetAt }
            : {
                hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then ${points} else rate_limit_hits.hits + ${points} end`,
                reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end`,
              },
        ),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      void this.prune(now);
    }
    return counter;
  }

  async _get(rlKey: string): Promise<Counter | null> {
    const counter = await this.database()
      .selectFrom("rate_limit_hits")
      .select(["hits", "reset_at"])
      .where("key", "=", rlKey)
      .where("reset_at", ">", Date.now())
      .executeTakeFirst();
    return counter ?? null;
  }

  async _delete(rlKey: string) {
    const deleted = await this.database().deleteFrom("rate_limit_hits").where("key", "=", rlKey).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }

  /** Windows that ended are only clutter. */
  private async prune(now: number) {
    try {
      await this.database().deleteFrom("rate_limit_hits").where("reset_at", "<", now).execute();
    } catch (err) {
      logger.warn({ err }, "could not prune old rate-limit counters");
    }
  }
}

import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { sql } from "kysely";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { logger } from "~/kernel/logger";
import { isRedisConfigured, redis } from "~/kernel/redis";

/**
 * A fixed-window counter per client key in the site's own database, so every worker and every server
 * on that database share one budget. The count goes up in a single insert-or-update statement: two
 * servers counting at the same moment cannot both read "under the limit".
 */
export class DatabaseRateLimitStore implements Store {
  windowMs = 60_000;
  prefix = "public-post:";
  /** Counts are shared between processes (express-rate-limit checks this when several limiters share a store). */
  localKeys = false;
  private lastPrune = 0;

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    const resetAt = now + this.windowMs;
    const row = await db()
      .insertInto("rate_limit_hits")
      .values({ key: this.prefix + key, hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
          reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end`,
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    if (now - this.lastPrune > 10 * 60_000) {
      this.lastPrune = now;
      void this.prune(now);
    }
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  async decrement(key: string) {
    await db()
      .updateTable("rate_limit_hits")
      .set({ hits: sql<number>`hits - 1` })
      .where("key", "=", this.prefix + key)
      .where("hits", ">", 0)
      .execute();
  }

  async resetKey(key: string) {
    await db()
      .deleteFrom("rate_limit_hits")
      .where("key", "=", this.prefix + key)
      .execute();
  }

  /** Windows that ended are only clutter. */
  private async prune(now: number) {
    try {
      await db().deleteFrom("rate_limit_hits").where("reset_at", "<", now).execute();
    } catch (err) {
      logger.warn({ err }, "could not prune old rate-limit counters");
    }
  }
}

/** Redis's store, which loads its script again when the first load failed because Redis was away. */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.incrementScriptSha = this.loadIncrementScript();
      this.incrementScriptSha.catch(() => undefined);
      throw error;
    }
  }
}

/** The public-post budget's store: Redis when REDIS_URL is set, else the database (both shared by all servers). */
export function createPublicPostStore(): Store {
  if (!isRedisConfigured()) return new DatabaseRateLimitStore();
  return new RecoveringRedisStore({
    prefix: `${config().REDIS_PREFIX}public-post:`,
    sendCommand: (command: string, ...args: string[]) => redis().call(command, ...args) as Promise<RedisReply>,
  });
}

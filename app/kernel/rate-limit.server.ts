import type { Kysely } from "kysely";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "../../db/schema";
import { config } from "./config";
import { db } from "./database/connection";
import { logger } from "./logger";
import { DatabaseRateLimiter } from "./rate-limit-database.server";
import { isRedisConfigured, redis } from "./redis";

// The site's one rate limiter (rate-limiter-flexible): every budget (public forms, sign-in guesses, reset
// links) is a rule made with `rateLimiter`. Where the counts live is decided once for the process: in its
// memory (a process on its own: scripts, unit tests), or shared by every worker and server through Redis when
// REDIS_URL is set, else through the site's database (`shareRateLimits`, called by the server at start).

export type RateLimitRule = {
  /** Names the rule's counters in the store, so two rules never share a key. */
  name: string;
  /** Takes allowed per key in one window (a function when it comes from the configuration). */
  points: number | (() => number) | "growing-wait";
  windowSeconds: number;
  /**
   * With `points: "growing-wait"`: no hard limit, but waits that double. The first `free` takes of a window pass;
   * after them the n-th take passes only once the window has been open for the sum of the waits before it
   * (firstSeconds, twice that, four times... each at most maxSeconds). A refused take is given back at once, so
   * refusals never lengthen the wait, and parallel takes cannot overtake it (each gets its own count).
   */
  growingWait?: GrowingWait;
  /** Once over the limit, the key stays refused this long from the first refusal (else: to the window's end). */
  blockSeconds?: number;
  /**
   * When the shared store cannot be reached: "allow" lets the take through (a spam budget must not take the
   * forms down); "count-in-this-process" counts it in this process's memory instead (a guard against guessing
   * must not open while Redis is away). Either way a warning is logged.
   */
  ifStoreUnreachable: "allow" | "count-in-this-process";
};

export type GrowingWait = { free: number; firstSeconds: number; maxSeconds: number };

/** Seconds a window must have been open before its `taken`-th take passes (0 for the free ones). */
export function secondsBeforeTake(taken: number, wait: GrowingWait) {
  let seconds = 0;
  for (let k = 0; k < taken - wait.free; k++) {
    const step = wait.firstSeconds * 2 ** k;
    if (step >= wait.maxSeconds) return seconds + (taken - wait.free - k) * wait.maxSeconds;
    seconds += step;
  }
  return seconds;
}

export type Take = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one take for `key`; refused past the rule's points (a refused take is counted too). */
  take(key: string): Promise<Take>;
  /** Gives one take back (it turned out not to count, such as a right password). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count and any refusal in force. */
  clear(key: string): Promise<void>;
  /** The key's count in its current window, without taking (undefined: none, or the store is away). */
  peek(key: string): Promise<{ taken: number; resetInSeconds: number } | undefined>;
};

type Where = { shared: false } | { shared: true; database: () => Kysely<Database> };
let where: Where = { shared: false };
let generation = 0;

/** Counts shared by every worker and server: Redis when REDIS_URL is set, else `database` (the site's). */
export function shareRateLimits(database: () => Kysely<Database> = db) {
  where = { shared: true, database };
  generation++;
}

/** Counts in this process only (the default). */
export function keepRateLimitsInMemory() {
  where = { shared: false };
  generation++;
}

function pointsOf(rule: RateLimitRule) {
  if (rule.points === "growing-wait") {
    if (!rule.growingWait) throw new Error(`rate-limit rule ${rule.name}: "growing-wait" needs growingWait`);
    return Number.MAX_SAFE_INTEGER;
  }
  return typeof rule.points === "function" ? rule.points() : rule.points;
}

function build(rule: RateLimitRule) {
  const options = {
    points: pointsOf(rule),
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  const inMemory = () => new RateLimiterMemory({ ...options, keyPrefix: rule.name });
  if (!where.shared) return { limiter: inMemory(), fallback: undefined };
  const limiter: RateLimiterAbstract = isRedisConfigured()
    ? new RateLimiterRedis({ ...options, storeClient: redis(), keyPrefix: `${config().REDIS_PREFIX}${rule.name}` })
    : new DatabaseRateLimiter(where.database, { ...options, keyPrefix: rule.name });
  return { limiter, fallback: rule.ifStoreUnreachable === "count-in-this-process" ? inMemory() : undefined };
}

const refusal = (outcome: RateLimiterRes): Take => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
});

/** A rule's limiter; its store is built at first use (after `shareRateLimits`), and again if that changes. */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  let built: (ReturnType<typeof build> & { generation: number }) | undefined;
  const current = () => {
    if (built?.generation !== generation) built = { ...build(rule), generation };
    return built;
  };
  const unreachable = (err: unknown, key: string) =>
    logger.warn({ err, rule: rule.name, key }, "rate-limit store unreachable; not counted there");

  // A take that counted: with a growing wait, it passes only if the window has been open long enough.
  const spaced = async (store: RateLimiterAbstract, key: string, counted: RateLimiterRes): Promise<Take> => {
    if (!rule.growingWait) return { allowed: true };
    const now = Date.now();
    const openedAt = now + counted.msBeforeNext - rule.windowSeconds * 1000;
    const passesAt = openedAt + secondsBeforeTake(counted.consumedPoints, rule.growingWait) * 1000;
    if (now >= passesAt) return { allowed: true };
    await store.reward(key);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((passesAt - now) / 1000)) };
  };

  return {
    async take(key) {
      const { limiter, fallback } = current();
      try {
        return await spaced(limiter, key, await limiter.consume(key));
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return refusal(outcome);
        unreachable(outcome, key);
      }
      if (!fallback) return { allowed: true };
      return fallback.consume(key).then(
        (counted) => spaced(fallback, key, counted),
        (outcome: RateLimiterRes) => refusal(outcome),
      );
    },
    async giveBack(key) {
      const { limiter, fallback } = current();
      await limiter.reward(key).catch((err: unknown) => {
        unreachable(err, key);
        return fallback?.reward(key);
      });
    },
    async clear(key) {
      const { limiter, fallback } = current();
      await limiter.delete(key).catch((err: unknown) => unreachable(err, key));
      await fallback?.delete(key);
    },
    async peek(key) {
      const { limiter } = current();
      const counted = await limiter.get(key).catch((err: unknown) => unreachable(err, key));
      if (!counted) return undefined;
      return { taken: counted.consumedPoints, resetInSeconds: Math.ceil(counted.msBeforeNext / 1000) };
    },
  };
}

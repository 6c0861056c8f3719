import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/schema";
import { logger } from "./logger";
import { keepRateLimitsInMemory, rateLimiter, secondsBeforeTake, shareRateLimits } from "./rate-limit.server";

const minute = 60_000;
let rule = 0;
const limiter = (options: {
  points: number;
  blockSeconds?: number;
  ifStoreUnreachable?: "allow" | "count-in-this-process";
}) => rateLimiter({ name: `test-${++rule}`, windowSeconds: 60, ifStoreUnreachable: "allow", ...options });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-23T09:00:00Z") });
  keepRateLimitsInMemory();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a rule counted in this process's memory", () => {
  it("allows the points in a window, then refuses until the window is over", async () => {
    const posts = limiter({ points: 3 });
    for (let i = 0; i < 3; i++) expect(await posts.take("10.0.0.1")).toEqual({ allowed: true });
    vi.advanceTimersByTime(20_000);
    expect(await posts.take("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await posts.take("10.0.0.2")).toEqual({ allowed: true });
    vi.advanceTimersByTime(40_000);
    expect(await posts.take("10.0.0.1")).toEqual({ allowed: true });
  });

  it("keeps a key refused for the block from the first refusal, however it keeps trying", async () => {
    const guesses = limiter({ points: 2, blockSeconds: 15 * 60 });
    await guesses.take("pair");
    await guesses.take("pair");
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    vi.advanceTimersByTime(14 * minute);
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(minute + 1000);
    expect(await guesses.take("pair")).toEqual({ allowed: true });
  });

  it("gives a take back, and forgets a key", async () => {
    const guesses = limiter({ points: 1 });
    await guesses.take("a");
    await guesses.giveBack("a");
    expect((await guesses.take("a")).allowed).toBe(true);
    expect((await guesses.take("a")).allowed).toBe(false);
    await guesses.clear("a");
    expect((await guesses.take("a")).allowed).toBe(true);
  });
});

describe("a rule with growing waits", () => {
  const wait = { free: 5, firstSeconds: 30, maxSeconds: 900 };
  const growing = () =>
    rateLimiter({
      name: `test-${++rule}`,
      points: "growing-wait",
      growingWait: wait,
      windowSeconds: 24 * 3600,
      ifStoreUnreachable: "allow",
    });

  it("sums waits that double, each at most the largest", () => {
    expect([5, 6, 7, 8, 10, 11, 12].map((taken) => secondsBeforeTake(taken, wait))).toEqual([
      0, 30, 90, 210, 930, 1830, 2730,
    ]);
  });

  it("lets the free takes pass, then makes each wait twice as long, never locking for good", async () => {
    const account = growing();
    for (let i = 0; i < 5; i++) expect(await account.take("office")).toEqual({ allowed: true });
    // Parallel takes past the free ones are all refused, and given back: none lengthens the wait.
    const rush = await Promise.all(Array.from({ length: 20 }, () => account.take("office")));
    expect(rush.every((take) => !take.allowed && take.retryAfterSeconds >= 30)).toBe(true);
    expect((await account.peek("office"))?.taken).toBe(5);
    vi.advanceTimersByTime(30_000);
    expect(await account.take("office")).toEqual({ allowed: true });
    expect(await account.take("office")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(60_000);
    expect(await account.take("office")).toEqual({ allowed: true });
    expect(await account.take("office")).toEqual({ allowed: false, retryAfterSeconds: 120 });
    expect(await account.take("elsewhere")).toEqual({ allowed: true });
    await account.giveBack("office");
    expect(await account.take("office")).toEqual({ allowed: true });
  });
});

describe("a shared store that cannot be reached", () => {
  const unreachable = () => {
    throw new Error("connect ECONNREFUSED");
  };
  beforeEach(() => shareRateLimits(unreachable as unknown as () => Kysely<Database>));

  it("lets every take through under 'allow', with a warning", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const posts = limiter({ points: 1 });
    for (let i = 0; i < 3; i++) expect(await posts.take("10.0.0.1")).toEqual({ allowed: true });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0][1]).toMatch(/rate-limit store unreachable/);
  });

  it("counts in this process under 'count-in-this-process'", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const guesses = limiter({ points: 2, ifStoreUnreachable: "count-in-this-process" });
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect((await guesses.take("pair")).allowed).toBe(false);
    await guesses.clear("pair");
    expect((await guesses.take("pair")).allowed).toBe(true);
  });
});

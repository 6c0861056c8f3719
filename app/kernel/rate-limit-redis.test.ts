import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeRedis, redis } from "./redis";
import { keepRateLimitsInMemory, rateLimiter, shareRateLimits } from "./rate-limit.server";

// Redis at 127.0.0.1:6379 (TEST_REDIS_URL), under a prefix of this run's own.
const prefix = vi.hoisted(() => {
  const mine = `school-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}:`;
  process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  process.env.REDIS_PREFIX = mine;
  return mine;
});

afterAll(async () => {
  const keys = await redis().keys(`${prefix}*`);
  if (keys.length > 0) await redis().del(...keys);
  keepRateLimitsInMemory();
  await closeRedis();
});

describe("counts in Redis (REDIS_URL)", () => {
  it("is one budget for every process, exact under parallel takes, under REDIS_PREFIX", async () => {
    shareRateLimits();
    const name = `redis-test-${randomBytes(4).toString("hex")}`;
    // Two limiters of one rule stand for two processes.
    const processes = [0, 1].map(() =>
      rateLimiter({ name, points: 5, windowSeconds: 60, ifStoreUnreachable: "allow" }),
    );
    const takes = await Promise.all(Array.from({ length: 40 }, (_, i) => processes[i % 2].take("10.0.0.1")));
    expect(takes.filter((take) => take.allowed)).toHaveLength(5);
    const refused = takes.find((take) => !take.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await redis().get(`${prefix}${name}:10.0.0.1`)).toBe("40");
    await processes[0].clear("10.0.0.1");
    expect((await processes[1].take("10.0.0.1")).allowed).toBe(true);
  });

  it("keeps a key blocked from its first refusal", async () => {
    shareRateLimits();
    const guesses = rateLimiter({
      name: `redis-block-${randomBytes(4).toString("hex")}`,
      points: 1,
      windowSeconds: 60,
      blockSeconds: 900,
      ifStoreUnreachable: "count-in-this-process",
    });
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 900 });
    await guesses.giveBack("pair");
    expect((await guesses.take("pair")).allowed).toBe(false);
  });
});

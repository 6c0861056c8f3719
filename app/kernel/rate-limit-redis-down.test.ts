import { afterAll, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import { closeRedis } from "./redis";
import { keepRateLimitsInMemory, rateLimiter, shareRateLimits } from "./rate-limit.server";

// REDIS_URL names a port where nothing listens: Redis is down.
vi.hoisted(() => {
  process.env.REDIS_URL = "redis://127.0.0.1:1";
  process.env.REDIS_PREFIX = "school-test-down:";
});

afterAll(async () => {
  vi.restoreAllMocks();
  keepRateLimitsInMemory();
  await closeRedis();
});

describe("Redis that cannot be reached", () => {
  it("lets public posts through, with a warning, and still counts sign-in guesses in this process", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    shareRateLimits();
    const posts = rateLimiter({ name: "public-post", points: 1, windowSeconds: 60, ifStoreUnreachable: "allow" });
    for (let i = 0; i < 3; i++) expect(await posts.take("10.0.0.1")).toEqual({ allowed: true });
    expect(warn.mock.calls.some(([, message]) => /rate-limit store unreachable/.test(String(message)))).toBe(true);

    const guesses = rateLimiter({
      name: "sign-in-pair",
      points: 2,
      windowSeconds: 900,
      blockSeconds: 900,
      ifStoreUnreachable: "count-in-this-process",
    });
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 900 });
  }, 30_000);
});

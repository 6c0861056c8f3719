import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCK_MS, reserveLoginAttempt, THROTTLE_WINDOW_MS } from "./throttle.server";

const minute = 60_000;
let pair = 0;

/** One wrong guess at `userid` from `ip`, or the lock that kept it from being checked. */
async function guess(userid: string, ip = "10.0.0.1") {
  const reservation = await reserveLoginAttempt(userid, ip);
  if (reservation.locked) return { locked: true, remainingMs: reservation.remainingMs };
  await reservation.settle(false);
  return { locked: false };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-23T09:00:00Z") });
  pair++;
});
afterEach(() => vi.useRealTimers());

describe("the sign-in lock", () => {
  it("locks for 15 minutes after the fifth failure inside 15 minutes", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await guess(`office${pair}`)).toEqual({ locked: false });
      vi.advanceTimersByTime(minute);
    }
    expect(await guess(`office${pair}`)).toEqual({ locked: true, remainingMs: LOCK_MS });
    vi.advanceTimersByTime(LOCK_MS - 1000);
    expect((await guess(`office${pair}`)).locked).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(await guess(`office${pair}`)).toEqual({ locked: false });
  });

  it("does not lock when the failures are spread over more than the window", async () => {
    const failures = [0, 4, 8, 12, 16].map((i) => i * minute);
    expect(16 * minute - 0).toBeGreaterThan(THROTTLE_WINDOW_MS);
    let at = 0;
    for (const failure of failures) {
      vi.advanceTimersByTime(failure - at);
      at = failure;
      expect(await guess(`office${pair}`)).toEqual({ locked: false });
    }
    expect(await guess(`office${pair}`)).toEqual({ locked: false });
  });

  it("evaluates at most 5 of many parallel guesses for one account and address", async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => guess(`office${pair}`, "10.0.0.2")));
    expect(outcomes.filter((outcome) => !outcome.locked)).toHaveLength(5);
  });
});

import { describe, expect, it } from "vitest";
import { LOCK_MS, lockedUntil, THROTTLE_WINDOW_MS } from "./throttle.server";

const minute = 60_000;

describe("lockedUntil", () => {
  it("locks for 15 minutes after the fifth failure inside 15 minutes", () => {
    const failures = [0, 1, 2, 3, 4].map((i) => i * minute);
    expect(lockedUntil(failures.slice(0, 4), 5)).toBe(0);
    expect(lockedUntil(failures, 5)).toBe(4 * minute + LOCK_MS);
  });
  it("does not lock when the failures are spread over more than the window", () => {
    const failures = [0, 4, 8, 12, 16].map((i) => i * minute);
    expect(16 * minute - 0).toBeGreaterThan(THROTTLE_WINDOW_MS);
    expect(lockedUntil(failures, 5)).toBe(0);
  });
});

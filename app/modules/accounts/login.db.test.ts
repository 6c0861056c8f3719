import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../../test/harness/databases";
import { createAdminUser } from "./users.server";
import { attemptLogin, LOGIN_FAILED_MESSAGE } from "./login.server";
import { readSession } from "./session.server";
import { LOCKED_MESSAGE } from "./throttle.server";
import { keepRateLimitsInMemory, shareRateLimits } from "~/kernel/rate-limit.server";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let now = Date.parse("2026-11-23T09:00:00Z");
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await createAdminUser(
    database.db,
    { userid: "office", displayName: "Office", role: "admin", password: "right password" },
    { id: null, userid: "test" },
  );
  // One clock for the sessions and the sign-in lock's counts, which are kept in this test's database.
  vi.spyOn(Date, "now").mockImplementation(() => now);
  shareRateLimits(() => database.db);
});
afterEach(() => {
  now += minutes(60);
});
afterAll(async () => {
  vi.restoreAllMocks();
  keepRateLimitsInMemory();
  await database?.close();
});

const tryLogin = (password: string, ip = "10.0.0.1", userid = "office") =>
  attemptLogin(database.db, { userid, password }, { ip });

describe("sign-in throttling with a controllable clock", () => {
  it("locks the account+address pair after 5 failures and unlocks 15 minutes later", async () => {
    // The owner signed in from 10.0.0.2 before: the account's wait (decision record 113) never applies there.
    expect((await tryLogin("right password", "10.0.0.2")).ok).toBe(true);
    for (let i = 0; i < 5; i++) {
      expect(await tryLogin("wrong password")).toEqual({ ok: false, reason: "invalid", message: LOGIN_FAILED_MESSAGE });
      now += 1000;
    }
    // locked, even with the right password
    const locked = await tryLogin("right password");
    expect(locked).toMatchObject({ ok: false, reason: "locked", message: LOCKED_MESSAGE });
    expect(locked.ok === false && locked.reason === "locked" && locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // an address the owner signed in from is not locked out of the account
    expect((await tryLogin("right password", "10.0.0.2")).ok).toBe(true);
    // a new address waits out the account's first growing wait (30 s after five failures), then is let in
    expect(await tryLogin("right password", "10.0.0.9")).toMatchObject({ reason: "locked", retryAfterSeconds: 25 });
    now += 25_000;
    expect((await tryLogin("right password", "10.0.0.9")).ok).toBe(true);
    // an unknown account from the locked address gets the same lock message once it has 5 failures too
    now += minutes(14);
    expect((await tryLogin("right password")).ok).toBe(false);
    now += minutes(1) + 1000;
    const after = await tryLogin("right password");
    expect(after.ok).toBe(true);
    if (after.ok)
      expect(await readSession(database.db, after.token)).toMatchObject({ userid: "office", role: "admin" });
  });

  it("does not reveal whether the account exists: unknown users lock the same way", async () => {
    for (let i = 0; i < 5; i++)
      expect(await tryLogin("whatever1", "10.0.0.3", "nobody")).toMatchObject({ message: LOGIN_FAILED_MESSAGE });
    expect(await tryLogin("whatever1", "10.0.0.3", "nobody")).toMatchObject({
      reason: "locked",
      message: LOCKED_MESSAGE,
    });
    // the key ignores letter case, so "NOBODY" does not get a fresh counter
    expect(await tryLogin("whatever1", "10.0.0.3", "NOBODY")).toMatchObject({ reason: "locked" });
  });

  it("a success clears the pair's earlier failures", async () => {
    for (let i = 0; i < 4; i++) await tryLogin("wrong password", "10.0.0.4");
    expect((await tryLogin("right password", "10.0.0.4")).ok).toBe(true);
    for (let i = 0; i < 4; i++) await tryLogin("wrong password", "10.0.0.4");
    expect((await tryLogin("right password", "10.0.0.4")).ok).toBe(true);
  });

  it("locks an address that tries many accounts", async () => {
    for (let i = 0; i < 20; i++) await tryLogin("wrong password", "10.0.0.5", `user${i}`);
    expect(await tryLogin("right password", "10.0.0.5")).toMatchObject({ reason: "locked" });
  });

  it("leaves one audit row per attempt", async () => {
    const before = await database.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "like", "login%")
      .executeTakeFirstOrThrow();
    await tryLogin("wrong password", "10.0.0.6");
    await tryLogin("right password", "10.0.0.6");
    const rows = await database.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").limit(2).execute();
    expect(rows.map((row) => [row.action, row.actor_userid, row.ip])).toEqual([
      ["login", "office", "10.0.0.6"],
      ["login_failed", "office", "10.0.0.6"],
    ]);
    const after = await database.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "like", "login%")
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
  });
});

describe("housekeeping", () => {
  it("drops attempts older than a day and expired sessions at the next successful sign-in", async () => {
    const old = new Date(now - 25 * 3600_000).toISOString();
    await database.db
      .insertInto("login_attempts")
      .values({ userid: "ancient", ip: "10.9.9.9", succeeded: 0, created_at: old })
      .execute();
    const office = await database.db
      .selectFrom("admin_users")
      .select("id")
      .where("userid", "=", "office")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("sessions")
      .values({
        id: "expired-session",
        user_id: office.id,
        created_at: old,
        last_seen_at: old,
        expires_at: old,
        ip: null,
        user_agent: null,
      })
      .execute();
    expect((await tryLogin("right password", "10.0.0.9")).ok).toBe(true);
    expect(
      await database.db.selectFrom("login_attempts").select("id").where("userid", "=", "ancient").execute(),
    ).toEqual([]);
    expect(await database.db.selectFrom("sessions").select("id").where("id", "=", "expired-session").execute()).toEqual(
      [],
    );
  });
});

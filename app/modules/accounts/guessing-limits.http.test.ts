import { generateSecret } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import type { RunningServer } from "../../../test/harness/server";
import { startMailedServer, type MailedServer } from "../../../test/harness/mailed-server";
import { eventually, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 32, M1: guessing limited per account across all addresses (decision record 113), IPv6 counted by
// network, the owner never locked out at an address she signed in from, the two-factor step's own budget,
// and a spike of failures shown on the dashboard and mailed to the admins once.

let mailed: MailedServer;
let smtp: TestSmtpServer;
let server: RunningServer;
let db: Kysely<Database>;

beforeAll(async () => {
  mailed = await startMailedServer();
  ({ smtp, server, db } = mailed);
});
afterAll(async () => {
  await mailed?.stop();
});

let next = 0;
/** A fresh IPv4 address in another /8 each time: the rotating addresses of the audit. */
const anotherAddress = () => `${20 + (++next % 200)}.${next >> 8}.${next & 0xff}.7`;

/** A key's count in the kernel's rate limiter, which the server keeps in its database here (no REDIS_URL). */
async function accountHits(key: string) {
  const row = await db.selectFrom("rate_limit_hits").select("hits").where("key", "=", key).executeTakeFirst();
  return Number(row?.hits ?? 0);
}

async function signIn(body: Record<string, string>, ip: string) {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { message: string };
  return { status: response.status, retryAfter: Number(response.headers.get("retry-after")), message: json.message };
}

describe(`M1, guessing from rotating addresses (${process.env.TEST_DB_ENGINE})`, () => {
  it("M1: 40 guesses from one /64 at one account are slowed", async () => {
    const office = await signInAs(server, "editor");
    const answers = [];
    for (let host = 1; host <= 40; host++)
      answers.push(await signIn({ userid: office.userid, password: `wrong guess ${host}` }, `2001:db8:5:7::${host}`));
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    expect(refused.every((answer) => answer.retryAfter > 0)).toBe(true);
  });

  it("M1: guesses from 40 unrelated addresses at one account wait ever longer after five", async () => {
    const office = await signInAs(server, "editor");
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(await signIn({ userid: office.userid, password: `wrong guess ${i}` }, anotherAddress()));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    const refused = answers.slice(5);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    expect(refused[0].message).toMatch(/for this account\. Please wait \d+ seconds/);
    expect(refused[1].retryAfter).toBeGreaterThan(0);
    // Only the five checked guesses counted in the kernel's limiter: the refused ones were never hashed.
    expect(await accountHits(`sign-in-account:${office.userid.toLowerCase()}`)).toBe(5);
  });

  it("M1: the owner signs in from a known address during an attack", async () => {
    const owner = await signInAs(server, "editor");
    const home = "198.51.100.23";
    expect((await signIn({ userid: owner.userid, password: owner.password }, home)).status).toBe(200);
    for (let i = 0; i < 12; i++) await signIn({ userid: owner.userid, password: `guess ${i}` }, anotherAddress());
    // From a new address the right password waits like a guess: the attacker learns nothing from it.
    const elsewhere = await signIn({ userid: owner.userid, password: owner.password }, anotherAddress());
    expect(elsewhere.status).toBe(429);
    // From the address she signed in from before, she is in at once.
    const atHome = await signIn({ userid: owner.userid, password: owner.password }, home);
    expect(atHome).toMatchObject({ status: 200, message: "Login successful" });
  });

  it("M1: the two-factor step has its own budget", async () => {
    const owner = await signInAs(server, "admin");
    await db
      .updateTable("admin_users")
      .set({ totp_secret: generateSecret(), totp_enabled_at: new Date().toISOString() })
      .where("id", "=", owner.userId)
      .execute();
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await signIn({ userid: owner.userid, password: owner.password, code: "000000" }, anotherAddress()));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(answers[5].message).toMatch(/for this account\. Please wait \d+ seconds/);
    expect(await accountHits(`sign-in-account-code:${owner.userid.toLowerCase()}`)).toBe(5);
    // Right passwords are given back: the password budget of the account is untouched by wrong codes.
    expect(await accountHits(`sign-in-account:${owner.userid.toLowerCase()}`)).toBe(0);
  });

  it("M1: a spike of failures is shown on the dashboard and mailed to the admins once", async () => {
    const admin: SignedIn = await signInAs(server, "admin");
    await db.updateTable("admin_users").set({ email: "head@example.org" }).where("id", "=", admin.userId).execute();
    // 13 names x 5 guesses = 65 failures in minutes, more than 30: one spike, one mail.
    for (let name = 0; name < 13; name++)
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          signIn({ userid: `nobody${name}`, password: `guess ${i}` }, anotherAddress()),
        ),
      );
    await eventually(
      () => smtp.received.find((mail) => mail.envelopeTo.includes("head@example.org")),
      "spike mail to the admin",
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const spikeMails = smtp.received.filter((mail) => mail.subject?.includes("Many failed sign-ins"));
    expect(spikeMails.filter((mail) => mail.envelopeTo.includes("head@example.org"))).toHaveLength(1);
    const home = await fetch(`${server.url}/welcome`, { headers: { cookie: admin.cookie } });
    const page = await home.text();
    expect(page).toContain('data-testid="sign-in-spike"');
    // React marks the number's edges with empty comments in server HTML.
    expect(page.replace(/<!-- -->/g, "")).toMatch(/Warning: \d+ failed sign-ins in the last 15 minutes/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import type { RunningServer } from "../../../test/harness/server";
import { startMailedServer, type MailedServer } from "../../../test/harness/mailed-server";
import { eventually, type TestSmtpServer } from "../../../test/harness/smtp";

// Password reset by e-mail with a real SMTP server: the same answer whether the account exists, a link
// that works once, expires, cannot be tampered into another account's, ends every session, and a throttle.

let mailed: MailedServer;
let smtp: TestSmtpServer;
let server: RunningServer;
let db: Kysely<Database>;
let clerk: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  mailed = await startMailedServer();
  ({ smtp, server, db } = mailed);
  clerk = await signInAs(server, "editor");
  other = await signInAs(server, "editor");
  await db.updateTable("admin_users").set({ email: "clerk@example.org" }).where("id", "=", clerk.userId).execute();
  await db.updateTable("admin_users").set({ email: "other@example.org" }).where("id", "=", other.userId).execute();
});
afterAll(async () => {
  await mailed?.stop();
});

let address = 0;
async function postForm(path: string, fields: Record<string, string>, ip = `10.9.0.${++address}`) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, "x-forwarded-for": ip },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, text: await response.text() };
}

async function linkFor(to: string, count: number) {
  const mail = await eventually(() => {
    const mails = smtp.received.filter((m) => m.envelopeTo.includes(to));
    return mails.length >= count ? mails[count - 1] : undefined;
  }, `reset mail ${count} to ${to}`);
  const link = mail.text?.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

const signIn = (userid: string, password: string) =>
  fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.8.0.${++address}` },
    body: JSON.stringify({ userid, password }),
  }).then((r) => r.json() as Promise<{ message: string }>);

describe(`password reset by e-mail (${process.env.TEST_DB_ENGINE})`, () => {
  it("answers the same for an unknown account and sends nothing for it", async () => {
    const known = await postForm("/forgot-password", { identifier: clerk.userid });
    const unknown = await postForm("/forgot-password", { identifier: "nobody-here" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const message = "a link to set a new password is on its way";
    expect(known.text).toContain(message);
    expect(unknown.text).toContain(message);
    await linkFor("clerk@example.org", 1);
    expect(smtp.received).toHaveLength(1);
  });

  it("sets the new password once, ends every session, and refuses the link afterwards", async () => {
    const path = await linkFor("clerk@example.org", 1);
    const page = await fetch(`${server.url}${path}`);
    expect(await page.text()).toContain(clerk.userid);

    const mismatch = await postForm(path, { password: "a new long password", confirmPassword: "another one" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain("The two passwords do not match");

    const done = await postForm(path, { password: "a new long password", confirmPassword: "a new long password" });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Your password has been changed");
    // The session from before the reset is over.
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie: clerk.cookie } })).status).toBe(401);
    expect((await signIn(clerk.userid, "a new long password")).message).toBe("Login successful");
    expect((await signIn(clerk.userid, clerk.password)).message).not.toBe("Login successful");

    const again = await postForm(path, { password: "yet another password", confirmPassword: "yet another password" });
    expect(again.status).toBe(410);
    expect(again.text).toContain("does not work any more");
    expect((await signIn(clerk.userid, "a new long password")).message).toBe("Login successful");

    const audit = await db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "password_reset")
      .where("entity_key", "=", clerk.userid)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses an expired or tampered link, and a link never changes another account", async () => {
    await postForm("/forgot-password", { identifier: "other@example.org" });
    const path = await linkFor("other@example.org", 1);
    const tampered = path.slice(0, -2) + (path.endsWith("AA") ? "BB" : "AA");
    const refused = await postForm(tampered, { password: "tampered password", confirmPassword: "tampered password" });
    expect(refused.status).toBe(410);

    await db.updateTable("password_reset_tokens").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    const expired = await postForm(path, {
      password: "expired password 1",
      confirmPassword: "expired password 1",
      userid: clerk.userid,
    });
    expect(expired.status).toBe(410);
    expect((await signIn(other.userid, other.password)).message).toBe("Login successful");
    expect((await signIn(clerk.userid, "a new long password")).message).toBe("Login successful");
  });

  it("throttles requests from one address without telling whether the account exists", async () => {
    const ip = "10.7.7.7";
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await postForm("/forgot-password", { identifier: `x${i}` }, ip)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const empty = await postForm("/forgot-password", { identifier: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Enter your user ID or e-mail address");
  });
});

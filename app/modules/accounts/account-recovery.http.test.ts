import { randomBytes, scryptSync } from "node:crypto";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import type { RunningServer } from "../../../test/harness/server";
import { startMailedServer, type MailedServer } from "../../../test/harness/mailed-server";
import { eventually, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 32, item 6: account recovery as ASVS 5.0 asks. Reset links die with any password change, the owner
// hears of every change (the old address for an e-mail change), her own e-mail and turning two-factor off ask
// for her password, breached passwords are refused offline, and old scrypt hashes are upgraded at sign-in.

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

let address = 0;
const ip = () => `10.77.${address >> 8}.${++address & 0xff}`;

async function send(method: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": ip(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; fields?: Record<string, string> },
  };
}
const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "x-forwarded-for": ip(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

async function withEmail(role: "admin" | "editor", email: string) {
  const account = await signInAs(server, role);
  await db.updateTable("admin_users").set({ email }).where("id", "=", account.userId).execute();
  return account;
}

const mailsTo = (to: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(to));
const changePassword = (account: SignedIn, newPassword: string) =>
  send(
    "POST",
    "/api/me/password",
    { currentPassword: account.password, newPassword, confirmPassword: newPassword },
    account.cookie,
  );

describe(`account recovery (${process.env.TEST_DB_ENGINE})`, () => {
  it("Low: a reset link dies when the password changes", async () => {
    const clerk = await withEmail("editor", "clerk.reset@example.org");
    expect((await postForm("/forgot-password", { identifier: clerk.userid })).status).toBe(200);
    const mail = await eventually(() => mailsTo("clerk.reset@example.org")[0], "reset mail");
    const link = new URL(mail.text!.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)![0]).pathname;
    expect((await changePassword(clerk, "quiet mango ladder tramway")).status).toBe(200);
    const used = await postForm(link, {
      password: "another river lantern pebble",
      confirmPassword: "another river lantern pebble",
    });
    expect(used.status).toBe(410);
  });

  it("Low: the owner is mailed on password / two-factor / e-mail change", async () => {
    const owner = await withEmail("admin", "owner.notice@example.org");
    expect((await changePassword(owner, "violet harbour kettle sparrow")).status).toBe(200);
    await eventually(
      () =>
        mailsTo("owner.notice@example.org").find((m) =>
          m.text?.includes("password of your dashboard account was changed"),
        ),
      "password notice",
    );

    owner.password = "violet harbour kettle sparrow";
    expect((await postForm("/welcome/account/two-factor", { intent: "start" }, owner.cookie)).status).toBe(200);
    const { totp_pending_secret: secret } = await db
      .selectFrom("admin_users")
      .select("totp_pending_secret")
      .where("id", "=", owner.userId)
      .executeTakeFirstOrThrow();
    const confirm = await postForm(
      "/welcome/account/two-factor",
      { intent: "confirm", code: await generate({ secret: secret! }) },
      owner.cookie,
    );
    expect(confirm.status).toBe(200);
    await eventually(
      () => mailsTo("owner.notice@example.org").find((m) => m.text?.includes("Two-factor sign-in was turned on")),
      "two-factor notice",
    );

    const other = await signInAs(server, "admin");
    const moved = await send("PATCH", `/api/users/${owner.userId}`, { email: "owner.new@example.org" }, other.cookie);
    expect(moved.status).toBe(200);
    const notice = await eventually(
      () =>
        mailsTo("owner.notice@example.org").find((m) => m.text?.includes("e-mail address of your dashboard account")),
      "e-mail notice to the old address",
    );
    expect(notice.text).toContain(owner.userid);
    expect(mailsTo("owner.new@example.org")).toHaveLength(0);
  });

  it("Low: changing own e-mail asks for the current password", async () => {
    const admin = await withEmail("admin", "me.before@example.org");
    const bare = await send("PATCH", `/api/users/${admin.userId}`, { email: "me.after@example.org" }, admin.cookie);
    expect(bare.status).toBe(400);
    expect(bare.body.fields?.currentPassword).toBe("Type your current password to make this change");
    const wrong = await send(
      "PATCH",
      `/api/users/${admin.userId}`,
      { email: "me.after@example.org", currentPassword: "not my password" },
      admin.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields?.currentPassword).toBe("Current password is incorrect");
    const stored = () =>
      db.selectFrom("admin_users").select("email").where("id", "=", admin.userId).executeTakeFirstOrThrow();
    expect((await stored()).email).toBe("me.before@example.org");
    const right = await send(
      "PATCH",
      `/api/users/${admin.userId}`,
      { email: "me.after@example.org", currentPassword: admin.password },
      admin.cookie,
    );
    expect(right.status).toBe(200);
    expect((await stored()).email).toBe("me.after@example.org");
  });

  it("Low: turning two-factor off asks for the current password", async () => {
    const admin = await withEmail("admin", "twofactor.off@example.org");
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await db
      .updateTable("admin_users")
      .set({ totp_secret: secret, totp_enabled_at: new Date().toISOString() })
      .where("id", "=", admin.userId)
      .execute();
    const stored = async () =>
      (
        await db
          .selectFrom("admin_users")
          .select("totp_secret")
          .where("id", "=", admin.userId)
          .executeTakeFirstOrThrow()
      ).totp_secret;
    const refused = await postForm(
      "/welcome/account/two-factor",
      { intent: "disable", code: await generate({ secret }) },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Type your current password to make this change");
    expect(await stored()).toBe(secret);

    const wrong = await postForm(
      "/welcome/account/two-factor",
      { intent: "disable", code: await generate({ secret }), currentPassword: "not my password at all" },
      admin.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");
    expect(await stored()).toBe(secret);

    const right = await postForm(
      "/welcome/account/two-factor",
      { intent: "disable", code: await generate({ secret }), currentPassword: admin.password },
      admin.cookie,
    );
    expect(right.status).toBe(302);
    expect(await stored()).toBeNull();
    await eventually(
      () => mailsTo("twofactor.off@example.org").find((m) => m.text?.includes("Two-factor sign-in was turned off")),
      "two-factor off notice",
    );
  });

  it("Low: a reset link dies when an administrator sets the password", async () => {
    const clerk = await withEmail("editor", "clerk.adminset@example.org");
    expect((await postForm("/forgot-password", { identifier: clerk.userid })).status).toBe(200);
    const mail = await eventually(() => mailsTo("clerk.adminset@example.org")[0], "reset mail");
    const link = new URL(mail.text!.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)![0]).pathname;
    const admin = await signInAs(server, "admin");
    const set = await send(
      "PUT",
      `/api/users/${clerk.userId}/password`,
      { password: "amber lagoon trellis whistle" },
      admin.cookie,
    );
    expect(set.status).toBe(200);
    const used = await postForm(link, {
      password: "another river lantern pebble",
      confirmPassword: "another river lantern pebble",
    });
    expect(used.status).toBe(410);
  });

  it("Info: breached password refused", async () => {
    const clerk = await signInAs(server, "editor");
    for (const breached of ["correct horse battery staple", "password1234"]) {
      const answer = await changePassword(clerk, breached);
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.newPassword).toMatch(/known from data breaches|too easy to guess|too common/);
    }
    const xkcd = await changePassword(clerk, "correct horse battery staple");
    expect(xkcd.body.fields?.newPassword).toBe(
      "This password is on a list of passwords known from data breaches. Choose another.",
    );
  });

  it("Info: old scrypt hash upgraded at sign-in", async () => {
    const clerk = await signInAs(server, "editor");
    const salt = randomBytes(16);
    // Weaker than the cost the test servers hash with (PASSWORD_HASH_COST=test, N=2^12).
    const key = scryptSync(clerk.password, salt, 64, { N: 1024, r: 8, p: 1 });
    const old = ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    await db.updateTable("admin_users").set({ password_hash: old }).where("id", "=", clerk.userId).execute();
    const answer = await send("POST", "/api/login", { userid: clerk.userid, password: clerk.password });
    expect(answer.status).toBe(200);
    const row = await db
      .selectFrom("admin_users")
      .select("password_hash")
      .where("id", "=", clerk.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect((await send("POST", "/api/login", { userid: clerk.userid, password: clerk.password })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 27, item 6: without a mail server nothing claims an e-mail went out. The thank-you page promises none,
// the dashboard home says in plain words how many messages wait and what to do; with one, the page says it was
// sent and the warning is gone. On SQLite and PostgreSQL.

async function enquire(server: RunningServer, email: string) {
  const form = new URLSearchParams({
    studentName: "Asha",
    parentName: "Meera",
    phone: "9876543210",
    email,
    remarks: "",
  });
  const posted = await fetch(`${server.url}/Onlineenquiryform`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: form,
    redirect: "manual",
  });
  expect(posted.status).toBe(302);
  const cookie = posted.headers.get("set-cookie")!.split(";")[0];
  return (await fetch(`${server.url}/SubmittedSuccessfully`, { headers: { cookie } })).text();
}

async function dashboardHome(server: RunningServer) {
  const admin = await signInAs(server, "admin");
  return (await fetch(`${server.url}/welcome`, { headers: { cookie: admin.cookie } })).text();
}

describe("without a mail server", () => {
  let server: RunningServer;
  let db: Kysely<Database>;
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_POST_LIMIT_PER_MINUTE: "100000" } });
    db = openServerDatabase(server);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it("the thank-you page gives the reference and promises no e-mail", async () => {
    const page = await enquire(server, "meera.nosmtp@example.org");
    const stored = await db
      .selectFrom("inbox_items")
      .select("reference")
      .where("email", "=", "meera.nosmtp@example.org")
      .executeTakeFirstOrThrow();
    expect(page).toContain(stored.reference);
    expect(page).toContain("Please note it down");
    expect(page).not.toContain("We have also sent it");
  });

  it("the dashboard home says plainly how many messages wait and what to do", async () => {
    const waiting = await db.selectFrom("outbox_messages").select("id").where("status", "=", "waiting").execute();
    expect(waiting.length).toBeGreaterThan(0);
    const html = await dashboardHome(server);
    const words = waiting.length === 1 ? "1 message is" : `${waiting.length} messages are`;
    expect(html).toContain(`E-mail is not set up: ${words} waiting.`);
    expect(html).toContain("nobody receives them");
    expect(html).toContain('href="/welcome/outbox?status=waiting"');
    // The checklist lists e-mail sending as not done.
    expect(html).toMatch(/E-mail sending<\/a><span class="visually-hidden">: still a sample/);
  });
});

describe("with a mail server", () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({
      env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "600", PUBLIC_POST_LIMIT_PER_MINUTE: "100000" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("the thank-you page says the reference was e-mailed and the dashboard shows no warning", async () => {
    const page = await enquire(server, "meera.smtp@example.org");
    expect(page).toContain("We have also sent it to the e-mail address you gave");
    const html = await dashboardHome(server);
    expect(html).not.toContain("E-mail is not set up");
    expect(html).toMatch(/E-mail sending<\/a><span class="visually-hidden">: done/);
  });
});

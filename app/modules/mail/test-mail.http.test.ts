import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 27, item 6: "Send a test e-mail" on the outbox page goes through the outbox and answers in plain words:
// sent, refused (the mail server's answer), or waiting because no mail server is set up. On both engines.

async function sendTest(server: RunningServer, admin: SignedIn, to: string) {
  const posted = await fetch(`${server.url}/welcome/outbox`, {
    method: "POST",
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _form: "test-mail", intent: "test-mail", to }),
    redirect: "manual",
  });
  if (posted.status !== 302) return { status: posted.status, html: await posted.text() };
  const location = posted.headers.get("location")!;
  expect(location).toMatch(/^\/welcome\/outbox\?test=\d+#test-mail$/);
  const page = await fetch(`${server.url}${location}`, { headers: { cookie: admin.cookie } });
  return { status: posted.status, html: await page.text() };
}

describe("a test e-mail without a mail server", () => {
  let server: RunningServer;
  let admin: SignedIn;
  beforeAll(async () => {
    server = await startServer();
    admin = await signInAs(server, "admin");
  });
  afterAll(() => server?.stop());

  it("says no mail server is set up, and that the test waits in the outbox", async () => {
    const outbox = await (await fetch(`${server.url}/welcome/outbox`, { headers: { cookie: admin.cookie } })).text();
    expect(outbox).toContain("Send a test e-mail");
    expect(outbox).toContain("No mail server is set up yet");
    const { status, html } = await sendTest(server, admin, "office@school.example.in");
    expect(status).toBe(302);
    expect(html).toContain("Waiting: e-mail is not set up, so the test e-mail to office@school.example.in waits");
    expect(html).toContain("Test e-mail from the school website");
  });

  it("refuses an address that is none, on its field, keeping what was typed", async () => {
    const { status, html } = await sendTest(server, admin, "office at school");
    expect(status).toBe(400);
    expect(html).toMatch(/id="test-mail-to-error"[^>]*>Write the address to send the test to, such as/);
    expect(html).toMatch(/<input[^>]*id="test-mail-to"[^>]*value="office at school"/);
  });

  it("is for administrators only", async () => {
    const editor = await signInAs(server, "editor");
    const { status } = await sendTest(server, editor, "office@school.example.in");
    expect(status).toBe(403);
  });
});

describe("a test e-mail with a mail server", () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let admin: SignedIn;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "600" } });
    admin = await signInAs(server, "admin");
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("is sent at once and the page says the mail server accepted it", async () => {
    const { html } = await sendTest(server, admin, "head@school.example.in");
    expect(html).toContain("A mail server is set up.");
    expect(html).toContain("Sent: the mail server accepted the test e-mail to head@school.example.in");
    const mail = smtp.received.find((received) => received.envelopeTo.includes("head@school.example.in"));
    expect(mail?.subject).toBe("Test e-mail from the school website");
  });

  it("shows the mail server's answer when it refuses the message", async () => {
    smtp.setMode("permanent-failure");
    const { html } = await sendTest(server, admin, "clerk@school.example.in");
    smtp.setMode("accept");
    expect(html).toMatch(/Not sent yet: the mail server did not take the test e-mail to clerk@school\.example\.in/);
    expect(html).toContain("Its answer: 550 5.7.1 Relaying denied");
  });
});

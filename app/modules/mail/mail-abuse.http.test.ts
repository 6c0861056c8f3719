import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 32, M2 (the school mails anyone, and resets wait): a public form's acknowledgement carries only the
// reference and fixed text, a few per address a day and a ceiling an hour, and the outbox sends a password reset
// before the acknowledgements queued ahead of it. Through a real SMTP server, on SQLite and PostgreSQL.

let smtp: TestSmtpServer;
let server: RunningServer;
let db: Kysely<Database>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Sample School <office@example.org>",
      PUBLIC_POST_LIMIT_PER_MINUTE: "100000",
      // The sender wakes when a request queues mail, not by polling during a test.
      MAIL_POLL_SECONDS: "600",
    },
  });
  db = openServerDatabase(server);
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const hostileMessage = {
  name: "Claim your prize at https://evil.example/win",
  emailid: "victim@example.org",
  subject: "You won! Visit https://evil.example/win",
  message: "Dear customer, your account is locked: sign in at https://evil.example/login now.",
};

const acknowledgementsTo = (address: string) =>
  db
    .selectFrom("outbox_messages")
    .select(["id", "text_body", "html_body", "subject"])
    .where("purpose", "=", "acknowledgement")
    .where("to_address", "=", address)
    .execute();

/** Bulk rows as a flood of posts left them before the caps (the test writes them straight into the outbox). */
async function queueAcknowledgements(count: number, status: "waiting" | "sent") {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 50)
    await db
      .insertInto("outbox_messages")
      .values(
        Array.from({ length: Math.min(50, count - start) }, (_, i) => ({
          purpose: "acknowledgement" as const,
          to_address: `flood.${start + i}@example.org`,
          reply_to: null,
          subject: "We received your message",
          text_body: "Thank you",
          html_body: "<p>Thank you</p>",
          inbox_item_id: null,
          status,
          next_attempt_at: now,
          created_at: now,
          sent_at: status === "sent" ? now : null,
        })),
      )
      .execute();
}

describe(`M2: mail that cannot be used against others (${process.env.TEST_DB_ENGINE})`, () => {
  it("M2: an acknowledgement carries no typed text", async () => {
    const answer = await postJson("/api/contact_us", hostileMessage);
    expect(answer.status).toBe(201);
    const reference = String(answer.body.reference);
    const mail = await eventually(
      () => smtp.received.find((m) => m.envelopeTo.includes("victim@example.org")),
      "the acknowledgement",
    );
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain("What happens next");
    for (const body of [mail.text ?? "", String(mail.html), mail.subject ?? ""]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("prize");
      expect(body).not.toContain("locked");
    }
    // The office still reads everything that was typed.
    const office = await eventually(
      () => smtp.received.find((m) => m.subject?.startsWith(`New contact message ${reference}`)),
      "the office notification",
    );
    expect(office.text).toContain("https://evil.example/login");
  });

  it("M2: acknowledgements to one address are capped", async () => {
    const address = "pestered@example.org";
    const references: string[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await postJson("/api/contact_us", { ...hostileMessage, emailid: address, name: `Sender ${n}` });
      expect(answer.status).toBe(201);
      references.push(String(answer.body.reference));
    }
    expect(await acknowledgementsTo(address)).toHaveLength(3);
    // Every submission is kept for the office all the same.
    const items = await db.selectFrom("inbox_items").select("reference").where("email", "=", address).execute();
    expect(items.map((item) => item.reference).sort()).toEqual([...references].sort());
  });

  it("M2: past the hourly ceiling no acknowledgement is queued and the thank-you page promises no e-mail", async () => {
    await queueAcknowledgements(100, "sent");
    const form = new URLSearchParams({
      studentName: "Asha",
      parentName: "Meera",
      phone: "9876543210",
      email: "meera.ceiling@example.org",
      remarks: "",
    });
    const posted = await fetch(`${server.url}/Onlineenquiryform`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(await acknowledgementsTo("meera.ceiling@example.org")).toHaveLength(0);
    const stored = await db
      .selectFrom("inbox_items")
      .select("reference")
      .where("email", "=", "meera.ceiling@example.org")
      .executeTakeFirstOrThrow();
    const cookie = posted.headers.get("set-cookie")!.split(";")[0];
    const page = await (await fetch(`${server.url}/SubmittedSuccessfully`, { headers: { cookie } })).text();
    expect(page).toContain(stored.reference);
    expect(page).not.toContain("We have also sent it");
    await db.deleteFrom("outbox_messages").where("to_address", "like", "flood.%").execute();
  });

  it("M2: a reset mail goes out before 200 queued acknowledgements", async () => {
    await db.deleteFrom("site_settings").where("key", "=", "mail.settings").execute();
    await db
      .insertInto("site_settings")
      .values({
        key: "mail.settings",
        value: JSON.stringify({ sendPerMinute: 600 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await eventually(async () => {
      const waiting = await db
        .selectFrom("outbox_messages")
        .select("id")
        .where("status", "in", ["waiting", "sending"])
        .execute();
      return waiting.length === 0;
    }, "the earlier tests' mail sent");
    const clerk = await signInAs(server, "editor");
    await db.updateTable("admin_users").set({ email: "clerk@example.org" }).where("id", "=", clerk.userId).execute();
    await queueAcknowledgements(200, "waiting");
    const before = smtp.received.length;

    const reset = await fetch(`${server.url}/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ identifier: clerk.userid }),
    });
    expect(reset.status).toBe(200);
    await eventually(() => smtp.received.some((m) => m.envelopeTo.includes("clerk@example.org")), "the reset mail");
    const order = smtp.received.slice(before).map((m) => m.envelopeTo[0]);
    expect(order.indexOf("clerk@example.org")).toBe(0);
    await db.deleteFrom("outbox_messages").where("to_address", "like", "flood.%").execute();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { openServerDatabase } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// Outgoing mail through a real SMTP server on a loopback port: the office's notification and the
// sender's acknowledgement for each form, refusals (4xx, 5xx) and outages that leave messages waiting
// until the server is back, each delivered exactly once, also with two app instances on one database
// and after a kill -9 of the app. Runs once on SQLite and once on PostgreSQL.

// Twenty quick retries instead of 1 min, 5 min, 30 min and 2 h: an outage in a test lasts a few seconds.
const FAST_RETRIES = { MAIL_RETRY_SECONDS: Array(20).fill("0.4").join(","), MAIL_POLL_SECONDS: "0.5" };
const env = (smtp: TestSmtpServer, extra: Record<string, string> = {}) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "Sample School <office@example.org>",
  PUBLIC_POST_LIMIT_PER_MINUTE: "100000",
  PUBLIC_URL: "https://school.example.org",
  ...FAST_RETRIES,
  ...extra,
});

const enquiry = (n: number | string) => ({
  studentName: `Asha ${n}`,
  parentName: `Meera ${n}`,
  occupation: "Teacher",
  address: "1 Campus Road",
  presentSchool: "",
  admissionSought: "Class 3",
  phone: "9876543210",
  email: `meera.${n}@example.org`,
  daycareRequest: false,
  remarks: "We are moving to the city in June.",
});

async function postJson(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const countBySubject = (smtp: TestSmtpServer, text: string) =>
  smtp.received.filter((mail) => (mail.subject ?? "").includes(text)).length;

async function outboxStates(db: Kysely<Database>) {
  return db
    .selectFrom("outbox_messages")
    .select(["id", "status", "attempts", "last_error", "next_attempt_at", "lease_until"])
    .orderBy("id")
    .execute();
}

describe(`mail from one app instance (${process.env.TEST_DB_ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let db: Kysely<Database>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ env: env(smtp) });
    db = openServerDatabase(server);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await smtp?.stop();
  });

  it("mails the office and acknowledges the parent with the reference number for an enquiry", async () => {
    const answer = await postJson(server.url, "/api/enquiries", enquiry("first"));
    expect(answer.status).toBe(201);
    const reference = String(answer.body.reference);
    expect(reference).toMatch(/^ENQ-\d{4}-\d{5}$/);

    const office = await eventually(
      () => smtp.received.find((mail) => mail.subject?.startsWith(`New admission enquiry ${reference}`)),
      "the office notification",
    );
    expect(office.envelopeTo).toEqual(["office@example.org"]);
    expect(office.replyTo?.text).toBe("meera.first@example.org");
    expect(office.text).toContain("Asha first");
    expect(office.text).toMatch(/https:\/\/school\.example\.org\/welcome\/inbox\/\d+/);
    expect(office.html).toContain("Sample Vidya Niketan School");
    expect(office.html).not.toMatch(/<img/i);

    const acknowledgement = await eventually(
      () => smtp.received.find((mail) => mail.envelopeTo.includes("meera.first@example.org")),
      "the acknowledgement",
    );
    expect(acknowledgement.subject).toBe(`We received your admission enquiry (${reference})`);
    expect(acknowledgement.text).toContain(reference);
    expect(acknowledgement.text).toContain("What happens next");
    expect(acknowledgement.text).not.toMatch(/welcome|session|password/i);
    expect(acknowledgement.from?.text).toContain("office@example.org");

    // The server has the message a moment before the sender records it as sent.
    await eventually(async () => {
      const rows = await db.selectFrom("outbox_messages").select(["status", "purpose"]).execute();
      return rows.filter((row) => row.status === "sent").length === 2;
    }, "both messages recorded as sent");
  });

  it("shows the reference on the thank-you page after the enquiry form", async () => {
    const form = new URLSearchParams(Object.entries({ ...enquiry("form"), daycareRequest: "" }));
    const posted = await fetch(`${server.url}/Onlineenquiryform`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    const cookie = posted.headers.get("set-cookie")!.split(";")[0];
    const page = await (await fetch(`${server.url}/SubmittedSuccessfully`, { headers: { cookie } })).text();
    const stored = await db
      .selectFrom("inbox_items")
      .select("reference")
      .where("email", "=", "meera.form@example.org")
      .executeTakeFirstOrThrow();
    expect(page).toContain(stored.reference);
    // Read once: the page without the cookie does not show it.
    expect(await (await fetch(`${server.url}/SubmittedSuccessfully`)).text()).not.toContain(stored.reference);
  });

  it("notifies for call-backs, contact messages and pledges, each with its own reference", async () => {
    const callback = await postJson(server.url, "/api/contact_us", {
      name: "Ravi",
      emailid: "ravi@example.org",
      mobilnum: "9876501234",
    });
    const contact = await postJson(server.url, "/api/contact_us", {
      name: "Sita",
      emailid: "sita@example.org",
      subject: "Bus route",
      message: "Does the bus come to Lake Road?",
    });
    const pledge = await postJson(server.url, "/api/donations", {
      donorName: "Kiran",
      phone: "9876512345",
      email: "kiran@example.org",
      quantities: { "1": 2, "2": 0, "3": 0, "4": 0, "5": 0 },
    });
    expect([callback.status, contact.status, pledge.status]).toEqual([201, 201, 201]);
    expect(callback.body.reference).toMatch(/^CB-/);
    expect(contact.body.reference).toMatch(/^MSG-/);
    expect(pledge.body.reference).toMatch(/^PLG-/);
    for (const reference of [callback.body.reference, contact.body.reference, pledge.body.reference]) {
      await eventually(() => countBySubject(smtp, String(reference)) === 2, `two messages for ${reference}`);
    }
  });

  it("keeps a name with line breaks out of the headers", async () => {
    const answer = await postJson(server.url, "/api/contact_us", {
      name: "Eve\r\nBcc: victim@example.net",
      emailid: "eve@example.org",
      subject: "Hello\r\nBcc: victim@example.net",
      message: "Hi",
    });
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 201) {
      const reference = String(answer.body.reference);
      await eventually(() => countBySubject(smtp, reference) === 2, "both messages");
    }
    expect(smtp.received.some((mail) => mail.envelopeTo.includes("victim@example.net"))).toBe(false);
    expect(smtp.received.some((mail) => mail.headers.has("bcc"))).toBe(false);
  });

  it("keeps messages waiting while the server answers 4xx, then 5xx, then is down, and delivers each once", async () => {
    const before = smtp.received.length;
    smtp.setMode("temporary-failure");
    const first = await postJson(server.url, "/api/enquiries", enquiry("busy"));
    const waiting = await eventually(async () => {
      const rows = (await outboxStates(db)).filter((row) => row.status === "waiting" && row.attempts > 0);
      return rows.length === 2 ? rows : undefined;
    }, "two waiting messages");
    expect(waiting[0].last_error).toContain("451");

    smtp.setMode("permanent-failure");
    await eventually(
      async () => (await outboxStates(db)).some((row) => row.last_error?.includes("550")),
      "the 550 answer recorded",
    );
    await smtp.stop();
    const second = await postJson(server.url, "/api/enquiries", enquiry("down"));
    await eventually(
      async () =>
        (await outboxStates(db)).some((row) =>
          /\b(ECONNREFUSED|ECONNECTION|ESOCKET|ETIMEDOUT)\b/.test(row.last_error ?? ""),
        ),
      "the failed connection recorded",
    );
    expect(smtp.received.length).toBe(before);

    smtp.setMode("accept");
    const back = Date.now();
    await smtp.start();
    for (const reference of [first.body.reference, second.body.reference]) {
      await eventually(() => countBySubject(smtp, String(reference)) === 2, `delivery of ${reference}`);
    }
    const seconds = (Date.now() - back) / 1000;
    console.log(`delivered 4 waiting messages ${seconds.toFixed(2)} s after the SMTP server came back`);
    await eventually(
      async () => (await outboxStates(db)).every((row) => row.status === "sent"),
      "every row marked sent",
    );
    // Exactly once each: every Message-ID arrived one time.
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe(`the production back-off after an outage (${process.env.TEST_DB_ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("delivers within a poll interval of the server's return, not after the next back-off step", async () => {
    smtp = await startSmtpServer();
    await smtp.stop();
    server = await startServer({
      env: env(smtp, { MAIL_RETRY_SECONDS: "60,300,1800,7200", MAIL_POLL_SECONDS: "1" }),
    });
    const db = openServerDatabase(server);
    try {
      const posted = await postJson(server.url, "/api/enquiries", enquiry("outage"));
      await eventually(
        async () =>
          (await outboxStates(db)).some((row) =>
            /\b(ECONNREFUSED|ECONNECTION|ESOCKET|ETIMEDOUT)\b/.test(row.last_error ?? ""),
          ),
        "the failed connection recorded",
      );
      const back = Date.now();
      await smtp.start();
      await eventually(() => countBySubject(smtp, String(posted.body.reference)) === 2, "both messages", 30_000);
      const seconds = (Date.now() - back) / 1000;
      console.log(`production back-off, poll 1 s: delivered ${seconds.toFixed(2)} s after the SMTP server came back`);
      expect(seconds).toBeLessThan(10);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});

describe(`two app instances on one database (${process.env.TEST_DB_ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let first: RunningServer;
  let second: RunningServer;

  afterAll(async () => {
    await second?.stop({ keepDatabase: true });
    await first?.stop();
    await smtp?.stop();
  });

  it("sends every message exactly once after an outage", async () => {
    smtp = await startSmtpServer();
    await smtp.stop();
    // A longer run of retries: the outage lasts until all 40 messages have been tried at least once.
    const patient = { MAIL_RETRY_SECONDS: Array(120).fill("0.5").join(",") };
    first = await startServer({ env: env(smtp, patient) });
    second = await startServer({ env: env(smtp, patient), database: first.database });
    const posts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        postJson(n % 2 ? first.url : second.url, "/api/contact_us", {
          name: `Parent ${n}`,
          emailid: `parent.${n}@example.org`,
          mobilnum: "9876543210",
        }),
      ),
    );
    expect(posts.every((post) => post.status === 201)).toBe(true);
    const db = openServerDatabase(first);
    try {
      // The default bound (30 a minute) would hold back 10 of the 40 for a minute.
      await db
        .insertInto("site_settings")
        .values({
          key: "mail.settings",
          value: JSON.stringify({ sendPerMinute: 600 }),
          updated_at: new Date().toISOString(),
        })
        .execute();
      await eventually(async () => {
        const rows = await outboxStates(db);
        return (
          rows.length === 40 && rows.every((row) => row.status === "waiting") && rows.some((row) => row.attempts > 0)
        );
      }, "all 40 messages waiting after a failed attempt");
      await smtp.start();
      await eventually(
        () => smtp.received.length >= 40,
        async () => `40 messages delivered: ${JSON.stringify(await outboxStates(db))}`,
        30_000,
      );
      await eventually(
        async () => (await outboxStates(db)).every((row) => row.status === "sent"),
        "every row marked sent",
      );
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      await db.destroy();
    }
  }, 150_000);
});

describe(`an app killed with SIGKILL between the commit and the send (${process.env.TEST_DB_ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let restarted: RunningServer | undefined;

  afterAll(async () => {
    await restarted?.stop();
    await smtp?.stop();
  });

  it("loses no message and sends none twice", async () => {
    smtp = await startSmtpServer();
    // The server takes the message and never answers: the app is killed while it waits.
    smtp.setMode("hold");
    const lease = { MAIL_LEASE_SECONDS: "1" };
    const first = await startServer({ env: env(smtp, lease) });
    const posted = await postJson(first.url, "/api/enquiries", enquiry("crash"));
    expect(posted.status).toBe(201);
    await eventually(() => smtp.held() > 0, "a message in flight");
    await first.stop({ keepDatabase: true, signal: "SIGKILL" });
    expect(first.process.signalCode).toBe("SIGKILL");

    smtp.setMode("accept");
    restarted = await startServer({ env: env(smtp, lease), database: first.database });
    const reference = String(posted.body.reference);
    await eventually(() => countBySubject(smtp, reference) === 2, "both messages after the restart");
    const db = openServerDatabase(restarted);
    try {
      await eventually(
        async () => (await outboxStates(db)).every((row) => row.status === "sent"),
        "every row marked sent",
      );
    } finally {
      await db.destroy();
    }
    expect(countBySubject(smtp, reference)).toBe(2);
  }, 150_000);
});

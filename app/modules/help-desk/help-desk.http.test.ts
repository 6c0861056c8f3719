import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { emptyTrash, eraseExpiredPersonalData, sendDailyDigests } from "./maintenance.server";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// The inbox as a help desk, through its pages as a browser without JavaScript posts them: search and
// filters, assign, note, status (and the spec's handled API), replies through the outbox with a real
// SMTP server, refusals that send nothing, delete to the trash and CSV export for admins, and retention.

let smtp: TestSmtpServer;
let server: RunningServer;
let db: Kysely<Database>;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.5", PUBLIC_POST_LIMIT_PER_MINUTE: "10000" },
  });
  db = openServerDatabase(server);
  editor = await signInAs(server, "editor");
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { id: number; reference: string };
}

async function act(who: SignedIn, path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie: who.cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

const page = async (who: SignedIn, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie: who.cookie } });
  const { status, headers } = response;
  return {
    status,
    text: await response.text(),
    type: headers.get("content-type"),
    disposition: headers.get("content-disposition"),
  };
};

const itemOf = (reference: string) =>
  db.selectFrom("inbox_items").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();

describe(`the help desk (${process.env.TEST_DB_ENGINE})`, () => {
  let enquiry: { id: number; reference: string };
  let itemId: number;

  it("lists every kind, searches name, e-mail, phone and text, and filters by kind and status", async () => {
    enquiry = await post("/api/enquiries", {
      studentName: "Anaya",
      parentName: "Lakshmi Iyer",
      phone: "9812345678",
      email: "lakshmi@example.org",
      daycareRequest: false,
      remarks: "Hostel facilities for girls?",
    });
    await post("/api/contact_us", { name: "Dev", emailid: "dev@example.org", mobilnum: "9700000001" });
    itemId = (await itemOf(enquiry.reference)).id;
    const all = await page(editor, "/welcome/inbox");
    expect(all.text).toContain(enquiry.reference);
    expect(all.text).toMatch(/CB-\d{4}-\d{5}/);
    expect(all.text).toContain('href="mailto:lakshmi@example.org"');
    expect(all.text).toContain('href="tel:+919812345678"');
    for (const q of ["Lakshmi", "lakshmi@example", "98123", "Hostel"]) {
      const found = await page(editor, `/welcome/inbox?q=${encodeURIComponent(q)}`);
      expect(found.text, q).toContain(enquiry.reference);
      expect(found.text, q).not.toMatch(/CB-\d{4}-\d{5}/);
    }
    expect((await page(editor, "/welcome/inbox?kind=callback")).text).not.toContain(enquiry.reference);
    expect((await page(editor, "/welcome/inbox?status=done")).text).not.toContain(enquiry.reference);
  });

  it("lets an editor assign, note and change the status; the spec's handled mark follows", async () => {
    expect(
      (await act(editor, `/welcome/inbox/${itemId}`, { intent: "assign", assignee: String(editor.userId) })).status,
    ).toBe(302);
    expect((await itemOf(enquiry.reference)).status).toBe("in_progress");
    expect(
      (await act(editor, `/welcome/inbox/${itemId}`, { intent: "note", note: "Called, will visit Monday." })).status,
    ).toBe(302);
    const empty = await act(editor, `/welcome/inbox/${itemId}`, { intent: "note", note: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Write the note first");
    expect((await act(editor, `/welcome/inbox/${itemId}`, { intent: "status", status: "done" })).status).toBe(302);
    const source = await db
      .selectFrom("enquiries")
      .select("handled")
      .where("id", "=", enquiry.id)
      .executeTakeFirstOrThrow();
    expect(source.handled).toBe(1);
    const detail = await page(editor, `/welcome/inbox/${itemId}`);
    expect(detail.text).toContain("Called, will visit Monday.");
    expect(detail.text).toContain("Test editor");

    // PUT /api/inbox/{type}/{id} {handled} keeps its contract and moves the help-desk status.
    const reopened = await fetch(`${server.url}/api/inbox/enquiries/${enquiry.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: admin.cookie, origin: server.url },
      body: JSON.stringify({ handled: false }),
    });
    expect(reopened.status).toBe(200);
    expect((await itemOf(enquiry.reference)).status).toBe("new");
    // One command for both ways in: the API's mark is in the item's history and audited as the page's change is.
    const events = await db
      .selectFrom("inbox_events")
      .select(["event", "body"])
      .where("item_id", "=", itemId)
      .orderBy("id")
      .execute();
    expect(events.filter((event) => event.event === "status").map((event) => event.body)).toEqual(["done", "new"]);
    const audits = await db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_key", "=", enquiry.reference)
      .where("action", "=", "inbox_status")
      .execute();
    expect(audits).toHaveLength(2);
  });

  it("e-mails a reply through the outbox and keeps it in the history; bad replies send nothing", async () => {
    const before = await db.selectFrom("outbox_messages").select("id").execute();
    const empty = await act(editor, `/welcome/inbox/${itemId}`, { intent: "reply", subject: "Hello", body: " " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Write the reply first");
    const injected = await act(editor, `/welcome/inbox/${itemId}`, {
      intent: "reply",
      subject: "Hello\r\nBcc: victim@example.net",
      body: "Hi",
    });
    expect(injected.status).toBe(400);
    expect(injected.text).toContain("The subject must be one line");
    expect(await db.selectFrom("outbox_messages").select("id").execute()).toHaveLength(before.length);

    const sent = await act(editor, `/welcome/inbox/${itemId}`, {
      intent: "reply",
      subject: "Your visit",
      body: "Dear Lakshmi,\n\nplease come on Monday at 10.",
    });
    expect(sent.status).toBe(302);
    const mail = await eventually(
      () =>
        smtp.received.find((m) => m.envelopeTo.includes("lakshmi@example.org") && m.subject?.startsWith("Your visit")),
      "the reply",
    );
    expect(mail.subject).toBe(`Your visit [${enquiry.reference}]`);
    expect(mail.text).toContain("please come on Monday at 10.");
    const detail = await page(editor, `/welcome/inbox/${itemId}`);
    expect(detail.text).toContain("please come on Monday at 10.");
  });

  it("keeps delete and export for admins; CSV follows the filter and defuses formulas", async () => {
    const formula = await post("/api/contact_us", {
      name: '=HYPERLINK("http://evil.example")',
      emailid: "formula@example.org",
      mobilnum: "9700000002",
    });
    expect((await act(editor, `/welcome/inbox/${itemId}`, { intent: "delete" })).status).toBe(403);
    expect((await page(editor, "/welcome/inbox/export.csv")).status).toBe(403);

    const csv = await page(admin, "/welcome/inbox/export.csv?kind=callback");
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    expect(csv.disposition).toBe(`attachment; filename=inbox-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(csv.text).toContain(formula.reference);
    expect(csv.text).toContain("'=HYPERLINK");
    // Received at: ISO 8601 with the school's offset (the test school is in Asia/Kolkata).
    expect(csv.text).toMatch(
      new RegExp(`${formula.reference},[^,]*,[^,]*,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+05:30,`),
    );
    expect(csv.text).not.toContain(enquiry.reference);

    expect((await act(admin, `/welcome/inbox/${itemId}`, { intent: "delete" })).status).toBe(302);
    expect((await page(admin, "/welcome/inbox")).text).not.toContain(enquiry.reference);
    expect((await page(admin, "/welcome/inbox?trash=1")).text).toContain(enquiry.reference);
    expect((await act(admin, `/welcome/inbox/${itemId}`, { intent: "restore" })).status).toBe(302);
    expect((await page(admin, "/welcome/inbox")).text).toContain(enquiry.reference);
  });

  it("erases personal data of done items after the retention period and audits how many", async () => {
    await db
      .updateTable("inbox_items")
      .set({ status: "done", done_at: "2020-01-01T00:00:00.000Z" })
      .where("reference", "=", enquiry.reference)
      .execute();
    expect(await eraseExpiredPersonalData(db)).toBe(1);
    const item = await itemOf(enquiry.reference);
    expect([item.name, item.email, item.phone, item.summary]).toEqual([null, null, null, null]);
    const source = await db.selectFrom("enquiries").selectAll().where("id", "=", enquiry.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(source)).not.toContain("Lakshmi");
    const audit = await db.selectFrom("audit_log").select("changes").where("action", "=", "retention_erase").execute();
    expect(audit).toHaveLength(1);
    expect(await eraseExpiredPersonalData(db)).toBe(0);
  });

  it("sends call-backs as one daily digest instead of one mail each when the setting says so", async () => {
    await db
      .insertInto("site_settings")
      .values({
        key: "mail.settings",
        value: JSON.stringify({
          dailyDigest: { callback: true },
          officeAddresses: { callback: "frontdesk@example.org" },
        }),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: (eb) => eb.ref("excluded.value") }))
      .execute();
    const first = await post("/api/contact_us", { name: "Asha", emailid: "asha@example.org", mobilnum: "9700000003" });
    const second = await post("/api/contact_us", { name: "Bina", emailid: "bina@example.org", mobilnum: "9700000004" });
    await eventually(() => smtp.received.some((m) => m.envelopeTo.includes("bina@example.org")), "the acknowledgement");
    expect(smtp.received.some((m) => m.envelopeTo.includes("frontdesk@example.org"))).toBe(false);
    expect(await sendDailyDigests(db, "https://school.example.org")).toBe(1);
    const digest = await eventually(
      () => smtp.received.find((m) => m.envelopeTo.includes("frontdesk@example.org")),
      "the digest",
    );
    expect(digest.text).toContain(first.reference);
    expect(digest.text).toContain(second.reference);
    expect(await sendDailyDigests(db, "https://school.example.org")).toBe(0);
  });
  it("empties the trash after 30 days: the item, its form's row and its sent e-mails go for good", async () => {
    const message = await post("/api/contact_us", {
      name: "Tara",
      emailid: "tara@example.org",
      subject: "Bus route",
      message: "Does the bus come to Lake Road?",
    });
    const { id } = await itemOf(message.reference);
    const sentAbout = () =>
      db
        .selectFrom("outbox_messages")
        .select("id")
        .where("inbox_item_id", "=", id)
        .where("status", "=", "sent")
        .execute();
    const unsettled = () =>
      db
        .selectFrom("outbox_messages")
        .select("id")
        .where("inbox_item_id", "=", id)
        .where("status", "in", ["waiting", "sending"])
        .execute();
    await eventually(async () => (await sentAbout()).length > 0, "the acknowledgement sent");
    // Waiting or sending copies are left to the sender, so the check waits until every message about the item is out.
    await eventually(async () => (await unsettled()).length === 0, "every message about the item sent");
    expect((await act(admin, `/welcome/inbox/${id}`, { intent: "delete" })).status).toBe(302);
    expect(await emptyTrash(db)).toBe(0);
    expect(await emptyTrash(db, new Date(Date.now() + 31 * 24 * 3600_000))).toBe(1);
    expect(await db.selectFrom("inbox_items").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("contact_requests").select("id").where("id", "=", message.id).execute()).toEqual([]);
    expect(await sentAbout()).toEqual([]);
  });
});

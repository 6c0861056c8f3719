import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "~/kernel/storage/disk-storage";
import { deleteExpiredApplications } from "~/modules/admissions/retention.server";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// Issue 28 items 4 and 7 (docs/decisions/137-admission-letters.md): moving an application mails the parent the
// step's message through the outbox to a real SMTP server; the assessment invitation carries an .ics in the school's
// zone, the offer the letter as a PDF that only the office and the parent's own access can download; the office's
// templates refuse unknown placeholders; the RTE notice shows its settings; retention deletes the documents.

let server: RunningServer;
let smtp: TestSmtpServer;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      SEED_SAMPLE_CONTENT: "false",
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: "0.5",
      PUBLIC_POST_LIMIT_PER_MINUTE: "500",
    },
  });
  [editor, admin] = await Promise.all([signInAs(server, "editor"), signInAs(server, "admin")]);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

let serial = 0;
/** A submitted application written straight into the database (the parent's steps have their own tests). */
async function application(overrides: { status?: string; updated_at?: string; dob?: string } = {}) {
  serial += 1;
  const number = `ADM-2027-${String(900 + serial).padStart(5, "0")}`;
  const email = `parent${serial}@example.org`;
  const now = new Date().toISOString();
  const row = await query((db) =>
    db
      .insertInto("admission_applications")
      .values({
        number,
        academic_year: "2027-28",
        status: overrides.status ?? "submitted",
        saved_step: "declarations",
        child_name: "Ananya Rao",
        date_of_birth: overrides.dob ?? "2018-06-15",
        gender: "female",
        class_sought: "class 3",
        boarding: "day",
        mother_name: "Lakshmi Rao",
        phone: "+919876543210",
        email,
        address: "12 Temple Street, Mysuru",
        submitted_at: now,
        created_at: now,
        updated_at: overrides.updated_at ?? now,
      })
      .returning("id")
      .executeTakeFirstOrThrow(),
  );
  return { number, email, id: row.id };
}

async function act(who: SignedIn | null, path: string, fields: Record<string, string>, cookie = "") {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      ...(who || cookie ? { cookie: who ? who.cookie : cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function get(who: SignedIn | null, path: string, cookie = "") {
  const response = await fetch(`${server.url}${path}`, {
    headers: who || cookie ? { cookie: who ? who.cookie : cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const mailTo = (to: string) =>
  eventually(() => smtp.received.find((mail) => mail.envelopeTo.includes(to)), `mail to ${to}`);
const statusOf = async (number: string) =>
  (
    await query((db) =>
      db.selectFrom("admission_applications").select("status").where("number", "=", number).executeTakeFirstOrThrow(),
    )
  ).status;

describe(`admission letters (${process.env.TEST_DB_ENGINE})`, () => {
  it("refuses an assessment without its date, time and place, or in the past, on the field; nothing moves", async () => {
    const { number, id } = await application();
    const form = { _form: "status", intent: "status", status: "assessment_scheduled", note: "" };
    const missing = await act(editor, `/welcome/admissions/${number}`, form);
    expect(missing.status).toBe(400);
    const page = missing.bytes.toString();
    expect(page).toContain("The assessment&#x27;s date is required");
    expect(page).toContain("Write where the assessment takes place");
    const past = await act(editor, `/welcome/admissions/${number}`, {
      ...form,
      assessmentDate: daysAhead(-2),
      assessmentTime: "10:30",
      assessmentPlace: "Junior block",
    });
    expect(past.status).toBe(400);
    expect(past.bytes.toString()).toContain("This date and time are in the past");
    expect(await statusOf(number)).toBe("submitted");
    const messages = await query((db) =>
      db.selectFrom("admission_messages").selectAll().where("application_id", "=", id).execute(),
    );
    expect(messages).toHaveLength(0);
  });

  it("mails the assessment invitation with an .ics whose time is in the school's zone", async () => {
    const { number, email } = await application();
    const date = daysAhead(10);
    const moved = await act(editor, `/welcome/admissions/${number}`, {
      _form: "status",
      intent: "status",
      status: "assessment_scheduled",
      note: "",
      assessmentDate: date,
      assessmentTime: "10:30",
      assessmentPlace: "Junior block, room 4",
    });
    expect(moved.status).toBe(302);
    expect(await statusOf(number)).toBe("assessment_scheduled");
    const mail = await mailTo(email);
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain("Junior block, room 4");
    expect(mail.text).toContain("10:30 am");
    const invitation = mail.attachments.find((file) => file.filename === "assessment.ics");
    expect(invitation?.contentType).toBe("text/calendar");
    const text = invitation!.content.toString("utf8");
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain(`DTSTART;TZID=Asia/Kolkata:${date.replaceAll("-", "")}T103000`);
    const [event] = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === "VEVENT") as VEvent[];
    // 10:30 in Kolkata (UTC+5:30) is 05:00 UTC.
    expect(event.start.toISOString()).toBe(`${date}T05:00:00.000Z`);
    expect(event.location).toBe("Junior block, room 4");
  });

  it("offers a seat with the offer letter as a PDF; the letter only to the office and the parent's own access", async () => {
    const { number, email } = await application({ dob: "2018-03-09" });
    const path = `/admissions/applications/${number}/status`;
    const api = (body: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method: "POST",
        headers: { cookie: editor.cookie, "content-type": "application/json", origin: server.url },
        body: JSON.stringify(body),
      });
    const noLapse = await api({ status: "offered", note: "", offerFee: "25000" });
    expect(noLapse.status).toBe(400);
    expect(((await noLapse.json()) as { fields: Record<string, string> }).fields.offerLapses).toBe(
      "The date the offer lapses is required",
    );
    expect(await statusOf(number)).toBe("submitted");
    const lapses = daysAhead(14);
    expect((await api({ status: "offered", note: "", offerFee: "25000", offerLapses: lapses })).status).toBe(200);

    const mail = await mailTo(email);
    const letter = mail.attachments.find((file) => file.contentType === "application/pdf");
    expect(letter?.filename).toBe(`offer-letter-${number}.pdf`);
    expect(letter!.content.subarray(0, 5).toString()).toBe("%PDF-");
    // The school's logo (the default one, drawn from its SVG) is on the letter.
    expect(letter!.content.toString("latin1")).toContain("/Subtype /Image");
    expect(mail.text).toContain("25,000");

    const office = await get(editor, `/welcome/admissions/${number}/offer-letter`);
    expect(office.status).toBe(200);
    expect(office.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(null, `/welcome/admissions/${number}/offer-letter`)).status).not.toBe(200);

    // A stranger: no key, or the number with a wrong date of birth.
    expect((await get(null, "/admissions/status/offer-letter")).status).toBe(404);
    const wrong = await act(null, "/admissions/status/offer-letter", { number, dateOfBirth: "2018-03-10" });
    expect(wrong.status).toBe(404);
    // The parent by number and date of birth: the status page offers the download, which posts them again.
    const status = await act(null, "/admissions/status", { number, dateOfBirth: "2018-03-09" });
    expect(status.bytes.toString()).toContain("Download the offer letter (PDF)");
    const byLookup = await act(null, "/admissions/status/offer-letter", { number, dateOfBirth: "2018-03-09" });
    expect(byLookup.status).toBe(200);
    expect(byLookup.headers.get("cache-control")).toBe("private, no-store");
    expect(byLookup.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The parent's browser holding the application's key (from signing in with the number and date of birth).
    const signedIn = await act(null, "/admissions/apply", { intent: "resume", number, dateOfBirth: "2018-03-09" });
    const cookie = /admission_access=[^;]+/.exec(signedIn.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(cookie).not.toBe("");
    const held = await get(null, "/admissions/status/offer-letter", cookie);
    expect(held.status).toBe(200);
    expect(held.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Another application's key does not open this one's letter.
    const other = await application({ dob: "2019-01-01" });
    const otherIn = await act(null, "/admissions/apply", {
      intent: "resume",
      number: other.number,
      dateOfBirth: "2019-01-01",
    });
    const otherCookie = /admission_access=[^;]+/.exec(otherIn.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect((await get(null, "/admissions/status/offer-letter", otherCookie)).status).toBe(404);
  });

  it("refuses a template with an unknown placeholder on its field, and sends the edited wording", async () => {
    const refused = await act(editor, "/welcome/admissions/messages", {
      _form: "message-declined",
      step: "declined",
      subject: "About {childname}",
      body: "Dear {parent}, the assessment on {date} ...",
    });
    expect(refused.status).toBe(400);
    const page = refused.bytes.toString();
    expect(page).toContain("{childname} is not a placeholder this message knows");
    expect(page).toContain("{date} is not a placeholder this message knows");
    expect(await query((db) => db.selectFrom("admission_message_templates").selectAll().execute())).toHaveLength(0);

    const saved = await act(editor, "/welcome/admissions/messages", {
      _form: "message-declined",
      step: "declined",
      subject: "{school}: application {number} for {child}",
      body: "Dear {parent},\n\nNo seat in {class} this year, sorry.",
    });
    expect(saved.status).toBe(302);
    const { number, email } = await application();
    expect(
      (await act(editor, `/welcome/admissions/${number}`, { _form: "status", intent: "status", status: "declined" }))
        .status,
    ).toBe(302);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(new RegExp(`: application ${number} for Ananya Rao$`));
    expect(mail.text).toContain("No seat in class 3 this year, sorry.");
  });

  it("shows the RTE notice with the portal and the dates from the settings, linked from the Admission menu", async () => {
    const before = (await get(null, "/admissions/rte")).bytes.toString();
    expect(before).toContain("Section 12(1)(c)");
    expect(before).toContain("will be announced");
    const refused = await act(admin, "/welcome/admissions/rte", {
      portalUrl: "javascript:alert(1)",
      entryClass: "LKG",
      opensOn: "2027-02-10",
      closesOn: "2027-01-10",
      retentionMonths: "12",
    });
    expect(refused.status).toBe(400);
    const saved = await act(admin, "/welcome/admissions/rte", {
      portalUrl: "https://rte.example.gov.in/apply",
      entryClass: "LKG",
      opensOn: "2027-01-10",
      closesOn: "2027-02-10",
      retentionMonths: "12",
    });
    expect(saved.status).toBe(302);
    const after = (await get(null, "/admissions/rte")).bytes.toString();
    expect(after).toContain('href="https://rte.example.gov.in/apply"');
    expect(after).toContain("Sunday 10 January 2027");
    expect(after).toContain("Wednesday 10 February 2027");
    expect(after).toContain("25% of the seats in LKG");
    expect((await get(null, "/")).bytes.toString()).toMatch(/<a[^>]*href="\/admissions\/rte"[^>]*>RTE Admissions/);
  });

  it("deletes ended applications past the retention period with their documents and messages", async () => {
    const storage = diskStorage(server.database.env.MEDIA_DIR!);
    const old = await application({ updated_at: "2024-01-01T00:00:00.000Z" });
    const recent = await application();
    // The old one was declined through the office (its message is in the outbox), then left for two years.
    await act(editor, `/welcome/admissions/${old.number}`, { _form: "status", intent: "status", status: "declined" });
    await act(editor, `/welcome/admissions/${recent.number}`, {
      _form: "status",
      intent: "status",
      status: "declined",
    });
    const keys = [`private/admissions/retention-${old.id}.pdf`, `private/admissions/retention-${recent.id}.pdf`];
    await query(async (db) => {
      await db
        .updateTable("admission_applications")
        .set({ updated_at: "2024-01-01T00:00:00.000Z" })
        .where("id", "=", old.id)
        .execute();
      for (const [index, { id }] of [old, recent].entries()) {
        await storage.put(keys[index], Buffer.from("%PDF-1.4 test"), "application/pdf");
        await db
          .insertInto("admission_documents")
          .values({
            application_id: id,
            kind: "birth_certificate",
            storage_key: keys[index],
            content_type: "application/pdf",
            size: 13,
            original_name: "birth.pdf",
            uploaded_at: new Date().toISOString(),
          })
          .execute();
      }
    });
    const oldOutbox = await query((db) =>
      db.selectFrom("admission_messages").select("outbox_id").where("application_id", "=", old.id).execute(),
    );
    expect(oldOutbox).toHaveLength(1);

    expect(await query((db) => deleteExpiredApplications(db, new Date(), storage))).toBe(1);
    expect(await storage.exists(keys[0])).toBe(false);
    expect(await storage.exists(keys[1])).toBe(true);
    const left = await query((db) =>
      db.selectFrom("admission_applications").select("number").where("id", "in", [old.id, recent.id]).execute(),
    );
    expect(left.map((row) => row.number)).toEqual([recent.number]);
    const mail = await query((db) =>
      db.selectFrom("outbox_messages").select("id").where("id", "=", oldOutbox[0].outbox_id!).execute(),
    );
    expect(mail).toHaveLength(0);
    expect(await query((db) => deleteExpiredApplications(db, new Date(), storage))).toBe(0);
  });
});

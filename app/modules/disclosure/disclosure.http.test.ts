import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { addDays, todayIn } from "~/kernel/dates";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";
import { sendDisclosureReminders } from "./reminders.server";

// Issue 30: the office keeps CBSE's Mandatory Public Disclosure as data. A certificate's validity before its issue
// date, a document not in the library and more passed than registered are refused on the field with nothing
// stored; a certificate past its date shows "Lapsed"; one lapsing in 30 days e-mails the office once (a real SMTP
// server) and shows on the dashboard home.

let server: RunningServer;
let smtp: TestSmtpServer;
let editor: SignedIn;
let db: Kysely<Database>;
let documentId: number;
const today = todayIn("Asia/Kolkata");

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: { SEED_SAMPLE_CONTENT: "false", SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.5" },
  });
  editor = await signInAs(server, "editor");
  db = openServerDatabase(server);
  // The library's documents exist on every install (the spec's fifteen, as links until a file is uploaded).
  documentId = (await callApi(server.url, "/documents", {})).json[0].id;
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await smtp?.stop();
});

const api = (path: string, method: string, body: unknown) => callApi(server.url, path, { method, body, as: editor });
const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, text: await response.text() };
};
const certificateRow = (html: string, key: string) =>
  new RegExp(`<tr[^>]*data-item="${key}"[^>]*data-state="([a-z-]+)"[^>]*>([\\s\\S]*?)</tr>`).exec(html);

describe("refused input", () => {
  it("refuses a validity date before the issue date, on the field, storing nothing", async () => {
    const answer = await api("/disclosure/certificates/fire_safety", "PUT", {
      documentId,
      issuedOn: "2026-05-01",
      validUntil: "2026-04-30",
      authority: "District Fire Officer",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBeTruthy();
    expect(answer.json.fields.validUntil).toBe("The validity date must be on or after the issue date");
    expect(await db.selectFrom("disclosure_certificates").selectAll().execute()).toEqual([]);
  });

  it("refuses a document that is not in the library", async () => {
    const answer = await api("/disclosure/certificates/fire_safety", "PUT", {
      documentId: 987654,
      issuedOn: "2026-05-01",
      validUntil: "2027-04-30",
      authority: "District Fire Officer",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.documentId).toBe("Choose a document from the documents library");
    expect(await db.selectFrom("disclosure_certificates").selectAll().execute()).toEqual([]);
  });

  it("refuses results where more passed than registered", async () => {
    const answer = await api("/disclosure/results", "POST", {
      className: "class 10",
      year: 2026,
      registered: 80,
      passed: 81,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.fields.passed).toBe("Passed cannot be more than registered");
    expect(await db.selectFrom("disclosure_results").selectAll().execute()).toEqual([]);
  });

  it("refuses an answer to an item the format does not have, and a stranger's write", async () => {
    const unknown = await api("/disclosure/answers", "PUT", { teachers_pgt: "6", swimming_pool: "yes" });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.fields)).toContain("swimming_pool");
    const stranger = await callApi(server.url, "/disclosure/answers", { method: "PUT", body: { teachers_pgt: "6" } });
    expect(stranger.status).toBe(401);
    expect(await db.selectFrom("disclosure_answers").selectAll().execute()).toEqual([]);
  });

  it("answers the dashboard's form with the message on the field and keeps what was typed", async () => {
    const response = await fetch(`${server.url}/welcome/disclosure`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server.url },
      body: new URLSearchParams({
        _form: "certificate-building_safety",
        intent: "certificate",
        item: "building_safety",
        documentId: String(documentId),
        issuedOn: "2026-06-10",
        validUntil: "2025-06-10",
        authority: "Public Works Department",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The validity date must be on or after the issue date");
    expect(html).toContain('value="Public Works Department"');
    expect(await db.selectFrom("disclosure_certificates").selectAll().execute()).toEqual([]);
  });
});

describe("the public page", () => {
  it("shows a certificate past its validity as lapsed, never valid", async () => {
    const saved = await api("/disclosure/certificates/building_safety", "PUT", {
      documentId,
      issuedOn: addDays(today, -400),
      validUntil: addDays(today, -1),
      authority: "Executive Engineer, Public Works Department",
    });
    expect(saved.status).toBe(200);
    const { status, text } = await page("/mandatory-public-disclosure");
    expect(status).toBe(200);
    const row = certificateRow(text, "building_safety");
    expect(row?.[1]).toBe("lapsed");
    expect(row?.[2]).toContain("Lapsed");
    expect(row?.[2]).not.toContain("Valid<");
    expect(row?.[2]).toContain(`href="/files/${documentId}"`);
    // A public text page: no React runtime.
    expect(text).not.toMatch(/<script[^>]+type="module"[^>]*>[^<]*hydrateRoot|entry\.client/);
  });

  it("shows typed answers and results with their pass percentage, and offers the same data as a PDF", async () => {
    expect(
      (await api("/disclosure/answers", "PUT", { teachers_pgt: "12", internet: "yes", campus_area: "133546" })).status,
    ).toBe(200);
    expect(
      (await api("/disclosure/results", "POST", { className: "class 10", year: 2026, registered: 80, passed: 78 }))
        .status,
    ).toBe(201);
    const { text } = await page("/mandatory-public-disclosure");
    expect(text).toMatch(/Post Graduate Teachers \(PGT\)<\/th><td>12/);
    // Large counts grouped as India writes them; the school's phone as written, not its stored E.164.
    expect(text).toContain("1,33,546");
    expect(text).not.toContain(">+919000000001<");
    expect(text).toContain("97.5%");
    const pdf = await fetch(`${server.url}/mandatory-public-disclosure.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("reminders", () => {
  it("e-mails the office once when a certificate lapses in 30 days, and the dashboard home says so", async () => {
    const validUntil = addDays(today, 30);
    expect(
      (
        await api("/disclosure/certificates/fire_safety", "PUT", {
          documentId,
          issuedOn: addDays(today, -335),
          validUntil,
          authority: "District Fire Officer",
        })
      ).status,
    ).toBe(200);
    // The 30-day reminder, and the lapsed building certificate's none (it is past its last day).
    expect(await sendDisclosureReminders(db)).toBe(1);
    const mail = await eventually(
      () => smtp.received.find((m) => m.subject?.startsWith("Fire safety certificate")),
      "the reminder",
    );
    expect(mail.envelopeTo).toEqual(["office@example.org"]);
    expect(mail.text).toContain("it lapses in 30 days");
    expect(mail.text).toContain("/welcome/disclosure");
    // Once per threshold: the next run sends nothing more.
    expect(await sendDisclosureReminders(db)).toBe(0);
    const rows = await db.selectFrom("disclosure_reminders").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ item_key: "fire_safety", valid_until: validUntil, threshold: 30 }),
    ]);

    const home = await page("/welcome", editor.cookie);
    expect(home.text).toContain('data-testid="disclosure-notice"');
    expect(home.text).toMatch(/Fire safety certificate: valid until/);
    expect(home.text).toMatch(/Building safety certificate: lapsed on/);
    const section = await page("/welcome/disclosure", editor.cookie);
    expect(section.text).toMatch(/Fire safety certificate<\/a>: lapses in 30 days/);
    expect(section.text).toMatch(/Affiliation or upgradation letter and latest extension<\/a>: missing/);
  });
});

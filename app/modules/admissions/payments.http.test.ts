import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { defaultAdmissionsSettings, settingsAsFields } from "./settings";
import { ParentBrowser } from "./parent-browser.http-steps";

// Issue 28, item 3: the application fee by UPI. The office sets the UPI ID and a fee for class 3; a parent reaches
// the fee step (a upi:// link and a QR code), is refused a UTR that is not 12 digits or is another application's;
// the office verifies by hand or by importing the bank statement (matches verified, mismatches listed, a file with
// other columns refused whole), and a verified fee moves an offered application to "fee paid".

let server: RunningServer;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
  [editor, admin] = await Promise.all([signInAs(server, "editor"), signInAs(server, "admin")]);
});
afterAll(async () => {
  await server?.stop();
});

const family = {
  fatherName: "Kiran Rao",
  motherName: "",
  guardianName: "",
  phone: "9876543210",
  otherPhone: "",
  email: "kiran.rao@example.org",
  occupation: "",
  address: "12 Temple Street, Mysuru",
};

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

const paymentOf = (number: string) =>
  query((db) =>
    db
      .selectFrom("admission_payments")
      .innerJoin("admission_applications", "admission_applications.id", "admission_payments.application_id")
      .select(["admission_payments.utr", "admission_payments.status", "admission_payments.amount"])
      .select("admission_applications.status as applicationStatus")
      .where("admission_applications.number", "=", number)
      .executeTakeFirst(),
  );

/** A class 3 application saved up to its declarations; the fee step is next. */
async function reachFeeStep(parent: ParentBrowser, childName: string) {
  await parent.post("/admissions/apply", { intent: "start" });
  const number = /Application <strong>(ADM-\d{4}-\d{5})/.exec((await parent.get("/admissions/apply/child")).text)![1];
  const child = { childName, dateOfBirth: "2018-06-15", gender: "female", classSought: "class 3", boarding: "day" };
  await parent.post("/admissions/apply/child", { ...child, previousSchool: "", aadhaar: "", intent: "next" });
  await parent.post("/admissions/apply/family", { ...family, intent: "next" });
  await parent.post("/admissions/apply/transport", { needsTransport: "no", intent: "next" });
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  for (const [kind, bytes, name] of [
    ["birth_certificate", pdf, "birth.pdf"],
    ["photograph", png, "photo.png"],
    ["report_card", pdf, "report.pdf"],
    ["address_proof", pdf, "bill.pdf"],
  ] as const) {
    const form = new FormData();
    form.append("kind", kind);
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    expect((await parent.post("/admissions/apply/documents", form)).status).toBe(302);
  }
  await parent.post("/admissions/apply/documents", { intent: "next" });
  const version = /name="privacyNoticeVersion" value="(\d+)"/.exec(
    (await parent.get("/admissions/apply/declarations")).text,
  )![1];
  const declared = await parent.post("/admissions/apply/declarations", {
    truthful: "on",
    privacy: "on",
    privacyNoticeVersion: version,
    intent: "next",
  });
  expect(declared.location).toBe("/admissions/apply/fee");
  return number;
}

function importStatement(csv: string, as: SignedIn | null, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/admissions/payments/import`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "text/csv", ...(as ? { cookie: as.cookie } : {}), ...headers },
    body: csv,
  });
}

type ImportAnswer = {
  matched: { utr: string; outcome: string; application?: string }[];
  mismatched: { utr: string; outcome: string; application?: string }[];
  skipped: number;
};

describe(`the application fee by UPI (${process.env.TEST_DB_ENGINE})`, () => {
  const first = new ParentBrowser(() => server.url);
  const second = new ParentBrowser(() => server.url);
  let one = "";
  let two = "";

  it("keeps the school's UPI ID and the fee per class in the admissions settings, refusing a UPI ID that is not one", async () => {
    const fields = settingsAsFields(defaultAdmissionsSettings());
    const post = (changes: Record<string, string>, as = admin) =>
      fetch(`${server.url}/welcome/admissions/settings`, {
        method: "POST",
        headers: { origin: server.url, cookie: as.cookie },
        body: new URLSearchParams({ ...fields, ...changes }),
        redirect: "manual",
      });
    const bad = await post({ upiId: "school.okaxis", payeeName: "Sunrise School", "fee_class-3": "1500" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Write the UPI ID like school@okaxis");
    const noId = await post({ "fee_class-3": "1500", payeeName: "Sunrise School" });
    expect(await noId.text()).toContain("A fee is set: write the school&#x27;s UPI ID");
    expect((await post({ upiId: "sunrise@okaxis", "fee_class-3": "1,500" }, editor)).status).toBe(403);
    const stored = () =>
      query((db) =>
        db.selectFrom("site_settings").select("value").where("key", "=", "admissions.settings").executeTakeFirst(),
      );
    expect(await stored()).toBeUndefined();
    const saved = await post({
      upiId: "sunrise.school@okaxis",
      payeeName: "Sunrise Public School",
      "fee_class-3": "1,500",
    });
    expect(saved.status).toBe(302);
    const settings = JSON.parse((await stored())!.value) as { upiId: string; classes: Record<string, { fee: number }> };
    expect(settings.upiId).toBe("sunrise.school@okaxis");
    expect(settings.classes["class 3"].fee).toBe(1500);
    expect(settings.classes["class 2"].fee).toBe(0);
  });

  it("shows the fee step with the upi:// link and a QR code drawn on the server", async () => {
    one = await reachFeeStep(first, "Meera Iyer");
    const page = (await first.get("/admissions/apply/fee")).text.replaceAll("<!-- -->", "");
    expect(page).toContain("Step 6 of 7: Application fee");
    expect(page).toContain(
      `href="upi://pay?pa=sunrise.school%40okaxis&amp;pn=Sunrise%20Public%20School&amp;am=1500.00&amp;cu=INR&amp;tn=${one}"`,
    );
    expect(page).toContain("₹1,500");
    expect(page).toMatch(/<svg[^>]*viewBox/);
    // The review is not open before the fee step is done.
    expect((await first.get("/admissions/apply/review")).location).toBe("/admissions/apply/fee");
  });

  it("refuses a UTR that is not 12 digits with a message on the field, and stores nothing", async () => {
    for (const typed of ["4123 5678 901", "4123-5678-90AB", ""]) {
      const refused = await first.post("/admissions/apply/fee", { utr: typed, intent: "next" });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('id="apply-utr-error"');
    }
    const short = await first.post("/admissions/apply/fee", { utr: "4123 5678 901", intent: "next" });
    expect(short.text).toContain("The UTR is the 12-digit number your UPI app shows after paying");
    expect(short.text).toContain('value="4123 5678 901"');
    expect(await paymentOf(one)).toBeUndefined();
  });

  it("takes a 12-digit UTR typed with spaces, and refuses the same UTR for another application", async () => {
    const saved = await first.post("/admissions/apply/fee", { utr: " 4123 5678 9012 ", intent: "next" });
    expect(saved.location).toBe("/admissions/apply/review");
    expect(await paymentOf(one)).toMatchObject({ utr: "412356789012", status: "claimed", amount: 1500 });

    two = await reachFeeStep(second, "Arjun Nair");
    const taken = await second.post("/admissions/apply/fee", { utr: "412356789012", intent: "next" });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain("This UTR is already given for another application");
    expect(await paymentOf(two)).toBeUndefined();
    // Submitting without the fee is refused too.
    const early = await second.post("/admissions/apply/review", { intent: "next" });
    expect(early.location).toBe("/admissions/apply/fee");
    expect((await second.post("/admissions/apply/fee", { utr: "500011112222", intent: "next" })).status).toBe(302);

    for (const parent of [first, second])
      expect((await parent.post("/admissions/apply/review", { intent: "next" })).location).toBe(
        "/admissions/apply/submitted",
      );
    const status = (await first.get("/admissions/status")).text;
    expect(status).toContain("UTR entered, waiting for the office");
  });

  it("guards the import: 401 without a session, 403 from another site, nothing stored", async () => {
    const csv = "Date,UTR,Amount,Narration\n2026-11-20,412356789012,1500.00,UPI\n";
    expect((await importStatement(csv, null)).status).toBe(401);
    expect((await importStatement(csv, editor, { origin: "https://elsewhere.example" })).status).toBe(403);
    const page = await fetch(`${server.url}/welcome/admissions/payments`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect((await paymentOf(one))?.status).toBe("claimed");
  });

  it("refuses a statement with other columns or an unreadable amount whole, naming them", async () => {
    const other = await importStatement(
      "Date,UTR,Amount,Narration,Category\n2026-11-20,412356789012,1500,x,fees\n",
      editor,
    );
    expect(other.status).toBe(400);
    const body = (await other.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.file).toContain('"Category"');
    const badAmount = await importStatement(
      "Txn Date,Ref No./Cheque No.,Credit,Description\n20/11/2026,412356789012,1500.00,UPI\n21/11/2026,500011112222,fifteen hundred,UPI\n",
      editor,
    );
    expect(badAmount.status).toBe(400);
    expect(((await badAmount.json()) as { fields: Record<string, string> }).fields.file).toContain("row 3");
    // All or nothing: the readable first row verified nothing.
    expect((await paymentOf(one))?.status).toBe("claimed");
  });

  it("verifies matching UTRs and amounts at once, lists the mismatches, and moves an offered application to fee paid", async () => {
    const offered = await fetch(`${server.url}/api/admissions/applications/${one}/status`, {
      method: "POST",
      headers: { origin: server.url, cookie: editor.cookie, "content-type": "application/json" },
      body: JSON.stringify({
        status: "offered",
        note: "",
        offerFee: "25000",
        offerLapses: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    expect(offered.status).toBe(200);
    // A bank's own headings, in its case: the UTR inside a reference, amounts with grouping, a debit row, a footer.
    const statement = [
      "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
      '20/11/2026,20/11/2026,UPI/412356789012/ADM fee,UPI-412356789012,,"1,500.00","2,01,500.00"',
      '21/11/2026,21/11/2026,UPI/500011112222/Arjun,UPI-500011112222,,"1,000.00","2,02,500.00"',
      '21/11/2026,21/11/2026,UPI/777788889999/unknown,UPI-777788889999,,"1,500.00","2,04,000.00"',
      '22/11/2026,22/11/2026,UPI/666655554444/twice,UPI-666655554444,,"1,500.00","2,05,500.00"',
      '22/11/2026,22/11/2026,UPI/666655554444/twice,UPI-666655554444,,"1,500.00","2,07,000.00"',
      '23/11/2026,23/11/2026,Electricity bill,000123,"5,000.00",,"2,02,000.00"',
      "** End of statement **",
    ].join("\n");
    const answer = await importStatement(statement, editor);
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as ImportAnswer;
    expect(result.matched).toEqual([
      expect.objectContaining({ utr: "412356789012", outcome: "verified", application: one }),
    ]);
    expect(result.mismatched.map((row) => [row.utr, row.outcome])).toEqual([
      ["500011112222", "amount_differs"],
      ["777788889999", "not_found"],
      ["666655554444", "used_twice"],
      ["666655554444", "used_twice"],
    ]);
    expect(result.skipped).toBe(2);
    expect(await paymentOf(one)).toMatchObject({ status: "verified", applicationStatus: "fee_paid" });
    expect(await paymentOf(two)).toMatchObject({ status: "mismatch", applicationStatus: "submitted" });
    // The API's read of an application carries its fee, as the office's page shows it.
    const read = await fetch(`${server.url}/api/admissions/applications/${one}`, {
      headers: { cookie: editor.cookie },
    });
    expect(((await read.json()) as { payment: unknown }).payment).toMatchObject({
      state: "verified",
      utr: "412356789012",
      verifiedVia: "statement",
    });
    const history = await query((db) =>
      db
        .selectFrom("admission_status_changes")
        .innerJoin("admission_applications", "admission_applications.id", "admission_status_changes.application_id")
        .select(["to_status", "changed_by", "note"])
        .where("admission_applications.number", "=", one)
        .where("to_status", "=", "fee_paid")
        .execute(),
    );
    expect(history).toEqual([
      { to_status: "fee_paid", changed_by: editor.userid, note: expect.stringContaining("UTR 4123 5678 9012") },
    ]);
    expect((await first.get("/admissions/status")).text).toContain(
      "The school office has received the application fee",
    );
    expect((await second.get("/admissions/status")).text).toContain("could not match your payment");
    // Imported again: already verified, nothing moves twice.
    const again = (await (await importStatement(statement, editor)).json()) as ImportAnswer;
    expect(again.matched[0].outcome).toBe("already_verified");
  });

  it("lets the office mark a payment verified on the application page, and shows the import's result table", async () => {
    const page = await fetch(`${server.url}/welcome/admissions/${two}`, { headers: { cookie: editor.cookie } });
    const html = await page.text();
    expect(html).toContain("5000 1111 2222");
    expect(html).toContain("Mark verified");
    const stale = await fetch(`${server.url}/api/admissions/applications/${two}/payment/verify`, {
      method: "POST",
      headers: { origin: server.url, cookie: editor.cookie, "content-type": "application/json" },
      body: JSON.stringify({ utr: "999999999999" }),
    });
    expect(stale.status).toBe(409);
    const marked = await fetch(`${server.url}/welcome/admissions/${two}`, {
      method: "POST",
      headers: { origin: server.url, cookie: editor.cookie },
      body: new URLSearchParams({ _form: "payment", intent: "verify-payment", utr: "500011112222" }),
      redirect: "manual",
    });
    expect(marked.status).toBe(302);
    expect(await paymentOf(two)).toMatchObject({ status: "verified", applicationStatus: "submitted" });

    const form = new FormData();
    form.append("_form", "statement");
    form.append("file", new Blob(["UTR,Amount\n412356789012,1500\n123412341234,200\n"], { type: "text/csv" }), "s.csv");
    const imported = await fetch(`${server.url}/welcome/admissions/payments`, {
      method: "POST",
      headers: { origin: server.url, cookie: editor.cookie },
      body: form,
    });
    expect(imported.status).toBe(200);
    const shown = (await imported.text()).replaceAll("<!-- -->", "");
    expect(shown).toContain("No application has this UTR");
    expect(shown).toContain("Already verified");
  });
});

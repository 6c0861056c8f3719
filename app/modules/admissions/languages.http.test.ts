import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";
import { ParentBrowser } from "./parent-browser.http-steps";

// Issue 29, item 8: a parent applies on /te/… or /hi/… and reads every step, label and refusal in her language;
// names typed in Devanagari reach the office as typed; the acknowledgement and the office's default step messages
// go to her in the language she applied in, through a real SMTP server; an office-edited wording goes as written.

let server: RunningServer;
let smtp: TestSmtpServer;
let editor: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false", SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.5" } });
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

const mailTo = (address: string, subject: RegExp) =>
  eventually(
    () => smtp.received.find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject ?? "")),
    `a mail to ${address} with ${subject}`,
  );

describe(`admissions in Hindi and Telugu (${process.env.TEST_DB_ENGINE})`, () => {
  it("shows a /te step in Telugu, keeps its links in Telugu, and refuses an empty name in Telugu", async () => {
    const parent = new ParentBrowser(() => server.url);
    const started = await parent.post("/te/admissions/apply", { intent: "start" });
    expect(started.location).toBe("/te/admissions/apply/child");
    const page = (await parent.get("/te/admissions/apply/child")).text;
    expect(page).toContain('<html lang="te"');
    expect(page).toContain("పిల్లల పూర్తి పేరు");
    expect(page).toContain("ఏ తరగతిలో ప్రవేశం కావాలి");
    expect(page).toContain("3వ తరగతి"); // the class's name in Telugu; its value stays the office's
    expect(page).toContain('value="class 3"');
    expect(page).toContain("సేవ్ చేసి ముందుకు వెళ్ళండి");
    expect(page).toContain("మార్చి"); // the cut-off date's month
    expect(page).toContain('href="/te/admissions/apply"'); // Back, in Telugu
    expect(page).not.toContain("Child&#x27;s full name");

    const refused = await parent.post("/te/admissions/apply/child", {
      childName: "",
      dateOfBirth: "2018-06-15",
      gender: "female",
      classSought: "class 3",
      boarding: "day",
      intent: "next",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("పిల్లల పేరు రాయండి");
    expect(refused.text).not.toContain("The child&#x27;s name is required");

    const tooYoung = await parent.post("/te/admissions/apply/child", {
      childName: "అనన్య రావు",
      dateOfBirth: "2022-06-15",
      gender: "female",
      classSought: "class 3",
      boarding: "day",
      intent: "next",
    });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.text).toContain("3వ తరగతికి");
    expect(tooYoung.text).toContain("పిల్లల వయస్సు కనీసం 8 సంవత్సరాలు ఉండాలి");
    expect(tooYoung.text).toContain('value="అనన్య రావు"'); // what she typed comes back as typed

    const saved = await parent.post("/te/admissions/apply/child", {
      childName: "అనన్య రావు",
      dateOfBirth: "2018-06-15",
      gender: "female",
      classSought: "class 3",
      boarding: "day",
      intent: "next",
    });
    expect(saved.location).toBe("/te/admissions/apply/family");
  });

  it("acknowledges an application from /hi in Hindi, shows the office the Devanagari name, writes in Hindi", async () => {
    const parent = new ParentBrowser(() => server.url);
    const email = "lakshmi.hi@example.org";
    expect((await parent.post("/hi/admissions/apply", { intent: "start" })).location).toBe(
      "/hi/admissions/apply/child",
    );
    const number = /आवेदन <strong>(ADM-\d{4}-\d{5})/.exec((await parent.get("/hi/admissions/apply/child")).text)?.[1];
    expect(number).toBeDefined();
    const child = {
      childName: "अनन्या राव",
      dateOfBirth: "2018-06-15",
      gender: "female",
      classSought: "class 3",
      boarding: "day",
      intent: "next",
    };
    expect((await parent.post("/hi/admissions/apply/child", child)).location).toBe("/hi/admissions/apply/family");
    const family = {
      motherName: "लक्ष्मी राव",
      phone: "9876543210",
      email,
      address: "12 मंदिर मार्ग, हैदराबाद",
      intent: "next",
    };
    expect((await parent.post("/hi/admissions/apply/family", family)).location).toBe("/hi/admissions/apply/transport");
    expect(
      (await parent.post("/hi/admissions/apply/transport", { needsTransport: "no", intent: "next" })).location,
    ).toBe("/hi/admissions/apply/documents");
    const linked = await parent.post("/hi/admissions/apply/documents", { intent: "email-link", email });
    expect(linked.text).toContain(`लौटने का लिंक ${email} पर भेज दिया गया है`);
    const link = await mailTo(email, /आगे भरें$/);
    expect(link.subject).toBe(`अपना प्रवेश आवेदन ${number} आगे भरें`);
    expect(link.text).toMatch(/\/hi\/admissions\/resume\/[A-Za-z0-9_-]+/);

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    for (const [kind, bytes] of [
      ["birth_certificate", pdf],
      ["photograph", png],
      ["report_card", pdf],
      ["address_proof", pdf],
    ] as const) {
      const form = new FormData();
      form.append("_form", `document-${kind}`);
      form.append("kind", kind);
      form.append("file", new Blob([new Uint8Array(bytes)]), `${kind}.${kind === "photograph" ? "png" : "pdf"}`);
      const sent = await parent.post("/hi/admissions/apply/documents", form);
      expect(sent.location, kind).toBe(`/hi/admissions/apply/documents#document-${kind}`);
    }
    expect((await parent.post("/hi/admissions/apply/documents", { intent: "next" })).location).toBe(
      "/hi/admissions/apply/declarations",
    );
    const declarations = (await parent.get("/hi/admissions/apply/declarations")).text;
    expect(declarations).toContain("प्रवेश के लिए गोपनीयता सूचना");
    const version = /name="privacyNoticeVersion" value="(\d+)"/.exec(declarations)?.[1] ?? "";
    const unticked = await parent.post("/hi/admissions/apply/declarations", { privacyNoticeVersion: version });
    expect(unticked.text).toContain("पुष्टि करें कि जानकारी सही है");
    expect(
      (
        await parent.post("/hi/admissions/apply/declarations", {
          truthful: "on",
          privacy: "on",
          privacyNoticeVersion: version,
          intent: "next",
        })
      ).location,
    ).toBe("/hi/admissions/apply/review");
    const review = (await parent.get("/hi/admissions/apply/review")).text;
    expect(review).toContain("अनन्या राव");
    expect(review).toContain("कक्षा 3");
    expect((await parent.post("/hi/admissions/apply/review", { intent: "next" })).location).toBe(
      "/hi/admissions/apply/submitted",
    );
    expect((await parent.get("/hi/admissions/apply/submitted")).text).toContain("आवेदन जमा हो गया");

    const row = await query((db) =>
      db
        .selectFrom("admission_applications")
        .select(["language", "child_name", "mother_name"])
        .where("number", "=", number!)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ language: "hi", child_name: "अनन्या राव", mother_name: "लक्ष्मी राव" });

    const ack = await mailTo(email, /हमें मिल गया है$/);
    expect(ack.subject).toBe(`आपका प्रवेश आवेदन ${number} हमें मिल गया है`);
    expect(ack.html).toContain('<html lang="hi-IN">');
    expect(ack.text).toContain(`/hi/admissions/status?number=${number}`);
    expect(ack.text).not.toContain("We received");

    // The office sees the names as typed, in the list and on the application's page.
    const office = await fetch(`${server.url}/welcome/admissions/${number}`, { headers: { cookie: editor.cookie } });
    const officePage = await office.text();
    expect(officePage).toContain("अनन्या राव");
    expect(officePage).toContain("लक्ष्मी राव");
    expect(officePage).toMatch(/Applied in<\/dt><dd[^>]*>हिन्दी/);

    // A default step message goes in Hindi; a wording the office edited goes as the office wrote it.
    const moved = await fetch(`${server.url}/api/admissions/applications/${number}/status`, {
      method: "POST",
      headers: { cookie: editor.cookie, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ status: "documents_verified", note: "" }),
    });
    expect(moved.status).toBe(200);
    const verified = await mailTo(email, /दस्तावेज़ जाँच लिए गए/);
    expect(verified.subject).toBe(`आवेदन ${number}: दस्तावेज़ जाँच लिए गए`);
    expect(verified.text).toContain("प्रिय लक्ष्मी राव");
    expect(verified.text).toContain("कक्षा 3");

    const edited = await fetch(`${server.url}/welcome/admissions/messages`, {
      method: "POST",
      headers: {
        cookie: editor.cookie,
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        _form: "message-waitlisted",
        step: "waitlisted",
        subject: "Waiting list: {number}",
        body: "Dear {parent},\n\n{child} is on our waiting list for {class}.",
      }),
      redirect: "manual",
    });
    expect(edited.status).toBe(302);
    const waitlisted = await fetch(`${server.url}/api/admissions/applications/${number}/status`, {
      method: "POST",
      headers: { cookie: editor.cookie, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ status: "waitlisted", note: "" }),
    });
    expect(waitlisted.status).toBe(200);
    const asWritten = await mailTo(email, /^Waiting list/);
    expect(asWritten.text).toContain("Dear लक्ष्मी राव,");
    expect(asWritten.text).toContain("अनन्या राव is on our waiting list for class 3.");
  });
});

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { ParentBrowser } from "./parent-browser.http-steps";

// Issue 28: a parent applies through every step (each a plain form post), comes back by number and date of birth
// and by the e-mailed link, is told on the field when the child's age does not fit, cannot upload a file that is
// not what it says; the office alone opens the documents, moves the application and admits the child, which
// makes the student record. The seeded settings: admissions for the next year, class 3 at 8 to 10 years.

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

const child = {
  childName: "Ananya Rao",
  dateOfBirth: "2018-06-15",
  gender: "female",
  classSought: "class 3",
  boarding: "day",
  previousSchool: "Little Buds School",
  aadhaar: "",
};
const family = {
  fatherName: "Kiran Rao",
  motherName: "Lakshmi Rao",
  guardianName: "",
  phone: "9876543210",
  otherPhone: "",
  email: "lakshmi.rao@example.org",
  occupation: "Teacher",
  address: "12 Temple Street, Mysuru",
};
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function phonePhoto() {
  return sharp({ create: { width: 40, height: 50, channels: 3, background: "#48a" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 18/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "76/1 39/1 0/1" },
    })
    .toBuffer();
}

function upload(parent: ParentBrowser, kind: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("_form", `document-${kind}`);
  form.append("kind", kind);
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return parent.post("/admissions/apply/documents", form);
}

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

const applicationOf = (number: string) =>
  query((db) =>
    db.selectFrom("admission_applications").selectAll().where("number", "=", number).executeTakeFirstOrThrow(),
  );

/** Starts an application and saves its first three steps; returns its number. */
async function startAndFill(parent: ParentBrowser, childFields = child) {
  const started = await parent.post("/admissions/apply", { intent: "start" });
  expect(started.status).toBe(302);
  expect(started.location).toBe("/admissions/apply/child");
  const number = /Application <strong>(ADM-\d{4}-\d{5})/.exec((await parent.get("/admissions/apply/child")).text)?.[1];
  expect(number).toBeDefined();
  expect((await parent.post("/admissions/apply/child", { ...childFields, intent: "next" })).location).toBe(
    "/admissions/apply/family",
  );
  expect((await parent.post("/admissions/apply/family", { ...family, intent: "next" })).location).toBe(
    "/admissions/apply/transport",
  );
  const transport = { needsTransport: "yes", transportRoute: "Kuvempunagar", pickupPoint: "Bus stand", intent: "next" };
  expect((await parent.post("/admissions/apply/transport", transport)).location).toBe("/admissions/apply/documents");
  return number!;
}

async function uploadAllAndSubmit(parent: ParentBrowser) {
  for (const [kind, bytes, name] of [
    ["birth_certificate", pdf, "birth.pdf"],
    ["photograph", await phonePhoto(), "IMG_1001.jpg"],
    ["report_card", pdf, "report.pdf"],
    [
      "address_proof",
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
      "bill.png",
    ],
  ] as const) {
    const sent = await upload(parent, kind, bytes, name);
    expect(sent.status, `${kind}: ${sent.text.slice(0, 300)}`).toBe(302);
  }
  expect((await parent.post("/admissions/apply/documents", { intent: "next" })).location).toBe(
    "/admissions/apply/declarations",
  );
  // The version of the site's privacy notice the declarations page shows is the one agreed to.
  const notice = /name="privacyNoticeVersion" value="(\d+)"/.exec(
    (await parent.get("/admissions/apply/declarations")).text,
  );
  const declared = await parent.post("/admissions/apply/declarations", {
    truthful: "on",
    privacy: "on",
    privacyNoticeVersion: notice?.[1] ?? "",
    intent: "next",
  });
  expect(declared.location).toBe("/admissions/apply/review");
  const submitted = await parent.post("/admissions/apply/review", { intent: "next" });
  expect(submitted.location).toBe("/admissions/apply/submitted");
}

function api(path: string, as: SignedIn | null, body?: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe(`admissions (${process.env.TEST_DB_ENGINE})`, () => {
  let number = "";
  const parent = new ParentBrowser(() => server.url);

  it("refuses a child too young for the class with a message on the date of birth, and stores nothing of it", async () => {
    await parent.post("/admissions/apply", { intent: "start" });
    const refused = await parent.post("/admissions/apply/child", {
      ...child,
      dateOfBirth: "2020-06-01",
      intent: "next",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("For class 3 a child must be at least 8 years old on 2027-03-31");
    expect(refused.text).toContain('id="apply-dateOfBirth-error"');
    // What was typed comes back.
    expect(refused.text).toContain('value="Little Buds School"');
    const impossible = await parent.post("/admissions/apply/child", {
      ...child,
      dateOfBirth: "2018-02-30",
      intent: "next",
    });
    expect(impossible.status).toBe(400);
    expect(impossible.text).toContain("Write a real date of birth");
    const closedClass = await parent.post("/admissions/apply/child", {
      ...child,
      classSought: "class 12",
      intent: "next",
    });
    expect(closedClass.text).toContain("Applications are not open for this class");
    const stored = await query((db) =>
      db
        .selectFrom("admission_applications")
        .select(["child_name", "saved_step"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ child_name: "", saved_step: "child" });
  });

  it("applies through every step; wrong bytes are refused; pictures lose their GPS position", async () => {
    number = await startAndFill(parent);
    const fake = await upload(parent, "birth_certificate", Buffer.from("MZ this is a program"), "birth.pdf");
    expect(fake.status).toBe(400);
    expect(fake.text).toContain("This file is not a PDF, JPEG or PNG");
    const pdfAsPhoto = await upload(parent, "photograph", pdf, "photo.jpg");
    expect(pdfAsPhoto.text).toContain("The photograph must be a JPEG or PNG picture");
    const application = await applicationOf(number);
    expect(
      await query((db) =>
        db.selectFrom("admission_documents").selectAll().where("application_id", "=", application.id).execute(),
      ),
    ).toEqual([]);
    // Going on without the documents is refused on each missing one.
    const early = await parent.post("/admissions/apply/documents", { intent: "next" });
    expect(early.status).toBe(400);
    expect(early.text).toContain("Upload the birth certificate");
    await uploadAllAndSubmit(parent);
    const submitted = await applicationOf(number);
    expect(submitted).toMatchObject({
      status: "submitted",
      child_name: "Ananya Rao",
      needs_transport: 1,
      privacy_notice_version: expect.stringMatching(/^[1-9]\d*$/),
      duplicate_of: null,
    });
    const page = await parent.get("/admissions/apply/submitted");
    expect(page.text).toContain(number);
    // Submitted: the steps no longer change it.
    expect((await parent.post("/admissions/apply/child", { ...child, intent: "next" })).status).toBe(302);
    expect((await applicationOf(number)).child_name).toBe("Ananya Rao");
  });

  it("keeps documents private: not under /media, not to strangers, only to signed-in staff, without metadata", async () => {
    const application = await applicationOf(number);
    const documents = await query((db) =>
      db.selectFrom("admission_documents").selectAll().where("application_id", "=", application.id).execute(),
    );
    expect(documents.map((document) => document.kind).sort()).toEqual([
      "address_proof",
      "birth_certificate",
      "photograph",
      "report_card",
    ]);
    const photo = documents.find((document) => document.kind === "photograph")!;
    expect(photo.storage_key.startsWith("private/")).toBe(true);
    expect((await fetch(`${server.url}/media/${photo.storage_key}`)).status).toBe(404);
    const address = `${server.url}/welcome/admissions/${number}/documents/${photo.id}`;
    const stranger = await fetch(address, { redirect: "manual" });
    expect(stranger.status).not.toBe(200);
    expect(Buffer.from(await stranger.arrayBuffer()).includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    const staff = await fetch(address, { headers: { cookie: editor.cookie } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await staff.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // The API lists the documents but never their storage keys.
    const detail = await (await api(`/admissions/applications/${number}`, editor)).text();
    expect(detail).toContain("photograph");
    expect(detail).not.toContain("private/");
  });

  it("resumes by the application number and the date of birth, and by the e-mailed link once", async () => {
    const later = new ParentBrowser(() => server.url);
    const draft = await startAndFill(later, {
      ...child,
      childName: "Ravi Rao",
      dateOfBirth: "2017-09-01",
      classSought: "class 4",
    });
    const elsewhere = new ParentBrowser(() => server.url);
    const wrong = await elsewhere.post("/admissions/apply", {
      intent: "resume",
      number: draft,
      dateOfBirth: "2017-09-02",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain("No application matches that number and date of birth.");
    const right = await elsewhere.post("/admissions/apply", {
      intent: "resume",
      number: draft.toLowerCase(),
      dateOfBirth: "2017-09-01",
    });
    expect(right.location).toBe("/admissions/apply/documents");
    // The first browser's key was replaced.
    expect((await later.get("/admissions/apply/family")).location).toBe("/admissions/apply");

    const asked = await elsewhere.post("/admissions/apply/documents", {
      intent: "email-link",
      email: "lakshmi.rao@example.org",
    });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("A link to come back was sent to lakshmi.rao@example.org");
    const mail = await query((db) =>
      db
        .selectFrom("outbox_messages")
        .select(["text_body", "to_address"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow(),
    );
    expect(mail.to_address).toBe("lakshmi.rao@example.org");
    const link = /\/admissions\/resume\/([A-Za-z0-9_-]+)/.exec(mail.text_body)!;
    const stored = await query((db) => db.selectFrom("admission_resume_tokens").select("token_hash").execute());
    expect(JSON.stringify(stored)).not.toContain(link[1]);
    // Opening the link changes nothing; its button does, once.
    const fromMail = new ParentBrowser(() => server.url);
    expect((await fromMail.get(link[0])).status).toBe(200);
    const used = await fromMail.post(link[0], {});
    expect(used.location).toBe("/admissions/apply/documents");
    expect((await fromMail.get("/admissions/apply/family")).status).toBe(200);
    const again = await new ParentBrowser(() => server.url).post(link[0], {});
    expect(again.status).toBe(410);
    expect(again.text).toContain("already been used or has expired");
  });

  it("shows parents the status by number and date of birth", async () => {
    const visitor = new ParentBrowser(() => server.url);
    const shown = await visitor.post("/admissions/status", { number, dateOfBirth: "2018-06-15" });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Submitted");
    expect(shown.text).toContain("The application has reached the school office.");
    const wrong = await visitor.post("/admissions/status", { number, dateOfBirth: "2018-06-16" });
    expect(wrong.status).toBe(404);
    expect(wrong.text).not.toContain("Ananya");
  });

  it("flags a likely duplicate to the office without refusing it", async () => {
    const again = new ParentBrowser(() => server.url);
    const second = await startAndFill(again, { ...child, childName: "ananya  rao" });
    await uploadAllAndSubmit(again);
    expect((await applicationOf(second)).duplicate_of).toBe(number);
    const list = await (await fetch(`${server.url}/welcome/admissions`, { headers: { cookie: editor.cookie } })).text();
    expect(list.replaceAll("<!-- -->", "")).toContain(`Possible duplicate of ${number}`);
  });

  it("moves the application through the pipeline by the API, refuses moves it does not allow, and admits it", async () => {
    expect((await api("/admissions/applications", null)).status).toBe(401);
    const listed = (await (await api("/admissions/applications?status=submitted", editor)).json()) as {
      number: string;
    }[];
    expect(listed.map((row) => row.number)).toContain(number);
    const offered = await api(`/admissions/applications/${number}/status`, editor, {
      status: "offered",
      note: "Interaction went well",
      offerFee: "25000",
      offerLapses: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(offered.status).toBe(200);
    const back = await api(`/admissions/applications/${number}/status`, editor, { status: "submitted", note: "" });
    expect(back.status).toBe(409);
    expect(((await back.json()) as { fields: Record<string, string> }).fields.status).toContain("cannot be moved");
    const unknown = await api(`/admissions/applications/${number}/status`, editor, { status: "offered", extra: 1 });
    expect(unknown.status).toBe(400);

    const admission = { admissionNumber: "S2027-042", section: "B", aadhaar: "2341 2341 2346" };
    expect((await api(`/admissions/applications/${number}/admit`, editor, admission)).status).toBe(403);
    const badAadhaar = await api(`/admissions/applications/${number}/admit`, admin, { ...admission, aadhaar: "12" });
    expect(badAadhaar.status).toBe(400);
    const admitted = await api(`/admissions/applications/${number}/admit`, admin, admission);
    expect(admitted.status).toBe(201);
    expect(await admitted.json()).toEqual({ number, status: "admitted", student: "S2027-042" });
    const [student] = (await (await api("/students/S2027-042", editor)).json()) as Record<string, unknown>[];
    expect(student).toMatchObject({
      stdname: "Ananya Rao",
      studentclass: "class 3",
      section: "B",
      contactnum: "+919876543210",
      emailid: "lakshmi.rao@example.org",
      gender: "female",
      admissionyear: "2027",
      photo: "/welcome/students/S2027-042/photo",
    });
    // The child's photograph came along, re-encoded, at an address for signed-in staff only.
    const photoUrl = `${server.url}/welcome/students/S2027-042/photo`;
    expect((await fetch(photoUrl, { redirect: "manual" })).status).not.toBe(200);
    const picture = await fetch(photoUrl, { headers: { cookie: admin.cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    const metadata = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    const recordPage = await (
      await fetch(`${server.url}/welcome/students/S2027-042`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(recordPage).toContain('alt="Photo of Ananya Rao"');
    expect(recordPage).toContain('src="/welcome/students/S2027-042/photo"');
    expect((await applicationOf(number)).student_key).toBe("S2027-042");
    const history = await query((db) =>
      db
        .selectFrom("audit_log")
        .select(["action", "entity"])
        .where("entity", "in", ["admission_application", "students"])
        .execute(),
    );
    expect(history.filter((row) => row.entity === "admission_application")).toHaveLength(2);
    expect(history.filter((row) => row.entity === "students")).toHaveLength(1);
    // Admitted once: a second admission is refused and no second student appears.
    expect(
      (await api(`/admissions/applications/${number}/admit`, admin, { ...admission, admissionNumber: "S2027-043" }))
        .status,
    ).toBe(409);
  });
});

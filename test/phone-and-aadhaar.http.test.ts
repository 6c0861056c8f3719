import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { openServerDatabase, signInAs, type SignedIn } from "./harness/admin";
import { callApi } from "./harness/api-client";
import { startServer, type RunningServer } from "./harness/server";

// Issue 27, item 3 and item 8's CSV part (decision 117): phone numbers as people write them, stored in E.164 and
// shown as India writes them; Aadhaar with spaces, checked by its Verhoeff digit; CSV files a spreadsheet can open
// and save without losing digits. Every public form, dashboard form and API that takes them, on both engines.

let server: RunningServer;
let database: Kysely<Database>;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false", PUBLIC_POST_LIMIT_PER_MINUTE: "100" } });
  database = openServerDatabase(server);
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await database?.destroy();
  await server?.stop();
});

const api = (path: string, call: Parameters<typeof callApi>[2] = {}) =>
  callApi(server.url, path, { as: admin, ...call });
let nextIp = 1;
const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.27.3.${nextIp++}`,
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const TOO_SHORT = "is too short: an Indian number has 10 digits after the 0 or +91.";
const LANDLINE = "040 2345 6789";
const MOBILE = "+91 98480 12345";

const student = (overrides: Record<string, string> = {}) => ({
  stdadmid: "PH-1",
  stdaadhar: "2234 1232 1234",
  stdname: "Meena Das",
  studentclass: "4",
  section: "B",
  contactnum: LANDLINE,
  emailid: "meena@example.org",
  address: "3 Lake Road",
  gender: "female",
  admissionyear: "2025",
  ...overrides,
});

describe("public forms take a phone number as a parent writes it", () => {
  it("the enquiry form stores a landline with its STD code in E.164, and says what is wrong with a short one", async () => {
    const fields = { studentName: "Ravi", parentName: "Lata Rao", phone: LANDLINE, email: "lata@example.org" };
    expect((await postForm("/Onlineenquiryform", fields)).status).toBe(302);
    const row = await database.selectFrom("enquiries").select("phone").where("parentName", "=", "Lata Rao").execute();
    expect(row).toEqual([{ phone: "+914023456789" }]);

    const refused = await postForm("/Onlineenquiryform", {
      ...fields,
      parentName: "Short Number",
      phone: "040 2345 67",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`Phone number ${TOO_SHORT}`);
    // The typed value is kept whole, and the field does not cut a written number.
    expect(html).toContain('value="040 2345 67"');
    expect(html).toMatch(/name="phone"[^>]*maxLength="30"|maxLength="30"[^>]*name="phone"/i);
    expect(html).not.toMatch(/maxLength="10"/i);
  });

  it("the call-back form and the donation form store a mobile written with +91, 0 or dashes", async () => {
    const callback = await postForm("/forms/callback", {
      name: "Call Me",
      emailid: "call@example.org",
      mobilnum: MOBILE,
    });
    expect(callback.status).toBeLessThan(400);
    expect(
      await database.selectFrom("contact_requests").select("mobilnum").where("name", "=", "Call Me").execute(),
    ).toEqual([{ mobilnum: "+919848012345" }]);

    const pledge = await postForm("/Donate", {
      "quantities.1": "1",
      donorName: "Giver Dash",
      phone: "098480-12345",
      email: "giver@example.org",
    });
    expect(pledge.status).toBeLessThan(400);
    expect(
      await database.selectFrom("donation_pledges").select("phone").where("donorName", "=", "Giver Dash").execute(),
    ).toEqual([{ phone: "+919848012345" }]);
  });
});

describe("the JSON API reads the same ways of writing", () => {
  it("enquiries, call-backs and pledges", async () => {
    const enquiry = await callApi(server.url, "/enquiries", {
      method: "POST",
      body: { studentName: "Api Child", parentName: "Api Parent", phone: "0091 98480 12345", email: "p@example.org" },
    });
    expect(enquiry.status).toBe(201);
    const callback = await callApi(server.url, "/contact_us", {
      method: "POST",
      body: { name: "Api Caller", emailid: "c@example.org", mobilnum: "98480 12345" },
    });
    expect(callback.status).toBe(201);
    const short = await callApi(server.url, "/contact_us", {
      method: "POST",
      body: { name: "Api Caller", emailid: "c@example.org", mobilnum: "98480" },
    });
    expect(short.status).toBe(400);
    expect(short.json.fields.mobilnum).toContain(`This phone number ${TOO_SHORT}`);
    expect(
      await database.selectFrom("enquiries").select("phone").where("parentName", "=", "Api Parent").execute(),
    ).toEqual([{ phone: "+919848012345" }]);
  });

  it("students, faculty and alumni: phones in E.164, Aadhaar with spaces checked and kept as twelve digits", async () => {
    expect((await api("/students", { method: "POST", body: student() })).status).toBe(201);
    const stored = await database
      .selectFrom("students")
      .select(["contactnum", "stdaadhar"])
      .where("stdadmid", "=", "PH-1")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ contactnum: "+914023456789", stdaadhar: "223412321234" });
    // The record itself carries the whole number; the list shows only its last four digits.
    expect((await api("/students/PH-1")).json[0]).toMatchObject({ stdaadhar: "223412321234" });
    const listed = (await api("/students")).json as Record<string, string>[];
    expect(listed.find((row) => row.stdadmid === "PH-1")).toMatchObject({
      contactnum: "+914023456789",
      stdaadhar: "XXXX XXXX 1234",
    });

    const mistyped = await api("/students", {
      method: "POST",
      body: student({ stdadmid: "PH-2", stdaadhar: "2234 1232 1243" }),
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.json.fields.stdaadhar).toBe(
      "Aadhaar number does not add up (its last digit is a check digit): one digit is probably mistyped, check it against the card",
    );

    const faculty = await api("/faculty", {
      method: "POST",
      body: {
        facultyadmid: "PH-F1",
        facultyaadhar: "5678-5671-5678",
        facultyname: "Rao Sir",
        subject: "Science",
        qualification: "M.Sc.",
        experience: "5 years",
        contactnum: "(022) 2345-6789",
        emailid: "rao@example.org",
        address: "Staff Quarters",
        gender: "male",
      },
    });
    expect(faculty.status).toBe(201);
    expect(
      await database
        .selectFrom("faculty")
        .select(["contactnum", "facultyaadhar"])
        .where("facultyadmid", "=", "PH-F1")
        .execute(),
    ).toEqual([{ contactnum: "+912223456789", facultyaadhar: "567856715678" }]);

    const alumnus = await api("/alumni", {
      method: "POST",
      body: {
        registerid: "PH-A1",
        name: "Old Student",
        gender: "male",
        studentorteacher: "student",
        admissionyear: "2001",
        passoutyear: "2011",
        branch: "SSC",
        contactnum: "+1 212 555 0100",
        typeofemployee: "Private",
        designation: "Engineer",
        companyname: "Acme",
        companylocation: "New York",
      },
    });
    expect(alumnus.status).toBe(201);
    expect(
      await database.selectFrom("alumni").select("contactnum").where("registerid", "=", "PH-A1").execute(),
    ).toEqual([{ contactnum: "+12125550100" }]);
  });

  it("the dashboard's student form posts through the same check and keeps what was typed when refused", async () => {
    const refused = await postForm(
      "/welcome/students/new",
      { intent: "create", ...student({ stdadmid: "PH-D1", contactnum: "040 2345" }) },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`Contact number ${TOO_SHORT}`);
    expect(html).toContain('value="040 2345"');
    const saved = await postForm(
      "/welcome/students/new",
      { intent: "create", ...student({ stdadmid: "PH-D1", contactnum: MOBILE }) },
      admin.cookie,
    );
    expect(saved.status).toBeLessThan(400);
    expect(
      await database.selectFrom("students").select("contactnum").where("stdadmid", "=", "PH-D1").execute(),
    ).toEqual([{ contactnum: "+919848012345" }]);
    // The record's own page shows the number as India writes it, and the Aadhaar number whole, in groups of four.
    const page = await (
      await fetch(`${server.url}/welcome/students/PH-D1`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(page).toContain('value="+91 98480 12345"');
    expect(page).toContain('value="2234 1232 1234"');
  });

  it("site settings store the school's landline in E.164; pages show it as written and link it to dial", async () => {
    const current = (await api("/settings")).json;
    const saved = await api("/settings", { method: "PUT", body: { ...current, phone: LANDLINE, phone2: MOBILE } });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({ phone: "+914023456789", phone2: "+919848012345" });
    const contact = await (await fetch(`${server.url}/ContactUs`)).text();
    expect(contact).toContain('<a class="phone-number" href="tel:+914023456789">040 2345 6789</a>');
    expect(contact).toContain('<a class="phone-number" href="tel:+919848012345">+91 98480 12345</a>');
    expect(contact).not.toMatch(/tel:4023456789|tel:040/);
  });
});

describe("CSV through a spreadsheet", () => {
  const importCsv = (csv: string, query = "") =>
    fetch(`${server.url}/api/students.csv${query}`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "text/csv" },
      body: csv,
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));

  it("exports a UTF-8 file with a byte-order mark, long numbers grouped, and imports it back unchanged", async () => {
    expect(
      (await api("/students", { method: "POST", body: student({ stdadmid: "RT-1", stdname: "Śrī Lakshmī" }) })).status,
    ).toBe(201);
    const response = await fetch(`${server.url}/api/students.csv?aadhaar=full&q=RT-1`, {
      headers: { cookie: admin.cookie, origin: server.url },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const file = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [, row] = file.slice(1).trim().split("\n");
    expect(row).toBe("RT-1,2234 1232 1234,Śrī Lakshmī,4,B,040 2345 6789,meena@example.org,3 Lake Road,female,2025");

    // The file as exported, byte-order mark included, goes back in and changes nothing.
    const back = await importCsv(file, "?updateExisting=true");
    expect(back).toEqual({ status: 201, json: { imported: 1, created: 0, updated: 1 } });
    expect(
      await database
        .selectFrom("students")
        .select(["stdname", "stdaadhar", "contactnum"])
        .where("stdadmid", "=", "RT-1")
        .execute(),
    ).toEqual([{ stdname: "Śrī Lakshmī", stdaadhar: "223412321234", contactnum: "+914023456789" }]);
  });

  it("names each number a spreadsheet rounded into scientific notation, on its row and column, and imports nothing", async () => {
    const header = "Admission ID,Aadhaar number,Name,Class,Section,Contact number,Email,Address,Gender,Admission year";
    const mangled = [
      header,
      // What a spreadsheet saves after reading the digits as numbers: 223412321234 and 919848012345.
      "RT-2,2.23412E+11,Mangled One,4,B,9.19848E+11,m@example.org,Road,male,2025",
      // Digits that lost only their grouping (and the 0 of a landline) still read right.
      "RT-3,223412321234,Plain Digits,4,B,4023456789,p@example.org,Road,male,2025",
    ].join("\n");
    const refused = await importCsv(mangled);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      {
        row: 2,
        column: "Aadhaar number",
        message:
          '"2.23412E+11" is how a spreadsheet shows a long number it has rounded: its last digits are lost. Type the number again, for example 2345 6789 0124, and format that spreadsheet column as Text first.',
      },
      {
        row: 2,
        column: "Contact number",
        message:
          '"9.19848E+11" is how a spreadsheet shows a long number it has rounded: its last digits are lost. Type the number again, for example 98480 12345, and format that spreadsheet column as Text first.',
      },
    ]);
    expect(
      await database.selectFrom("students").select("stdadmid").where("stdadmid", "in", ["RT-2", "RT-3"]).execute(),
    ).toEqual([]);

    const fixed = await importCsv(
      mangled.replace("2.23412E+11", "2234 1232 1234").replace("9.19848E+11", "+91 98480 12345"),
    );
    expect(fixed).toEqual({ status: 201, json: { imported: 2 } });
    expect(
      await database
        .selectFrom("students")
        .select(["stdadmid", "contactnum"])
        .where("stdadmid", "in", ["RT-2", "RT-3"])
        .orderBy("stdadmid")
        .execute(),
    ).toEqual([
      { stdadmid: "RT-2", contactnum: "+919848012345" },
      { stdadmid: "RT-3", contactnum: "+914023456789" },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { openServerDatabase, signInAs } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

// The public JSON API of the spec (visitor count, contact_us) and the two calls it lacked (enquiries,
// donations): stored and readable back, every rule refused one at a time with nothing stored, the
// throttle and the honeypot. Runs once on SQLite and once on PostgreSQL.

let server: RunningServer;
let database: Kysely<Database>;
let editorCookie: string;

beforeAll(async () => {
  server = await startServer();
  database = openServerDatabase(server);
  editorCookie = (await signInAs(server, "editor")).cookie;
});
afterAll(async () => {
  await database?.destroy();
  await server?.stop();
});

// Each call comes from its own address (through the trusted local proxy), so only the throttle test meets the limit.
let caller = 0;
const nextAddress = () => {
  caller += 1;
  return `10.20.${(caller >> 8) & 255}.${caller & 255}`;
};

const BROWSER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

type Sent = { status: number; body: unknown; headers: Headers };

async function send(
  method: string,
  path: string,
  options: {
    json?: unknown;
    raw?: string;
    contentType?: string;
    ip?: string;
    cookie?: string;
    userAgent?: string;
  } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? nextAddress() };
  if (options.cookie) headers.cookie = options.cookie;
  // A browser's user agent: the visitor counter ignores bots, and Node's own "node" is one.
  headers["user-agent"] = options.userAgent ?? BROWSER_AGENT;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  }
  if (options.raw !== undefined) {
    body = options.raw;
    headers["content-type"] = options.contentType ?? "application/json";
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the failure message
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

const rowCount = async (table: "contact_requests" | "enquiries" | "donation_pledges") => {
  const row = await database
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Sends a body that must be refused: 400, `{error, fields}` naming `field`, and no row added. */
async function expectRefused(
  path: string,
  table: Parameters<typeof rowCount>[0],
  json: unknown,
  field: string,
  message?: string,
) {
  const before = await rowCount(table);
  const { status, body } = await send("POST", path, { json });
  expect(status, JSON.stringify(body)).toBe(400);
  const { error, fields } = body as { error: string; fields: Record<string, string> };
  expect(typeof error).toBe("string");
  expect(Object.keys(fields)).toContain(field);
  if (message) expect(fields[field]).toBe(message);
  expect(await rowCount(table)).toBe(before);
}

const callback = { name: "Asha Rao", emailid: "asha@example.org", mobilnum: "9876543210" };
const contactMessage = {
  name: "Ravi Kumar",
  emailid: "ravi@example.org",
  subject: "Admissions",
  message: "When does admission open for class 6?",
};

describe("GET /api/visitor-count", () => {
  it("counts the caller once a day without a cookie, and only reads after that", async () => {
    const ip = nextAddress();
    const first = await send("GET", "/api/visitor-count", { ip });
    expect(first.status).toBe(200);
    const { count } = first.body as { count: number };
    expect(Number.isInteger(count)).toBe(true);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("no-store");

    // The same browser at the same address the same day: the same visitor (decision 127).
    const again = await send("GET", "/api/visitor-count", { ip });
    expect(again.body).toEqual({ count });
    expect(again.headers.get("set-cookie")).toBeNull();

    const stored = await database
      .selectFrom("visitor_count")
      .select("count")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(count);
  });

  it("never counts a crawler", async () => {
    const { count } = (await send("GET", "/api/visitor-count")).body as { count: number };
    const crawled = await send("GET", "/api/visitor-count", {
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    expect(crawled.body).toEqual({ count });
    expect(crawled.headers.get("set-cookie")).toBeNull();
  });

  it("loses no visit among 50 concurrent new visitors", async () => {
    const { count: before } = (await send("GET", "/api/visitor-count", { userAgent: "bingbot" })).body as {
      count: number;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => send("GET", "/api/visitor-count")));
    const counts = answers.map((answer) => (answer.body as { count: number }).count);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Each answer includes its own visitor (the figures are written before the count is read), and together they
    // added exactly 50. Visitors written in one batch share its number.
    expect(Math.min(...counts)).toBeGreaterThan(before);
    expect(Math.max(...counts)).toBe(before + 50);
    const { count: after } = (await send("GET", "/api/visitor-count", { userAgent: "bingbot" })).body as {
      count: number;
    };
    expect(after).toBe(before + 50);
  });
});

describe("POST /api/contact_us", () => {
  it("stores a call-back request and a contact message, which an administrator reads back", async () => {
    const saved = await send("POST", "/api/contact_us", { json: { ...callback, name: "  Asha Rao  " } });
    expect(saved.status).toBe(201);
    const { id } = saved.body as { id: number; createdat: string };
    expect(Number.isInteger(id)).toBe(true);

    const message = await send("POST", "/api/contact_us", { json: contactMessage });
    expect(message.status).toBe(201);

    const list = await send("GET", "/api/contact_us", { cookie: editorCookie });
    expect(list.status).toBe(200);
    const rows = list.body as Record<string, unknown>[];
    const stored = rows.find((row) => row.id === id)!;
    expect(Object.keys(stored).sort()).toEqual([
      "createdat",
      "emailid",
      "id",
      "message",
      "mobilnum",
      "name",
      "subject",
    ]);
    expect(stored).toMatchObject({
      name: "Asha Rao",
      emailid: callback.emailid,
      // Stored in E.164, whatever way it was written (decision 117).
      mobilnum: `+91${callback.mobilnum}`,
      subject: null,
      message: null,
    });
    expect(Date.parse(stored.createdat as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(rows.find((row) => row.id === (message.body as { id: number }).id)).toMatchObject({
      ...contactMessage,
      mobilnum: null,
    });

    const count = await send("GET", "/api/count/contact_us", { cookie: editorCookie });
    expect(count.body).toEqual({ totalContactRequests: rows.length });
  });

  it("keeps the request list and count for signed-in administrators", async () => {
    expect((await send("GET", "/api/contact_us")).status).toBe(401);
    expect((await send("GET", "/api/count/contact_us")).status).toBe(401);
  });

  it.each([
    ["name", { ...callback, name: "" }, "Please enter your name"],
    ["name", { ...callback, name: "    " }, "Please enter your name"],
    ["name", { ...callback, name: "n".repeat(101) }, "Name must be at most 100 characters"],
    ["emailid", { ...callback, emailid: "" }, "Please enter a valid e-mail address"],
    ["emailid", { ...callback, emailid: "asha@example" }, "Please enter a valid e-mail address"],
    ["emailid", { ...callback, emailid: "asha.example.org" }, "Please enter a valid e-mail address"],
    [
      "mobilnum",
      { ...callback, mobilnum: "987654321" },
      "This phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "mobilnum",
      { ...callback, mobilnum: "98765432100" },
      "This phone number is not a number we can dial: write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "mobilnum",
      { ...callback, mobilnum: "98765abcde" },
      "This phone number has letters in it: write only digits, spaces, dashes or a +, as in a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "mobilnum",
      { ...callback, mobilnum: 9876543210 },
      'This phone number must be sent as text, such as "98480 12345", so a leading 0 or + is kept',
    ],
    ["subject", { ...contactMessage, subject: " " }, "Please enter a subject"],
    ["message", { ...contactMessage, message: "" }, "Please enter your message"],
    ["message", { ...contactMessage, message: "m".repeat(4001) }, "Message must be at most 4000 characters"],
    ["emailid", { ...contactMessage, emailid: "ravi@" }, "Please enter a valid e-mail address"],
  ])("refuses a bad %s with its message and stores nothing (%#)", async (field, json, message) => {
    await expectRefused("/api/contact_us", "contact_requests", json, field, message);
  });

  it("refuses unknown fields, a mix of both bodies and a body that is not an object", async () => {
    await expectRefused(
      "/api/contact_us",
      "contact_requests",
      { ...callback, isAdmin: true },
      "_form",
      "Unknown field: isAdmin",
    );
    await expectRefused("/api/contact_us", "contact_requests", { ...callback, subject: "s", message: "m" }, "_form");
    await expectRefused("/api/contact_us", "contact_requests", [callback], "_form");
    await expectRefused("/api/contact_us", "contact_requests", {}, "_form");
  });
});

const enquiry = {
  studentName: "Meera Iyer",
  parentName: "Suresh Iyer",
  occupation: "Engineer",
  address: "4 Lake Road, Sample Nagar",
  presentSchool: "Sample Primary School",
  admissionSought: "Class 6",
  phone: "9123456780",
  email: "suresh@example.org",
  daycareRequest: true,
  remarks: "Interested in the residential programme.",
};

describe("POST /api/enquiries", () => {
  it("stores every field of the Online Enquiry form, which an administrator reads back", async () => {
    const saved = await send("POST", "/api/enquiries", { json: enquiry });
    expect(saved.status).toBe(201);
    const { id } = saved.body as { id: number };
    const minimal = await send("POST", "/api/enquiries", {
      json: { studentName: "Kiran", parentName: "Lata", phone: "9000000011", email: "lata@example.org" },
    });
    expect(minimal.status).toBe(201);

    const list = await send("GET", "/api/enquiries", { cookie: editorCookie });
    expect(list.status).toBe(200);
    const rows = list.body as Record<string, unknown>[];
    expect(rows.find((row) => row.id === id)).toMatchObject({ ...enquiry, phone: `+91${enquiry.phone}` });
    expect(rows.find((row) => row.id === (minimal.body as { id: number }).id)).toMatchObject({
      occupation: "",
      remarks: "",
      daycareRequest: false,
    });
    expect((await send("GET", "/api/enquiries")).status).toBe(401);
  });

  it.each([
    ["studentName", { studentName: "" }, "Student name is required"],
    ["studentName", { studentName: undefined }, "Student name is required"],
    ["parentName", { parentName: "   " }, "Parent name is required"],
    ["phone", { phone: "" }, "Phone number is required"],
    [
      "phone",
      { phone: "12345" },
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "suresh@" }, "Invalid email address"],
    ["remarks", { remarks: "r".repeat(1001) }, "Remarks must be at most 1000 characters"],
    ["occupation", { occupation: 42 }, undefined],
    ["daycareRequest", { daycareRequest: "maybe" }, "Daycare request must be yes or no"],
    ["_form", { role: "admin" }, "Unknown field: role"],
  ])("refuses a bad %s and stores nothing (%#)", async (field, change, message) => {
    await expectRefused("/api/enquiries", "enquiries", { ...enquiry, ...change }, field, message);
  });
});

const pledge = {
  quantities: { "1": 2, "5": 1 },
  donorName: "Anita Desai",
  phone: "9988776655",
  email: "anita@example.org",
};

describe("POST /api/donations", () => {
  it("stores a pledge with the total computed from the server's prices", async () => {
    const saved = await send("POST", "/api/donations", {
      json: { ...pledge, quantities: { "1": "2", "3": 0, "5": 1 } },
    });
    expect(saved.status).toBe(201);
    const body = saved.body as { id: number; total: number; items: { id: string; quantity: number; cost: number }[] };
    expect(body.total).toBe(2 * 600 + 1000);
    expect(body.items.map(({ id, quantity, cost }) => ({ id, quantity, cost }))).toEqual([
      { id: "1", quantity: 2, cost: 600 },
      { id: "5", quantity: 1, cost: 1000 },
    ]);

    const list = await send("GET", "/api/donations", { cookie: editorCookie });
    const stored = (list.body as { id: number; total: number; donorName: string }[]).find((row) => row.id === body.id);
    expect(stored).toMatchObject({
      donorName: "Anita Desai",
      phone: `+91${pledge.phone}`,
      email: pledge.email,
      total: 2200,
    });
    expect((await send("GET", "/api/donations")).status).toBe(401);
  });

  it.each([
    ["quantities", { quantities: {} }, "Please choose at least one item to donate."],
    ["quantities", { quantities: { "1": 0, "2": "abc" } }, "Please choose at least one item to donate."],
    ["quantities", { quantities: { "1": -1 } }, "Write each quantity as a whole number in digits, for example 12"],
    ["quantities", { quantities: { "1": 1.5 } }, "Write each quantity as a whole number in digits, for example 12"],
    ["quantities", { quantities: { "6": 1 } }, "Unknown donation item"],
    ["quantities", { quantities: { "1": 10_001 } }, "Quantity must be 10000 or less"],
    ["donorName", { donorName: " " }, "Name is required"],
    [
      "phone",
      { phone: "99887766" },
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["email", { email: "anita" }, "Invalid email address"],
    ["_form", { total: 1 }, "Unknown field: total"],
  ])("refuses a bad %s and stores nothing (%#)", async (field, change, message) => {
    await expectRefused("/api/donations", "donation_pledges", { ...pledge, ...change }, field, message);
  });
});

describe("bad requests never reach a 500", () => {
  it.each(["/api/contact_us", "/api/enquiries", "/api/donations"])(
    "%s: malformed JSON, wrong content type, oversized body",
    async (path) => {
      const malformed = await send("POST", path, { raw: '{"name": "Asha",' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ error: "The request body is not valid JSON.", fields: {} });

      const wrongType = await send("POST", path, {
        raw: "name=Asha&emailid=a%40b.co",
        contentType: "application/x-www-form-urlencoded",
      });
      expect(wrongType.status).toBe(415);
      expect((wrongType.body as { error: string }).error).toContain("JSON");

      const oversized = await send("POST", path, { json: { ...callback, message: "x".repeat(70 * 1024) } });
      expect(oversized.status).toBe(413);
      expect(oversized.body).toMatchObject({ fields: {} });

      const empty = await send("POST", path, { raw: "null" });
      expect(empty.status).toBe(400);
    },
  );
});

describe("throttle and honeypot", () => {
  it("answers the sixth accepted submission of a form in a minute from one address with 429 and a human message", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 5; i += 1) {
      expect((await send("POST", "/api/contact_us", { ip, json: callback })).status).toBe(201);
    }
    const before = await rowCount("contact_requests");
    const refused = await send("POST", "/api/contact_us", { ip, json: callback });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "Too many submissions from your address. Please wait a minute and try again.",
      fields: {},
    });
    expect(await rowCount("contact_requests")).toBe(before);
    // another form from the same address, and the same form from another address, are not affected
    expect((await send("POST", "/api/enquiries", { ip, json: enquiry })).status).toBe(201);
    expect((await send("POST", "/api/contact_us", { ip: "10.99.0.2", json: callback })).status).toBe(201);
  });

  it("answers a bot that fills the hidden field like anyone else, and stores nothing", async () => {
    const counts = [
      await rowCount("contact_requests"),
      await rowCount("enquiries"),
      await rowCount("donation_pledges"),
    ];
    const answers = await Promise.all([
      send("POST", "/api/contact_us", { json: { ...callback, website: "http://spam.example" } }),
      send("POST", "/api/enquiries", { json: { ...enquiry, website: "spam" } }),
      send("POST", "/api/donations", { json: { ...pledge, website: "spam" } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect([
      await rowCount("contact_requests"),
      await rowCount("enquiries"),
      await rowCount("donation_pledges"),
    ]).toEqual(counts);
  });
});

describe("the stored count survives a restart", () => {
  it("reads the same visitor count from a new server process on the same database", async () => {
    const { count } = (await send("GET", "/api/visitor-count", { userAgent: "bingbot" })).body as { count: number };
    expect(count).toBeGreaterThan(50);
    await database.destroy();
    await server.stop({ keepDatabase: true });
    server = await startServer({ database: server.database });
    database = openServerDatabase(server);
    const after = await send("GET", "/api/visitor-count", { userAgent: "bingbot" });
    expect(after.body).toEqual({ count });
  });
});

describe("the same forms posted without JavaScript (route actions)", () => {
  const postForm = (path: string, fields: Record<string, string>, ip = nextAddress()) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("stores a call-back request and answers the page with the spec's success message", async () => {
    const before = await rowCount("contact_requests");
    const response = await postForm("/forms/callback", {
      name: "Form Parent",
      emailid: "form@example.org",
      mobilnum: "9012345678",
      website: "",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your form has been submitted successfully!");
    expect(await rowCount("contact_requests")).toBe(before + 1);
  });

  it("answers bad fields with 400, every message on the page, and stores nothing", async () => {
    const before = await rowCount("contact_requests");
    const response = await postForm("/forms/callback", { name: " ", emailid: "x@y", mobilnum: "12" });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Please enter your name",
      "Please enter a valid e-mail address",
      "This phone number is too short: an Indian number has 10 digits after the 0 or +91.",
    ])
      expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
    expect(await rowCount("contact_requests")).toBe(before);
  });

  it("stores a contact message, an enquiry (then the thank-you page) and a pledge priced by the server", async () => {
    const contact = await postForm("/ContactUs", {
      name: "Form Parent",
      emailid: "form@example.org",
      subject: "Bus",
      message: "Route 3?",
    });
    expect(await contact.text()).toContain("Form submitted successfully!");

    const enquiries = await rowCount("enquiries");
    const enquiryResponse = await postForm("/Onlineenquiryform", {
      studentName: "Ria",
      parentName: "Mohan",
      phone: "9000066666",
      email: "mohan@example.org",
      daycareRequest: "on",
    });
    expect(enquiryResponse.status).toBe(302);
    expect(enquiryResponse.headers.get("location")).toBe("/SubmittedSuccessfully");
    expect(await rowCount("enquiries")).toBe(enquiries + 1);
    // The thank-you page confirms the enquiry just sent (its one-time reference cookie), and nothing without it.
    const cookie = enquiryResponse.headers.get("set-cookie")!.split(";")[0];
    const thanks = await fetch(`${server.url}/SubmittedSuccessfully`, { headers: { cookie } });
    expect(await thanks.text()).toContain("Thank you for your enquiry.");
    expect(await (await fetch(`${server.url}/SubmittedSuccessfully`)).text()).not.toContain(
      "Thank you for your enquiry.",
    );

    const pledgeResponse = await postForm("/Donate", {
      "quantities.1": "abc",
      "quantities.2": "2",
      "quantities.5": "",
      donorName: "Form Donor",
      phone: "9000077777",
      email: "donor@example.org",
    });
    expect(pledgeResponse.status).toBe(200);
    const [pledgeRow] = await database
      .selectFrom("donation_pledges")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(pledgeRow).toMatchObject({ donorName: "Form Donor", total: 800 });
    expect(await pledgeResponse.text()).toMatch(
      /Your reference is <strong class="reference-number">PLG-\d{4}-\d{5}<\/strong>/,
    );
  });

  it("refuses a pledge of 0 with its message, and an oversized or garbled form without a 500", async () => {
    const before = await rowCount("donation_pledges");
    const zero = await postForm("/Donate", {
      "quantities.1": "0",
      donorName: "Zero",
      phone: "9000088888",
      email: "zero@example.org",
    });
    expect(zero.status).toBe(400);
    expect(await zero.text()).toContain("Please choose at least one item to donate.");
    expect(await rowCount("donation_pledges")).toBe(before);

    const huge = await postForm("/ContactUs", {
      name: "Big",
      emailid: "big@example.org",
      subject: "s",
      message: "m".repeat(100_000),
    });
    expect(huge.status).toBe(413);
    const garbled = await fetch(`${server.url}/forms/callback`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": nextAddress() },
      body: "--y\r\nnonsense",
    });
    expect(garbled.status).toBe(400);
  });

  it("shares the throttle with the JSON API and drops a filled honeypot", async () => {
    const ip = "10.98.0.1";
    for (let i = 0; i < 5; i += 1)
      expect((await send("POST", "/api/contact_us", { ip, json: callback })).status).toBe(201);
    const throttled = await postForm(
      "/forms/callback",
      { name: "Late", emailid: "late@example.org", mobilnum: "9000099999" },
      ip,
    );
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain(
      "Too many submissions from your address. Please wait a minute and try again.",
    );

    const before = await rowCount("contact_requests");
    const bot = await postForm("/ContactUs", {
      name: "Bot",
      emailid: "bot@example.org",
      subject: "Buy",
      message: "Cheap",
      website: "http://spam.example",
    });
    expect(bot.status).toBe(200);
    expect(await bot.text()).toContain("Form submitted successfully!");
    expect(await rowCount("contact_requests")).toBe(before);
  });
});

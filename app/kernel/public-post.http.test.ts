import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { openServerDatabase } from "../../test/harness/admin";
import { startServer, type RunningServer } from "../../test/harness/server";

// Issue 33, item 4 (decision 109): a parent correcting mistakes is never locked out (only accepted submissions
// count against the strict limit), a flood is stopped before its body is read, whole numbers are digits only,
// and /SubmittedSuccessfully confirms only an enquiry just sent. Runs on SQLite and on PostgreSQL.

const CAP = 20;
let server: RunningServer;
let database: Kysely<Database>;

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_POST_CAP_PER_MINUTE: String(CAP), PUBLIC_POST_LIMIT_PER_MINUTE: "5" } });
  database = openServerDatabase(server);
});
afterAll(async () => {
  await database?.destroy();
  await server?.stop();
});

const postForm = (path: string, fields: Record<string, string>, ip: string, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const count = async (table: "enquiries" | "donation_pledges") =>
  Number(
    (
      await database
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const enquiry = (n: number) => ({
  studentName: `Child ${n}`,
  parentName: "Parent Sharma",
  phone: "9123456780",
  email: `parent${n}@example.org`,
});

describe("whole numbers are written in digits", () => {
  it("refuses 1e3 trees on the Donate form and the API with the digits message, and stores nothing", async () => {
    const before = await count("donation_pledges");
    const page = await postForm(
      "/Donate",
      { "quantities.5": "1e3", donorName: "Asha", phone: "9000000001", email: "asha@example.org" },
      "10.33.1.1",
    );
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Write each quantity as a whole number in digits, for example 12");
    // The summary at the top of the form links to the first quantity box.
    expect(html).toMatch(/id="donation-error-summary"[^>]*autofocus/);
    expect(html).toMatch(/href="#donation-quantity-1"/);

    const api = await fetch(`${server.url}/api/donations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.33.1.2" },
      body: JSON.stringify({ quantities: { "5": "1e3" }, donorName: "Asha", phone: "9000000001", email: "a@b.org" }),
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      fields: { quantities: "Write each quantity as a whole number in digits, for example 12" },
    });
    expect(await count("donation_pledges")).toBe(before);
  });
});

describe("the strict limit counts accepted submissions per form and client", () => {
  it("six refused enquiries in a minute are answered with their mistakes, not 429; the sixth accepted one is 429", async () => {
    const ip = "10.33.2.1";
    for (let i = 0; i < 6; i += 1) {
      const refused = await postForm("/Onlineenquiryform", { ...enquiry(i), phone: "12" }, ip);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Please correct the highlighted fields.");
    }
    const before = await count("enquiries");
    for (let i = 0; i < 5; i += 1) expect((await postForm("/Onlineenquiryform", enquiry(i), ip)).status).toBe(302);
    const sixth = await postForm("/Onlineenquiryform", enquiry(6), ip);
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("Too many submissions from your address");
    expect(await count("enquiries")).toBe(before + 5);
    // Another form from the same address is counted apart.
    const pledge = await postForm(
      "/Donate",
      { "quantities.1": "1", donorName: "Asha", phone: "9000000001", email: "asha@example.org" },
      ip,
    );
    expect(pledge.status).toBe(200);
  });
});

describe("the generous cap on every public post", () => {
  it("answers 429 past the cap before the body is read", async () => {
    const ip = "10.33.3.1";
    for (let i = 0; i < CAP; i += 1)
      expect((await postForm("/Onlineenquiryform", { studentName: "" }, ip)).status).toBe(400);
    // A body announced but never sent: the answer comes anyway, so nothing waited for (or parsed) the body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${server.url}/Onlineenquiryform`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": "5000",
            "x-forwarded-for": ip,
          },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.write("studentName=");
      setTimeout(() => reject(new Error("no answer without the body")), 10_000).unref();
    });
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({
      error: "Too many submissions from your address. Please wait a minute and try again.",
      fields: {},
    });
    // Another address is not affected.
    expect((await postForm("/Onlineenquiryform", { studentName: "" }, "10.33.3.2")).status).toBe(400);
  });
});

describe("/SubmittedSuccessfully", () => {
  it("opened directly it confirms nothing and offers the forms", async () => {
    const response = await fetch(`${server.url}/SubmittedSuccessfully`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("It has reached the school office");
    expect(html).not.toContain("Thank you for your enquiry");
    expect(html).toContain('href="/Onlineenquiryform"');
  });

  it("just after an enquiry it confirms it with its reference, focused, once", async () => {
    const sent = await postForm("/Onlineenquiryform", enquiry(40), "10.33.4.1");
    expect(sent.status).toBe(302);
    const cookie = sent.headers.get("set-cookie")!.split(";")[0];
    const shown = await fetch(`${server.url}/SubmittedSuccessfully`, { headers: { cookie } });
    const html = await shown.text();
    expect(html).toContain("It has reached the school office");
    expect(html).toMatch(/Your reference is(<!-- -->)? <strong class="reference-number">ENQ-\d{4}-\d{5,}<\/strong>/);
    expect(html).toMatch(/data-confirmation[^>]*>|autofocus[^>]*data-confirmation/);
    // The reference was read once: the cookie is cleared, and the page opened again confirms nothing.
    expect(shown.headers.get("set-cookie")).toMatch(/enquiry_reference=;/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The privacy notice and the accessibility statement: drawn from the settings without React, a new version at each
// change with the old one still readable, linked from every page's footer, and the version an enquiry agreed to.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

const versionOf = (html: string) => Number(/Version (\d+), \d{4}-\d\d-\d\d/.exec(html)?.[1]);

const settingsApi = (method: string, body?: unknown) =>
  fetch(`${server.url}/api/settings`, {
    method,
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("privacy notice and accessibility statement", () => {
  it("draws both pages from the settings, server-rendered without React, and links them from every footer", async () => {
    const privacy = await page("/privacy");
    expect(privacy.status).toBe(200);
    expect(privacy.html).toContain("<h1>Privacy notice</h1>");
    expect(privacy.html).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy.html).toContain("Online admission application");
    expect(privacy.html).toContain("Nominate");
    // No grievance officer named yet: the school's own e-mail.
    expect(privacy.html).toContain("E-mail: office@example.org");
    expect(privacy.html).not.toContain("__reactRouterContext");
    const accessibility = await page("/accessibility");
    expect(accessibility.status).toBe(200);
    expect(accessibility.html).toContain("WCAG) 2.2, level AA");
    expect(accessibility.html).toContain("scanned pages without text");
    expect(accessibility.html).not.toContain("__reactRouterContext");
    for (const path of ["/", "/Faq", "/Onlineenquiryform", "/hi/Donate"]) {
      const { html } = await page(path);
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer, path).toMatch(/href="(\/hi)?\/privacy"/);
      expect(footer, path).toMatch(/href="(\/hi)?\/accessibility"/);
    }
    const hindi = await page("/hi/privacy");
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain("<h1>गोपनीयता सूचना</h1>");
    expect(hindi.html).toContain("डीपीडीपी अधिनियम के अंतर्गत आपके अधिकार");
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/privacy</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/accessibility</loc>`);
    // The form pages say what sending means, with the notice linked.
    const enquiryForm = await page("/Onlineenquiryform");
    expect(enquiryForm.html).toMatch(
      /By sending this you agree to the <a[^>]*href="\/privacy"[^>]*>privacy notice<\/a>/,
    );
  });

  it("makes a new version when the office changes the grievance officer or the gaps, and keeps the old one readable", async () => {
    const before = versionOf((await page("/privacy")).html);
    const accessibilityBefore = versionOf((await page("/accessibility")).html);
    expect(before).toBeGreaterThan(0);
    const settings = await (await settingsApi("GET")).json();
    const saved = await settingsApi("PUT", {
      ...settings,
      grievanceName: "Mrs. Lakshmi Rao, Administrative Officer",
      grievanceEmail: "grievance@example.org",
      grievancePhone: "040 2345 6789",
      accessibilityGaps: "The campus map is a picture without a text description.",
    });
    expect(saved.status).toBe(200);
    const after = await page("/privacy");
    expect(versionOf(after.html)).toBe(before + 1);
    expect(after.html).toContain("Grievance officer: Mrs. Lakshmi Rao, Administrative Officer");
    expect(after.html).toContain("E-mail: grievance@example.org");
    // A landline reads in its national form, as everywhere on the site.
    expect(after.html).toContain("Phone: 040 2345 6789");
    const statement = await page("/accessibility");
    expect(versionOf(statement.html)).toBe(accessibilityBefore + 1);
    expect(statement.html).toContain("The campus map is a picture without a text description.");
    expect(statement.html).not.toContain("scanned pages without text");
    // The earlier version as it was, marked as no longer in force, and listed under all versions.
    const old = await page(`/privacy?version=${before}`);
    expect(old.status).toBe(200);
    expect(versionOf(old.html)).toBe(before);
    expect(old.html).toContain("This is an earlier version, no longer in force.");
    expect(old.html).not.toContain("Mrs. Lakshmi Rao");
    expect(after.html).toContain(`href="/privacy?version=${before}"`);
    expect((await page("/privacy?version=999")).status).toBe(404);
    expect((await page("/privacy?version=abc")).status).toBe(404);
    // Saving the same values again is no change, so no new version.
    expect((await settingsApi("PUT", await (await settingsApi("GET")).json())).status).toBe(200);
    expect(versionOf((await page("/privacy")).html)).toBe(before + 1);
  });

  it("refuses a bad grievance e-mail, phone or over-long gaps with a message on each field, storing nothing", async () => {
    const settings = await (await settingsApi("GET")).json();
    const versions = () => query((db) => db.selectFrom("notice_versions").select("id").execute());
    const count = (await versions()).length;
    const refused = await settingsApi("PUT", {
      ...settings,
      grievanceName: "Someone else",
      grievanceEmail: "not an address",
      grievancePhone: "12",
      accessibilityGaps: "x".repeat(3001),
    });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error).toBeTruthy();
    expect(Object.keys(body.fields).sort()).toEqual(["accessibilityGaps", "grievanceEmail", "grievancePhone"]);
    expect(body.fields.grievanceEmail).toContain("grievance officer's e-mail");
    expect((await versions()).length).toBe(count);
    expect((await (await settingsApi("GET")).json()).grievanceName).toBe(settings.grievanceName);
  });

  it("records the privacy notice version an enquiry's sender agreed to", async () => {
    const current = versionOf((await page("/privacy")).html);
    const sent = await fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({
        studentName: "Ravi Kumar",
        parentName: "Sita Kumar",
        phone: "98480 12345",
        email: "sita@example.org",
      }),
    });
    expect(sent.status).toBe(201);
    const { reference } = await sent.json();
    expect(reference).toMatch(/^ENQ-/);
    const consent = await query((db) =>
      db.selectFrom("privacy_consents").selectAll().where("reference", "=", reference).executeTakeFirst(),
    );
    expect(consent).toMatchObject({ form: "enquiry", notice_version: current });
    // The footer's call-back form records its sender's agreement the same way.
    const callback = await fetch(`${server.url}/api/contact_us`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Ravi", emailid: "ravi@example.org", mobilnum: "98480 12346" }),
    });
    expect(callback.status).toBe(201);
    const called = await callback.json();
    const agreed = await query((db) =>
      db.selectFrom("privacy_consents").selectAll().where("reference", "=", called.reference).executeTakeFirst(),
    );
    expect(agreed).toMatchObject({ form: "callback", notice_version: current });
  });
});

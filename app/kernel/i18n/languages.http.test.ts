import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The site in English, Hindi and Telugu: English at every spec path, the others under /hi and /te, each page
// naming its alternates; the address alone decides the language, but "/" follows the visitor's last choice.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const page = async (path: string) => {
  const response = await get(path);
  return { status: response.status, html: await response.text() };
};
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
    lang,
    href!.replace(server.url, ""),
  ]);

describe("addresses per language", () => {
  it("shows /hi/Library in Hindi with lang, canonical and every alternate, its English text marked as such", async () => {
    const { status, html } = await page("/hi/Library");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi" dir="ltr"');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/hi/Library"/>`);
    expect(alternates(html)).toEqual([
      ["en", "/Library"],
      ["hi", "/hi/Library"],
      ["te", "/te/Library"],
      ["x-default", "/Library"],
    ]);
    // Not yet translated (the shipped translations are of home, admission, fees, FAQ and transport): the English page with the note in Hindi, never a 404.
    expect(html).toContain("इस पृष्ठ का हिन्दी अनुवाद अभी तैयार नहीं है");
    expect(html).toMatch(/<article class="page content-page" lang="en">/);
    // The frame's own words and links are Hindi.
    expect(html).toContain("मेन्यू");
    expect(html).toContain('href="/hi/Donate"');
    expect(html).toContain('action="/hi/search"');
  });

  it("draws a Hindi page from the catalogue without sending the catalogue as the page's data", async () => {
    // The words are on the page (drawn on the server)...
    const { html } = await page("/hi/Faq");
    expect(html).toContain("मेन्यू");
    // ...but the page's serialised data (what React Router would hand a browser) carries none of the catalogue.
    const data = await (await get("/hi/Faq.data?_routes=root")).text();
    expect(data).toContain('"language"');
    expect(data).not.toContain("मेन्यू");
    expect(data).not.toContain('"messages"');
  });

  it("keeps English at the spec path, with the same alternates and no note", async () => {
    const { status, html } = await page("/Transport");
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(alternates(html)).toContainEqual(["te", "/te/Transport"]);
    expect(html).not.toContain("untranslated-note");
    expect(html).toContain('href="/Donate"');
  });

  it("serves the home page and a form page in Telugu, and links the same page in the other languages", async () => {
    const home = await page("/te/");
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="te"');
    expect(home.html).toContain('href="/hi/" hrefLang="hi" lang="hi" data-language="hi"');
    const form = await page("/te/Onlineenquiryform");
    expect(form.html).toContain("ఆన్‌లైన్ విచారణ ఫారం");
    expect(form.html).toContain('href="/Onlineenquiryform" hrefLang="en" lang="en" data-language="en"');
  });

  it("answers 404 in the reader's language for an unknown page, and for a language not switched on", async () => {
    const missing = await page("/hi/NoSuchPage");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("पृष्ठ नहीं मिला");
    expect((await page("/xx/Transport")).status).toBe(404);
    // The dashboard and sign-in are English only.
    expect((await page("/hi/Login")).status).toBe(404);

    const settings = await (await fetch(`${server.url}/api/settings`, { headers: { cookie: admin.cookie } })).json();
    const save = (languages: string) =>
      fetch(`${server.url}/api/settings`, {
        method: "PUT",
        headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ ...settings, languages }),
      });
    expect((await save("en,hi")).status).toBe(200);
    try {
      expect((await page("/te/Transport")).status).toBe(404);
      expect(alternates((await page("/hi/Transport")).html).map(([lang]) => lang)).toEqual(["en", "hi", "x-default"]);
      // A remembered language the office switched off no longer leads away from "/".
      expect((await get("/", "site_language=te")).status).toBe(200);
    } finally {
      expect((await save("en,hi,te")).status).toBe(200);
    }
    expect((await page("/te/Transport")).status).toBe(200);
  });

  it("lists every page in every language in the sitemap, each with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${server.url}${loc}</loc>(<lastmod>[^<]*</lastmod>)?(<xhtml:link[^>]*/>){4}</url>`);
    expect(xml).toMatch(entry("/Transport"));
    expect(xml).toMatch(entry("/hi/Transport"));
    expect(xml).toMatch(entry("/te/Transport"));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="te" href="${server.url}/te/Transport"/>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("sends '/' to the language last chosen, and no other address", async () => {
    const chosen = await get("/", "site_language=te");
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/te/");
    expect(chosen.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/", "site_language=en")).status).toBe(200);
    expect((await get("/")).status).toBe(200);
    expect((await get("/Transport", "site_language=te")).status).toBe(200);
  });
});

describe("forms in the reader's language", () => {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("answers a refused enquiry from /hi with the summary and field messages in Hindi, English ones in English", async () => {
    const hindi = await (await post("/hi/Onlineenquiryform", { studentName: "", phone: "12" })).text();
    expect(hindi).toContain("कृपया चिह्नित खानों को ठीक करें।");
    expect(hindi).toContain("विद्यार्थी का नाम लिखें");
    expect(hindi).toContain("फ़ोन नंबर छोटा है: भारतीय नंबर में 0 या +91 के बाद 10 अंक होते हैं।");
    const english = await (await post("/Onlineenquiryform", { studentName: "", phone: "12" })).text();
    expect(english).toContain("Please correct the highlighted fields.");
    expect(english).toContain("Student name is required");
  });

  it("takes an enquiry typed in Telugu to the Telugu thank-you page with its reference", async () => {
    const sent = await post("/te/Onlineenquiryform", {
      studentName: "శ్రీనివాస్",
      parentName: "లక్ష్మి",
      phone: "9876543210",
      email: "lakshmi@example.org",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/te/SubmittedSuccessfully");
    const cookie = sent.headers.get("set-cookie")!.split(";")[0]!;
    expect(sent.headers.get("set-cookie")).toContain("Path=/te/SubmittedSuccessfully");
    const thanks = await (await get("/te/SubmittedSuccessfully", cookie)).text();
    expect(thanks).toContain("మీ విచారణకు ధన్యవాదాలు.");
    expect(thanks).toMatch(/ENQ-\d{4}-\d{5,}/);
  });
});

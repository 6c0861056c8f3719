import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { SAMPLE_FACT_TRANSLATIONS } from "~/kernel/settings/fact-translations";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { settingsCalls } from "./settings.http-steps";

// The school's facts in the reader's language (decision 143): the free-text facts as the office translated them,
// the computed ones (class range, counts) from the catalogue, English with lang="en" where there is no translation.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const { stored: storedSettings, put, dashboardPost } = settingsCalls(() => ({ url: server.url, cookie: admin.cookie }));

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The header's facts block: tagline, affiliation and registration lines. */
const headerOf = (page: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(page)?.[0] ?? "";
const footerOf = (page: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(page)?.[0] ?? "";

describe("the school's facts per language", () => {
  it("shows the sample facts in Hindi and Telugu, the class range in each language's words", async () => {
    const hi = await html("/hi/");
    const hiHeader = headerOf(hi);
    expect(hiHeader).toContain(`<span class="site-header__tagline" lang="hi">${SAMPLE_FACT_TRANSLATIONS.hi!.tagline}`);
    expect(hiHeader).toContain("अंग्रेज़ी माध्यम, नर्सरी से कक्षा 10 तक, एसएससी और सीबीएसई, संबद्धता संख्या 0000000");
    expect(hiHeader).toContain("पंजीकरण संख्या 0000/2010");
    expect(hiHeader).not.toContain("English medium");
    expect(footerOf(hi)).toContain(`<p lang="hi">${SAMPLE_FACT_TRANSLATIONS.hi!.address}</p>`);
    // The home page's admissions call: every class, in Hindi, and the boards.
    expect(hi).toMatch(/<span lang="hi">नर्सरी से कक्षा 10 तक<\/span> · <span lang="hi">एसएससी और सीबीएसई<\/span>/);

    const te = await html("/te/");
    expect(headerOf(te)).toContain(
      `${SAMPLE_FACT_TRANSLATIONS.te!.affiliationLine!.split(",")[0]}, నర్సరీ నుంచి 10వ తరగతి వరకు,`,
    );
    expect(headerOf(te)).toContain(SAMPLE_FACT_TRANSLATIONS.te!.tagline);
    expect(footerOf(te)).toContain(SAMPLE_FACT_TRANSLATIONS.te!.address);

    // English pages are as they were.
    const en = await html("/");
    expect(headerOf(en)).toContain("English medium, Nursery to class 10, SSC and CBSE, Affiliation No. 0000000");
    expect(headerOf(en)).toContain('<span class="site-header__tagline">Global competence with ancient wisdom</span>');
    expect(headerOf(en)).toContain("<p>English medium, Nursery to class 10");
    expect(en).not.toContain("नर्सरी");

    // The fee structure page's header follows too.
    expect(headerOf(await html("/hi/Feestructure"))).toContain("नर्सरी से कक्षा 10 तक");
  });

  it("fills the office's translations and class range, and shows English with lang=en where one is missing", async () => {
    const response = await put({
      ...(await storedSettings()),
      lowestClass: "LKG",
      highestClass: "class 12",
      tagline_hi: "संस्कार और विज्ञान साथ-साथ",
      tagline_te: "",
      // A new English address: the sample Hindi and Telugu addresses no longer say the same, so they are not shown.
      address: "5 Lake Road, Hanamkonda 506001",
      address_hi: DEFAULT_SITE_SETTINGS["address_hi" as keyof typeof DEFAULT_SITE_SETTINGS],
      address_te: DEFAULT_SITE_SETTINGS["address_te" as keyof typeof DEFAULT_SITE_SETTINGS],
      schoolHours_te: "ఉదయం 9 నుంచి సాయంత్రం 4 వరకు",
    });
    expect(response.status).toBe(200);
    const stored = await storedSettings();
    expect(stored).toMatchObject({
      tagline_hi: "संस्कार और विज्ञान साथ-साथ",
      tagline_te: "",
      address_hi: "",
      address_te: "",
      schoolHours_te: "ఉదయం 9 నుంచి సాయంత్రం 4 వరకు",
    });

    // Audited like any other setting: the entry names the translation that changed.
    const db = openServerDatabase(server);
    try {
      const entry = await db
        .selectFrom("audit_log")
        .select("changes")
        .where("entity", "=", "site_settings")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(entry.changes).toContain("tagline_hi");
      expect(entry.changes).toContain("संस्कार और विज्ञान साथ-साथ");
    } finally {
      await db.destroy();
    }

    const hi = await html("/hi/");
    expect(headerOf(hi)).toContain('<span class="site-header__tagline" lang="hi">संस्कार और विज्ञान साथ-साथ</span>');
    expect(headerOf(hi)).toContain("अंग्रेज़ी माध्यम, एलकेजी से कक्षा 12 तक, एसएससी और सीबीएसई");
    expect(footerOf(hi)).toContain('<p lang="en">5 Lake Road, Hanamkonda 506001</p>');

    const te = await html("/te/");
    expect(headerOf(te)).toContain(
      '<span class="site-header__tagline" lang="en">Global competence with ancient wisdom</span>',
    );
    expect(headerOf(te)).toContain("కేజీ నుంచి 12వ తరగతి వరకు");
    expect(footerOf(te)).toContain('<p lang="en">5 Lake Road, Hanamkonda 506001</p>');

    // The FAQ's Telugu answer is the shipped translation; the English FAQ keeps the English facts.
    const en = await html("/Faq");
    expect(en).toContain("Classes run from LKG to class 12.");
    expect(headerOf(en)).toContain("English medium, LKG to class 12, SSC and CBSE");
  });

  it("refuses a translation longer than the English field allows, with a field message, storing nothing", async () => {
    const before = await storedSettings();
    const response = await put({ ...before, tagline_hi: "क".repeat(201), schoolName: "Not Saved School" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ tagline_hi: "Motto in हिन्दी must be at most 200 characters" });
    expect(await storedSettings()).toEqual(before);

    const refused = await dashboardPost({ ...before, address_te: "అ".repeat(301), schoolName: "Not Saved School" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Office address in తెలుగు");
    expect(page).toContain("Postal address in తెలుగు must be at most 300 characters");
    expect(await storedSettings()).toEqual(before);
  });

  it("edits translations in the dashboard beside the English, keeping those of a language switched off", async () => {
    const before = await storedSettings();
    const form = await (await fetch(`${server.url}/welcome/settings`, { headers: { cookie: admin.cookie } })).text();
    expect(form).toContain('name="tagline_hi"');
    expect(form).toContain("Motto in हिन्दी");
    expect(form).toContain("Syllabi in తెలుగు");

    const saved = await dashboardPost({ ...before, languages: "en,hi", boards_hi: "सीबीएसई" });
    expect(saved.status).toBe(302);
    const after = await (await fetch(`${server.url}/welcome/settings`, { headers: { cookie: admin.cookie } })).text();
    expect(after).not.toContain("Syllabi in తెలుగు");
    expect(after).toContain('type="hidden" name="schoolHours_te" value="ఉదయం 9 నుంచి సాయంత్రం 4 వరకు"');
    expect(await storedSettings()).toMatchObject({ boards_hi: "सीबीएसई", languages: "en,hi" });
  });
});

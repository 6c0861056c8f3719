import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "./harness/admin";
import { callApi } from "./harness/api-client";
import { startServer, type RunningServer } from "./harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "./harness/smtp";

// Content per language (decisions 139, 140): the search finds Devanagari and Telugu words with their vowel signs
// on both engines, the visitor's language first; feeds per language; the ticker's seeded lines; an enquiry typed
// in Telugu reaches the inbox as typed and is acknowledged in Telugu through a real SMTP server.

let server: RunningServer;
let smtp: TestSmtpServer;
let editor: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Sample School <office@example.org>", MAIL_POLL_SECONDS: "0.5" },
  });
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") ?? "" };
};
const search = async (path: string, q: string) =>
  (await callApi(server.url, `/search?q=${encodeURIComponent(q)}`, {})).json as {
    results: { url: string; title: string; language: string }[];
  } & { path?: string };

describe("search in Devanagari and Telugu", () => {
  it.each([
    ["शुल्क", "fee"],
    ["प्रवेश", "entrance"],
    ["ప్రవేశం", "entrance"],
    ["రుసుము", "fee"],
  ])("finds a post by the word %s (vowel signs kept), not by its consonants alone", async (word) => {
    const { status, json } = await callApi(server.url, "/news-posts", {
      as: editor,
      method: "POST",
      body: {
        title: `Notice ${word.length}${Math.random().toString(36).slice(2, 6)}`,
        postDate: "2026-11-20",
        summary: "An English summary.",
        body: "",
        published: true,
        title_hi: `सूचना ${word}`,
        body_te: `వివరాలు ${word}`,
      },
    });
    expect(status).toBe(201);
    const found = (await search("/search", word)).results;
    expect(found.some((result) => result.url.endsWith(`/News/${json.slug}`))).toBe(true);
    // The word without its vowel signs is another word: it must not match (the old tokenizer cut at every sign).
    const consonants = word.replace(/\p{M}/gu, "");
    const bare = (await search("/search", consonants)).results;
    expect(bare.some((result) => result.url.endsWith(`/News/${json.slug}`))).toBe(false);
  });

  it("finds the seeded post's Hindi and Telugu words, leading to the page in that language", async () => {
    const hindi = (await search("/search", "आधारशिला")).results;
    expect(hindi[0]).toMatchObject({ url: "/hi/News/foundation-stone-to-be-laid", language: "hi" });
    const telugu = (await search("/search", "శంకుస్థాపన")).results;
    expect(telugu[0]).toMatchObject({ url: "/te/News/foundation-stone-to-be-laid", language: "te" });
  });

  it("finds the seeded Transport page by its Hindi and Telugu words, in that language and at its address there", async () => {
    const telugu = (await search("/search", "వింగర్")).results;
    expect(telugu.find((result) => result.url === "/te/Transport")).toMatchObject({ language: "te" });
    const hindi = (await search("/search", "परिवहन")).results;
    expect(hindi.find((result) => result.url === "/hi/Transport")).toMatchObject({ language: "hi" });
  });

  it("ranks the visitor's language first under /hi/search and /te/search", async () => {
    await callApi(server.url, "/news-posts", {
      as: editor,
      method: "POST",
      body: {
        title: "Zephyrine garden opens",
        postDate: "2026-11-21",
        summary: "The zephyrine garden is open.",
        body: "",
        published: true,
        title_hi: "Zephyrine बगीचा खुला",
        title_te: "Zephyrine తోట తెరిచారు",
      },
    });
    const order = async (path: string) =>
      [...(await get(`${path}?q=zephyrine`)).text.matchAll(/<li class="search-result"(?: lang="(\w+)")?/g)].map(
        ([, lang]) => lang ?? "page",
      );
    expect((await order("/hi/search"))[0]).toBe("page");
    expect(await order("/hi/search")).toContain("te");
    expect((await order("/te/search"))[0]).toBe("page");
    expect((await order("/search"))[0]).toBe("page");
    const telugu = await get(`/te/search?q=${encodeURIComponent("శంకుస్థాపన")}`);
    expect(telugu.text).toContain("పాఠశాల ఆధునికీకరణకు");
    expect(telugu.text).toContain('href="/te/News/foundation-stone-to-be-laid"');
  });
});

describe("news, events and the ticker in each language", () => {
  it("shows the seeded post's Hindi title on /hi/News and its English one, marked, where there is none", async () => {
    const hindi = await get("/hi/News");
    expect(hindi.text).toContain("विद्यालय के आधुनिकीकरण की आधारशिला रखी जाएगी");
    expect(hindi.text).toMatch(/<h2 class="post-card__title" lang="en">.*Science week on campus/);
    expect(hindi.text).toContain('href="/hi/News/foundation-stone-to-be-laid"');
    const post = await get("/te/News/foundation-stone-to-be-laid");
    expect(post.text).toContain('<h1 lang="te">పాఠశాల ఆధునికీకరణకు శంకుస్థాపన</h1>');
    expect((await get("/News")).text).not.toContain("आधारशिला");
  });

  it("shows the sample ticker's lines in Hindi and Telugu", async () => {
    expect((await get("/hi/")).text).toContain("विद्यालय आधुनिकीकरण परियोजना का भूमि पूजन समारोह");
    expect((await get("/te/Transport")).text).toContain("పాఠశాల ఆధునికీకరణ పనులకు శంకుస్థాపన కార్యక్రమం");
    expect((await get("/Transport")).text).toContain("ground-breaking ceremony");
  });

  it("calls parents to admissions on the home page in their language, with links to the pages in it", async () => {
    const hindi = (await get("/hi/")).text.replaceAll("<!-- -->", "");
    expect(hindi).toContain("के लिए प्रवेश खुले हैं");
    expect(hindi).toContain("अभिभावकों के लिए");
    expect(hindi).toContain('href="/hi/Feestructure"');
    expect(hindi).toContain('href="/hi/admissions/apply"');
    const telugu = (await get("/te/")).text.replaceAll("<!-- -->", "");
    expect(telugu).toContain("దరఖాస్తు / విచారణ");
    expect((await get("/")).text.replaceAll("<!-- -->", "")).toContain("Apply / Enquire");
  });

  it("serves news.xml and events.ics per language, listed as alternates, and 404 for a language not switched on", async () => {
    const hindi = await get("/hi/news.xml");
    expect(hindi.status).toBe(200);
    expect(hindi.type).toContain("application/rss+xml");
    expect(hindi.text).toContain("<title><![CDATA[विद्यालय के आधुनिकीकरण की आधारशिला रखी जाएगी]]></title>");
    expect(hindi.text).toContain("/hi/News/foundation-stone-to-be-laid");
    expect(hindi.text).toContain("<language>hi</language>");
    expect((await get("/news.xml")).text).not.toContain("आधारशिला");
    const calendar = await get("/te/events.ics");
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain("/te/Events/");
    const news = await get("/hi/News");
    expect(news.text).toContain('hrefLang="te-IN" href="/te/news.xml"');
    expect(news.text).toContain('hrefLang="en-IN" href="/news.xml"');

    const admin = await signInAs(server, "admin");
    const settings = await callApi(server.url, "/settings", { as: admin });
    const saved = await callApi(server.url, "/settings", {
      as: admin,
      method: "PUT",
      body: { ...settings.json, languages: "en,hi" },
    });
    expect(saved.status).toBe(200);
    try {
      expect((await get("/te/news.xml")).status).toBe(404);
      expect((await get("/te/events.ics")).status).toBe(404);
      expect((await get("/te/News")).status).toBe(404);
      expect((await get("/hi/news.xml")).status).toBe(200);
    } finally {
      await callApi(server.url, "/settings", { as: admin, method: "PUT", body: { ...settings.json } });
    }
  });
});

describe("an enquiry typed in Telugu", () => {
  it("reaches the inbox as typed and is acknowledged in Telugu", async () => {
    const sent = await fetch(`${server.url}/te/Onlineenquiryform`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        studentName: "శ్రీనివాస్ రెడ్డి",
        parentName: "లక్ష్మి",
        phone: "9876543210",
        email: "lakshmi.telugu@example.org",
      }),
      redirect: "manual",
    });
    expect(sent.status).toBe(302);
    const db = openServerDatabase(server);
    try {
      const item = await db
        .selectFrom("inbox_items")
        .select(["name", "reference"])
        .where("kind", "=", "enquiry")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(item.name).toBe("లక్ష్మి");
    } finally {
      await db.destroy();
    }
    const mail = await eventually(
      () => smtp.received.find((message) => message.envelopeTo.includes("lakshmi.telugu@example.org")),
      "the Telugu acknowledgement",
    );
    expect(mail.subject).toMatch(/^మీ ప్రవేశ విచారణ మాకు అందింది \(ENQ-\d{4}-\d{5,}\)$/);
    expect(mail.text).toContain("తర్వాత ఏమి జరుగుతుంది");
    expect(mail.html).toContain('<html lang="te-IN">');
    expect(mail.text).not.toContain("శ్రీనివాస్");
  });
});

describe("the menu and the search page in each language", () => {
  /** The header menu's labels as the page draws them: the label, then ` [en]` when it carries lang="en". */
  const menuOf = async (path: string) => {
    const { text } = await get(path);
    const start = text.indexOf('class="main-nav__menu"');
    const nav = text.slice(start, text.indexOf("</nav>", start));
    return [...nav.matchAll(/<(a|summary)([^>]*)>([^<]+)</g)].map(
      ([, , attributes, label]) => `${label}${/\blang="en"/.test(attributes!) ? " [en]" : ""}`,
    );
  };

  it("shows the seeded menu's labels in Hindi on /hi/ and in Telugu on /te/, English on /", async () => {
    const hindi = await menuOf("/hi/");
    expect(hindi).toEqual(expect.arrayContaining(["हमारे बारे में", "प्रवेश", "शुल्क संरचना", "संपर्क करें"]));
    expect(hindi.join()).not.toMatch(/About Us|Admission|\[en\]/);
    const telugu = await menuOf("/te/Transport");
    expect(telugu).toEqual(expect.arrayContaining(["మా గురించి", "ప్రవేశాలు", "ఫీజుల వివరాలు", "సంప్రదించండి"]));
    const english = await menuOf("/");
    expect(english).toEqual(expect.arrayContaining(["About Us", "Admission", "Fee Structure", "Contact Us"]));
    expect(english.join()).not.toMatch(/\[en\]|[\u0900-\u0c7f]/);
  });

  it("saves a Telugu label through the menu editor, shown on /te/; an emptied Hindi one falls back to English, marked", async () => {
    const menu = (await callApi(server.url, "/menu", { as: editor })).json as {
      version: string;
      entries: ({
        label: string;
        path?: string;
        hidden?: boolean;
        items?: { label: string; path: string; hidden: boolean }[];
      } & Record<string, unknown>)[];
    };
    const editorPage = await (await fetch(`${server.url}/welcome/menu`, { headers: { cookie: editor.cookie } })).text();
    const contact = menu.entries.findIndex((entry) => entry.path === "/contact");
    expect(editorPage).toMatch(new RegExp(`<input[^>]*name="e${contact}\\.label_te"[^>]*value="సంప్రదించండి"`));
    expect(editorPage).toContain("Label of the link to /contact in తెలుగు");

    // The form as the editor posts it: every row, with its labels in each language.
    const form = new FormData();
    form.set("version", menu.version);
    form.set("intent", "save");
    const row = (name: string, entry: { label: string; path?: string; hidden?: boolean } & Record<string, unknown>) => {
      form.set(`${name}.label`, entry.label);
      for (const code of ["hi", "te"]) form.set(`${name}.label_${code}`, String(entry[`label_${code}`] ?? ""));
      if (entry.path !== undefined) form.set(`${name}.path`, entry.path);
      if (entry.path !== undefined && !entry.hidden) form.set(`${name}.shown`, "on");
    };
    menu.entries.forEach((entry, i) => {
      form.set(`e${i}.kind`, entry.items ? "section" : "link");
      row(`e${i}`, entry);
      entry.items?.forEach((item, j) => row(`e${i}.${j}`, item));
    });
    form.set(`e${contact}.label_te`, "మమ్మల్ని సంప్రదించండి");
    form.set(`e${contact}.label_hi`, "");
    const saved = await fetch(`${server.url}/welcome/menu`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect(await menuOf("/te/")).toContain("మమ్మల్ని సంప్రదించండి");
    expect(await menuOf("/hi/")).toEqual(expect.arrayContaining(["Contact Us [en]", "प्रवेश"]));
    expect(await menuOf("/")).toContain("Contact Us");

    // A label too long in Telugu is refused on its field, and nothing is stored.
    form.set(`e${contact}.label_te`, "ఇ".repeat(41));
    form.set("version", ((await callApi(server.url, "/menu", { as: editor })).json as { version: string }).version);
    const refused = await fetch(`${server.url}/welcome/menu`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await menuOf("/te/")).toContain("మమ్మల్ని సంప్రదించండి");
  });

  it("speaks Telugu and Hindi on /te/search and /hi/search, counts with plurals included", async () => {
    const empty = (await get(`/te/search?q=${encodeURIComponent("zzqxjw")}`)).text;
    expect(empty).toContain("<h1>శోధన</h1>");
    expect(empty).toContain("వెతకాల్సిన పదాలు");
    expect(empty).toContain("వెబ్‌సైట్‌లో <strong>zzqxjw</strong> కోసం ఏమీ దొరకలేదు.");
    expect(empty).not.toMatch(/Nothing on the site|Words to find/);
    const found = (await get(`/te/search?q=${encodeURIComponent("వింగర్")}`)).text;
    expect(found).toMatch(/<strong>వింగర్<\/strong> కోసం \d+ ఫలిత(ం|ాలు)/);
    const hindi = (await get(`/hi/search?q=${encodeURIComponent("परिवहन")}`)).text;
    expect(hindi).toMatch(/<strong>परिवहन<\/strong> के लिए \d+ परिणाम/);
    expect(hindi).toContain("खोजने के लिए शब्द");
    const english = (await get("/search?q=transport")).text;
    expect(english).toMatch(/\d+ results? for <strong>transport<\/strong>/);
  });
});

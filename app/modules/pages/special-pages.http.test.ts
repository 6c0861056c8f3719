import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { callApi } from "../../../test/harness/api-client";

// The home page and the FAQ keep their own layout but read their words from page records: an edited and
// published card or answer shows on the public page, a draft only under the signed-in preview, and a bad
// block is refused with a message on the field that caused it.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

/** The JSON API as the signed-in editor. */
const api = (path: string, options: { method?: string; body?: unknown } = {}) =>
  callApi(server.url, path, { ...options, as: editor });
const publicPage = async (path: string, cookie?: string) =>
  (await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" })).text();

type Block = { type: string; [key: string]: unknown };
type Page = { title: string; description: string; heading: string; lead: string; blocks: Block[]; version: number };
const draftOf = (page: Page, blocks: Block[]) => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  lead: page.lead,
  blocks,
  version: page.version,
});

describe("the FAQ as a page record", () => {
  it("shows an edited and published answer on /Faq, the draft only in the signed-in preview", async () => {
    const { status, json: page } = await api("/pages/faq");
    expect(status).toBe(200);
    expect(page.path).toBe("/Faq");
    const faq = page.blocks.find((block: Block) => block.type === "faq");
    expect(faq.items.length).toBeGreaterThanOrEqual(10);
    const items = [{ question: "Is there a swimming pool?", answer: "Not yet: it is in phase 2 of the plan." }];
    const blocks = page.blocks.map((block: Block) =>
      block === faq ? { ...faq, items: [...items, ...(faq.items as unknown[])] } : block,
    );

    const saved = await api("/pages/faq/draft", { method: "PUT", body: draftOf(page, blocks) });
    expect(saved.status).toBe(200);
    expect(await publicPage("/Faq")).not.toContain("Is there a swimming pool?");
    // The preview is the FAQ route itself, drawing the draft, for editors only and never cached.
    const preview = await fetch(`${server.url}/Faq?preview`, { headers: { cookie: editor.cookie } });
    expect(preview.headers.get("cache-control")).toBe("no-store");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview of the draft");
    expect(previewHtml).toContain("<summary>Is there a swimming pool?</summary>");
    const anonymous = await fetch(`${server.url}/Faq?preview`, { redirect: "manual" });
    expect(anonymous.status).not.toBe(200);
    expect(await anonymous.text()).not.toContain("swimming pool");
    const editorPreview = await fetch(`${server.url}/welcome/pages/faq/preview`, {
      headers: { cookie: editor.cookie },
      redirect: "manual",
    });
    expect(editorPreview.status).toBe(302);
    expect(editorPreview.headers.get("location")).toBe("/Faq?preview");

    expect((await api("/pages/faq/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await publicPage("/Faq");
    expect(html).toContain(
      '<details name="faq" class="faq__item"><summary>Is there a swimming pool?</summary><p id="q-is-there-a-swimming-pool" class="faq__answer">Not yet: it is in phase 2 of the plan.</p></details>',
    );
    // The tokens are still filled from the settings.
    const start = html.indexOf('<div class="faq">');
    const questions = html.slice(start, html.indexOf("</section>", start));
    expect(questions).toContain("Call +91 90000 00001 or write to office@example.org");
    expect(questions).not.toContain("{phone}");
    expect(html).not.toContain("Preview of the draft");
  });

  it("refuses a question without an answer, naming the block and field, and saves nothing", async () => {
    const { json: page } = await api("/pages/faq");
    const blocks = [{ type: "faq", items: [{ question: "Where is the bus stop?", answer: " " }] }];
    const refused = await api("/pages/faq/draft", { method: "PUT", body: draftOf(page, blocks) });
    expect(refused.status).toBe(400);
    expect(refused.json.fields["blocks.0.items.0.answer"]).toBe(
      "Block 1 (questions and answers), items 1 answer: The answer is required",
    );
    const after = await api("/pages/faq");
    expect(after.json.version).toBe(page.version);
    expect(after.json.draft).toBeNull();
  });
});

describe("the home page as a page record", () => {
  it("is addressed as home, and /Home leads to /", async () => {
    const { status, json } = await api("/pages/home");
    expect(status).toBe(200);
    expect(json.path).toBe("/");
    expect(json.blocks.map((block: Block) => `${block.type}:${block.style ?? ""}`)).toEqual([
      "cards:highlights",
      "cards:summaries",
      "cards:tiles",
      "popup:",
    ]);
    const home = await fetch(`${server.url}/Home`, { redirect: "manual" });
    expect(home.status).toBe(301);
    expect(home.headers.get("location")).toBe("/");
  });

  it("shows an edited and published card on /", async () => {
    const { json: page } = await api("/pages/home");
    const blocks = page.blocks.map((block: Block) =>
      block.style === "summaries"
        ? {
            ...block,
            items: (block.items as { title: string }[]).map((card, i) =>
              i === 1 ? { ...card, title: "The campus at a glance", text: "33 acres, <b>green</b>." } : card,
            ),
          }
        : block,
    );
    expect((await api("/pages/home/draft", { method: "PUT", body: draftOf(page, blocks) })).status).toBe(200);
    expect(await publicPage("/")).not.toContain("The campus at a glance");
    expect((await api("/pages/home/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await publicPage("/");
    expect(html).toContain(
      '<article class="card info-card"><h2>The campus at a glance</h2><p>33 acres, &lt;b&gt;green&lt;/b&gt;.</p><a class="info-card__more" href="/Atglance">....More<span class="visually-hidden"> about <!-- -->The campus at a glance</span></a></article>',
    );
    // The other rows keep their place and look.
    expect(html).toContain('<h2 id="highlights-heading" class="home-highlights__heading">Our highlights</h2>');
    expect(html).toContain('<span class="facility-card__title">Digital Classrooms</span>');
  });

  it("refuses a card with an unsafe link or an unknown look, each on its field", async () => {
    const { json: page } = await api("/pages/home");
    const blocks = [
      {
        type: "cards",
        style: "highlights",
        items: [{ title: "Click me", link: { label: "Go", href: "javascript:alert(1)" } }],
      },
      { type: "cards", style: "carousel", items: [{ title: "A" }] },
    ];
    const refused = await api("/pages/home/draft", { method: "PUT", body: draftOf(page, blocks) });
    expect(refused.status).toBe(400);
    expect(refused.json.fields["blocks.0.items.0.link.href"]).toMatch(
      /^Block 1 \(cards\), items 1 link href: Use a page/,
    );
    expect(refused.json.fields["blocks.1.style"]).toBe(
      "Block 2 (cards), style: Choose how the cards look: highlights, summaries or tiles",
    );
    expect((await api("/pages/home")).json.version).toBe(page.version);
  });
});

describe("blocks a page's own layout cannot draw", () => {
  it("refuses a slideshow on the FAQ and a second popup on the home page, each on its block", async () => {
    const { json: faq } = await api("/pages/faq");
    const slideshow = { type: "carousel", set: "classroom", label: "Classes", timing: { delay: 3000 } };
    const refused = await api("/pages/faq/draft", { method: "PUT", body: draftOf(faq, [...faq.blocks, slideshow]) });
    expect(refused.status).toBe(400);
    expect(refused.json.fields[`blocks.${faq.blocks.length}`]).toBe(
      `Block ${faq.blocks.length + 1} (slideshow): The FAQ page shows questions, paragraphs and headings: put lists, tables, links, pictures, slideshows, videos, cards and popups on another page`,
    );
    const { json: home } = await api("/pages/home");
    const popup = home.blocks.find((block: Block) => block.type === "popup");
    const twice = await api("/pages/home/draft", { method: "PUT", body: draftOf(home, [...home.blocks, popup]) });
    expect(twice.status).toBe(400);
    expect(twice.json.fields[`blocks.${home.blocks.length}`]).toMatch(/one welcome popup/);
    const { json: transport } = await api("/pages/transport");
    const cards = { type: "cards", style: "tiles", items: [{ title: "Buses" }] };
    const elsewhere = await api("/pages/transport/draft", { method: "PUT", body: draftOf(transport, [cards]) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.fields["blocks.0"]).toMatch(
      /^Block 1 \(cards\): Cards and the welcome popup belong to the home page/,
    );
    // Words may be added under the welcome text.
    const words = [{ type: "p", text: "Admissions for 2027 open on 1 March." }, ...home.blocks];
    expect((await api("/pages/home/draft", { method: "PUT", body: draftOf(home, words) })).status).toBe(200);
    expect((await api("/pages/home/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await publicPage("/");
    expect(html).toMatch(/<p class="lead">[^<]*<\/p><p>Admissions for 2027 open on 1 March.<\/p><\/section>/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { callApi } from "../../../test/harness/api-client";

// A page's translations through the same endpoints and commands as the English page (?language=hi): the shipped
// Hindi and Telugu pages, a translation saved, published and shown, the English words with the note until then,
// out of date after the English page is published, a block the English page lacks refused, and a language the
// office has not switched on answered 404.

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
const publicPage = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

type Block = { type: string; text?: string; [key: string]: unknown };
type Page = {
  title: string;
  description: string;
  heading: string;
  lead: string;
  blocks: Block[];
  version: number;
  translationState?: string;
  draft: unknown;
};
const draftOf = (page: Page, changes: Partial<Page> = {}) => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  lead: page.lead,
  blocks: page.blocks,
  version: page.version,
  ...changes,
});
const stateOf = async (path: string, code: string) => {
  const { json } = await api("/pages/translations");
  const page = (json.pages as { path: string; languages: { code: string; state: string }[] }[]).find(
    (one) => one.path === path,
  );
  return page?.languages.find((one) => one.code === code)?.state;
};

describe("page translations", () => {
  it("ships the fee structure in Hindi and Telugu, with lang, the English amounts and no note", async () => {
    const hindi = await publicPage("/hi/Feestructure");
    expect(hindi.status).toBe(200);
    expect(hindi.html).toContain('<html lang="hi" dir="ltr"');
    expect(hindi.html).toContain("<h1>शुल्क संरचना</h1>");
    expect(hindi.html).toContain("नर्सरी, एलकेजी और यूकेजी");
    expect(hindi.html).toContain("36,000");
    expect(hindi.html).toContain('href="/hi/Transport"');
    expect(hindi.html).not.toContain("untranslated-note");
    const telugu = await publicPage("/te/Feestructure");
    expect(telugu.html).toContain('<html lang="te" dir="ltr"');
    expect(telugu.html).toContain("<h1>ఫీజుల వివరాలు</h1>");
    expect(telugu.html).toContain("5 కి.మీ. లోపు");
    expect(telugu.html).toContain("20,000");
    expect(telugu.html).not.toContain("untranslated-note");
    // The English page is unchanged, and the other shipped pages are translated too.
    expect((await publicPage("/Feestructure")).html).toContain("<h1>Fee Structure</h1>");
    expect((await publicPage("/te/Faq")).html).toContain("తరచూ అడిగే ప్రశ్నలు");
    expect((await publicPage("/hi/AdmissionProcess")).html).toContain("<h1>प्रवेश प्रक्रिया</h1>");
    expect((await publicPage("/te/Transport")).html).toContain("<h1>రవాణా సౌకర్యం</h1>");
    expect(await stateOf("/Feestructure", "te")).toBe("translated");
    expect(await stateOf("/Library", "te")).toBe("missing");
  });

  it("saves a translation as a draft, shows English with the note until it is published, then the translation", async () => {
    const start = (await api("/pages/Library?language=hi")).json as Page;
    expect(start.translationState).toBe("missing");
    // With nothing translated yet, the English words are the text to start from, at version 1.
    expect(start.version).toBe(1);
    const english = (await api("/pages/Library")).json as Page;
    expect(start.blocks).toEqual(english.blocks);

    const blocks = english.blocks.map((block) =>
      block.type === "h2" ? { ...block, text: "पुस्तकालय की सुविधाएँ" } : block,
    );
    const saved = await api("/pages/Library/draft?language=hi", {
      method: "PUT",
      body: draftOf(start, { title: "पुस्तकालय", heading: "हमारा पुस्तकालय", blocks }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.language).toBe("hi");
    expect(saved.json.draft.heading).toBe("हमारा पुस्तकालय");
    const before = await publicPage("/hi/Library");
    expect(before.html).toContain("untranslated-note");
    expect(before.html).not.toContain("हमारा पुस्तकालय");

    const published = await api("/pages/Library/publish?language=hi", {
      method: "POST",
      body: { version: saved.json.version },
    });
    expect(published.status).toBe(200);
    expect(published.json.translationState).toBe("translated");
    const after = await publicPage("/hi/Library");
    expect(after.html).toContain("<h1>हमारा पुस्तकालय</h1>");
    expect(after.html).toContain("पुस्तकालय की सुविधाएँ");
    expect(after.html).not.toContain("untranslated-note");
    // The English page and the Telugu address are untouched.
    expect((await publicPage("/Library")).html).not.toContain("हमारा पुस्तकालय");
    expect((await publicPage("/te/Library")).html).toContain("untranslated-note");
    // Revisions per language: one Hindi publish, the English list without it.
    const hindiRevisions = (await api("/pages/Library/revisions?language=hi")).json as { summary: string }[];
    expect(hindiRevisions).toHaveLength(1);
    expect(hindiRevisions[0]!.summary).toBe("The first published translation");
    const englishRevisions = (await api("/pages/Library/revisions")).json as { summary: string }[];
    expect(englishRevisions.map((one) => one.summary)).not.toContain("The first published translation");
    expect(await stateOf("/Library", "hi")).toBe("translated");
  });

  it("marks the translation out of date when the English page is published after it, until it is published again", async () => {
    const english = (await api("/pages/Library")).json as Page;
    const draft = await api("/pages/Library/draft", {
      method: "PUT",
      body: draftOf(english, { lead: `${english.lead} Open on Saturdays too.` }),
    });
    expect(draft.status).toBe(200);
    expect((await api("/pages/Library/publish", { method: "POST", body: {} })).status).toBe(200);

    expect(await stateOf("/Library", "hi")).toBe("out-of-date");
    expect(((await api("/pages/Library?language=hi")).json as Page).translationState).toBe("out-of-date");
    // Still shown, with a short note and a link to the English page.
    const shown = await publicPage("/hi/Library");
    expect(shown.html).toContain("<h1>हमारा पुस्तकालय</h1>");
    expect(shown.html).toContain("नवीनतम जानकारी अंग्रेज़ी पृष्ठ पर है");
    expect(shown.html).toContain('href="/Library" hrefLang="en"');

    const translation = (await api("/pages/Library?language=hi")).json as Page;
    const saved = await api("/pages/Library/draft?language=hi", { method: "PUT", body: draftOf(translation) });
    expect(saved.status).toBe(200);
    expect((await api("/pages/Library/publish?language=hi", { method: "POST", body: {} })).status).toBe(200);
    expect(await stateOf("/Library", "hi")).toBe("translated");
    expect((await publicPage("/hi/Library")).html).not.toContain("नवीनतम जानकारी");
  });

  it("refuses a translation with a block type or a block count the English page lacks, storing nothing", async () => {
    const translation = (await api("/pages/Feestructure?language=te")).json as Page;
    const swapped = [{ type: "p", text: "ఒక పేరా" }, ...translation.blocks.slice(1)];
    const wrongType = await api("/pages/Feestructure/draft?language=te", {
      method: "PUT",
      body: draftOf(translation, { blocks: swapped }),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.fields["blocks.0"]).toMatch(/block 1 of the English page is heading/);

    const extra = await api("/pages/Feestructure/draft?language=te", {
      method: "PUT",
      body: draftOf(translation, { blocks: [...translation.blocks, { type: "p", text: "అదనపు పేరా" }] }),
    });
    expect(extra.status).toBe(400);
    expect(extra.json.fields.blocks).toMatch(/The English page has 7 blocks and this translation 8/);
    expect(extra.json.fields["blocks.7"]).toMatch(/the English page has no block 8/);

    const after = (await api("/pages/Feestructure?language=te")).json as Page;
    expect(after.draft).toBeNull();
    expect(after.version).toBe(translation.version);
    // A translation has no schedule of its own.
    const scheduled = await api("/pages/Feestructure/publish?language=te", {
      method: "POST",
      body: { showFrom: "2030-01-01T10:00" },
    });
    expect(scheduled.status).toBe(400);
  });

  it("restores a translation's earlier revision into its draft", async () => {
    const revisions = (await api("/pages/Library/revisions?language=hi")).json as { id: number }[];
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const restored = await api(`/pages/Library/revisions/${revisions.at(-1)!.id}/restore?language=hi`, {
      method: "POST",
      body: {},
    });
    expect(restored.status).toBe(200);
    expect(restored.json.draft.heading).toBe("हमारा पुस्तकालय");
    // An English revision is no revision of the translation.
    const englishRevision = ((await api("/pages/Library/revisions")).json as { id: number }[])[0]!;
    const wrong = await api(`/pages/Library/revisions/${englishRevision.id}/restore?language=hi`, {
      method: "POST",
      body: {},
    });
    expect(wrong.status).toBe(404);
  });

  it("answers 404 for a language that is not switched on, in the API, the dashboard and the public pages", async () => {
    expect((await api("/pages/Library?language=xx")).status).toBe(404);
    expect((await api("/pages/Library/draft?language=fr", { method: "PUT", body: {} })).status).toBe(404);
    const editorPage = await fetch(`${server.url}/welcome/pages/Library?language=xx`, {
      headers: { cookie: editor.cookie },
    });
    expect(editorPage.status).toBe(404);
    expect((await publicPage("/xx/Feestructure")).status).toBe(404);
  });
});

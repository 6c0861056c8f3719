import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Content pages through the JSON API: list, read, draft, publish, revisions, restore; the stale-save refusal,
// the bad blocks, and what the public page shows (published words only, typed markup as text).

let server: RunningServer;
let editor: SignedIn;
let secondEditor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
  secondEditor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

async function api(
  path: string,
  options: { method?: string; body?: unknown; raw?: string; as?: SignedIn | null } = {},
) {
  const { method = "GET", body, raw, as = editor } = options;
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined || raw !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, json: /^[[{]/.test(text) ? JSON.parse(text) : undefined };
}
const publicPage = async (path: string) => (await fetch(`${server.url}${path}`)).text();

type Page = { title: string; description: string; heading: string; lead: string; blocks: unknown[]; version: number };
const draftOf = (page: Page, blocks = page.blocks) => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  lead: page.lead,
  blocks,
  version: page.version,
});

async function countRows(table: "page_revisions" | "audit_log") {
  const db = openServerDatabase(server);
  try {
    return Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  } finally {
    await db.destroy();
  }
}

describe("pages API", () => {
  it("lists the built-in pages for editors only", async () => {
    expect((await api("/pages", { as: null })).status).toBe(401);
    const { status, json } = await api("/pages");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(34);
    expect(json).toContainEqual(
      expect.objectContaining({ path: "/Transport", title: "Transport", status: "published", hidden: false }),
    );
  });

  it("finds a page by its path in any letter case", async () => {
    const { status, json } = await api("/pages/transport");
    expect(status).toBe(200);
    expect(json).toMatchObject({ path: "/Transport", heading: "Transport", draft: null });
    expect(json.blocks.find((b: { type: string }) => b.type === "table").rows[3][4]).toBe("35,000");
    expect(json.publishedAt).toBeTruthy();
    expect((await api("/pages/TRANSPORT")).json.path).toBe("/Transport");
    expect((await api("/pages/NoSuchPage")).status).toBe(404);
  });

  it("saves a draft the public does not see, publishes it, lists the revision and restores the old text", async () => {
    const page: Page = (await api("/pages/Transport")).json;
    const blocks = structuredClone(page.blocks) as { type: string; rows?: string[][]; items?: string[] }[];
    const table = blocks.find((b) => b.type === "table")!;
    table.rows![0][4] = "21,500";
    const policies = blocks.filter((b) => b.type === "list").at(-1)!;
    policies.items![0] = "Seats are allotted by distance from the school.";

    const saved = await api("/pages/Transport/draft", { method: "PUT", body: draftOf(page, blocks) });
    expect(saved.status).toBe(200);
    expect(saved.json.draft.version).toBe(page.version + 1);
    expect(saved.json.blocks).toEqual(page.blocks);
    expect((await api("/pages")).json.find((p: { path: string }) => p.path === "/Transport").status).toBe("draft");
    // The draft is not public.
    let html = await publicPage("/Transport");
    expect(html).toContain("20,000");
    expect(html).not.toContain("21,500");

    const revisionsBefore = await countRows("page_revisions");
    const published = await api("/pages/transport/publish", { method: "POST", body: {} });
    expect(published.status).toBe(200);
    expect(published.json.draft).toBeNull();
    expect(await countRows("page_revisions")).toBe(revisionsBefore + 1);
    html = await publicPage("/Transport");
    expect(html).toContain("21,500");
    expect(html).toContain("Seats are allotted by distance from the school.");

    const revisions = await api("/pages/Transport/revisions");
    expect(revisions.status).toBe(200);
    expect(revisions.json[0].summary).toMatch(/^Changed blocks? .*table.*list/);
    const original = revisions.json.at(-1);
    expect(original.summary).toBe("The built-in text");

    const restored = await api(`/pages/Transport/revisions/${original.id}/restore`, { method: "POST", body: {} });
    expect(restored.status).toBe(200);
    expect(JSON.stringify(restored.json.draft.blocks)).toContain("20,000");
    expect(await publicPage("/Transport")).toContain("21,500");
    expect((await api("/pages/Transport/publish", { method: "POST", body: {} })).status).toBe(200);
    html = await publicPage("/Transport");
    expect(html).toContain("Seats on the school buses are allotted on a first come, first served basis.");
    expect(html).not.toContain("21,500");

    // Every write is in the audit log, by whom and on which page.
    const db = openServerDatabase(server);
    try {
      const actions = await db
        .selectFrom("audit_log")
        .select(["action", "actor_userid"])
        .where("entity", "=", "page")
        .where("entity_key", "=", "/Transport")
        .orderBy("id")
        .execute();
      expect(actions.map((row) => row.action)).toEqual(["page_draft", "page_publish", "page_restore", "page_publish"]);
      expect(new Set(actions.map((row) => row.actor_userid))).toEqual(new Set([editor.userid]));
    } finally {
      await db.destroy();
    }
    expect((await api(`/pages/Transport/revisions/999999/restore`, { method: "POST", body: {} })).status).toBe(404);
    expect((await api("/pages/Transport/publish", { method: "POST", body: {} })).status).toBe(400);
  });

  it("refuses a stale save with who changed the page and when, and keeps the newer draft", async () => {
    const page: Page = (await api("/pages/Library")).json;
    const first = await api("/pages/Library/draft", {
      method: "PUT",
      body: { ...draftOf(page), heading: "Library (first editor)" },
    });
    expect(first.status).toBe(200);
    const second = await api("/pages/Library/draft", {
      method: "PUT",
      body: { ...draftOf(page), heading: "Library (second editor)" },
      as: secondEditor,
    });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ changedBy: editor.userid, changedAt: first.json.updatedAt });
    expect(second.json.error).toMatch(/Someone else changed this page/);
    expect((await api("/pages/Library")).json.draft.heading).toBe("Library (first editor)");
    // Publishing from a stale screen is refused too.
    expect((await api("/pages/Library/publish", { method: "POST", body: { version: page.version } })).status).toBe(409);
  });

  it("refuses each bad block with a message naming the block and field, and stores nothing", async () => {
    const page: Page = (await api("/pages/Medical")).json;
    const audits = await countRows("audit_log");
    const cases: [unknown[], string, RegExp][] = [
      [[{ type: "marquee", text: "Hi" }], "blocks.0.type", /^Block 1 \(block\), type: Unknown block type/],
      [[{ type: "p" }], "blocks.0.text", /^Block 1 \(paragraph\), text: The paragraph is required$/],
      [
        [
          { type: "h2", text: "Fine" },
          { type: "p", text: "x".repeat(5001) },
        ],
        "blocks.1.text",
        /^Block 2 \(paragraph\), text: Must be at most 5000 characters$/,
      ],
      [
        [{ type: "table", caption: "Fees", head: ["Class", "Fee"], rows: [["1", "100"], ["2"]] }],
        "blocks.0.rows.1",
        /^Block 1 \(table\), rows 2: Row 2 has 1 cells but the table has 2 columns/,
      ],
      [
        [{ type: "links", items: [{ label: "Open", href: "javascript:alert(1)" }] }],
        "blocks.0.items.0.href",
        /^Block 1 \(links\), items 1 href: Use a page of this site/,
      ],
      [
        [{ type: "p", text: "Fees", marks: [{ start: 0, end: 4, href: "javascript:alert(1)" }] }],
        "blocks.0.marks.0.href",
        /^Block 1 \(paragraph\), marks 1 href: Use a page of this site/,
      ],
      [
        [{ type: "p", text: "Fees", marks: [{ start: 2, end: 9, bold: true }] }],
        "blocks.0.marks.0",
        /^Block 1 \(paragraph\), marks 1: Styled part 1 lies outside the paragraph's 4 characters$/,
      ],
      [
        [{ type: "p", text: "Fees", marks: [{ start: 0, end: 2, bold: true, html: "<b>" }] }],
        "blocks.0.marks.0",
        /^Block 1 \(paragraph\), marks 1: /,
      ],
      [
        [{ type: "figures", items: [{ src: "/images/prayers/lamp-worship.svg", alt: "", caption: "Lamp" }] }],
        "blocks.0.items.0.alt",
        /Describe the picture for people who cannot see it, or mark it as decorative/,
      ],
    ];
    for (const [blocks, field, message] of cases) {
      const { status, json } = await api("/pages/Medical/draft", { method: "PUT", body: draftOf(page, blocks) });
      expect(status, field).toBe(400);
      expect(json.fields[field], JSON.stringify(json.fields)).toMatch(message);
    }
    const missing = await api("/pages/Medical/draft", { method: "PUT", body: { ...draftOf(page), title: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.title).toBe("The title is required");
    const tooMany = await api("/pages/Medical/draft", {
      method: "PUT",
      body: draftOf(
        page,
        Array.from({ length: 301 }, () => ({ type: "p", text: "x" })),
      ),
    });
    expect(tooMany.json.fields.blocks).toBe("A page can have at most 300 blocks");
    const huge = await api("/pages/Medical/draft", {
      method: "PUT",
      raw: JSON.stringify(
        draftOf(
          page,
          Array.from({ length: 200 }, () => ({ type: "p", text: "y".repeat(4000) })),
        ),
      ),
    });
    expect(huge.status).toBe(413);
    expect((await api("/pages/Medical")).json.draft).toBeNull();
    expect(await countRows("audit_log")).toBe(audits);
  });

  it("draws a paragraph's bold, italic and links from their ranges, its words still as text", async () => {
    const page: Page = (await api("/pages/Yoga")).json;
    const text = "Yoga <b>every</b> morning at 6, see the timetable";
    const at = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });
    const marks = [
      { ...at("Yoga"), bold: true },
      { ...at("morning"), italic: true },
      { ...at("the timetable"), href: "/Holidays" },
    ];
    const saved = await api("/pages/Yoga/draft", {
      method: "PUT",
      body: draftOf(page, [...page.blocks, { type: "p", text, marks }]),
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.draft.blocks.at(-1)).toEqual({ type: "p", text, marks });
    expect((await api("/pages/Yoga/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await publicPage("/Yoga");
    expect(html).toContain(
      '<p><strong>Yoga</strong> &lt;b&gt;every&lt;/b&gt; <em>morning</em> at 6, see <a href="/Holidays">the timetable</a></p>',
    );
  });

  it("shows script and markup typed into a block as text on the public page", async () => {
    const page: Page = (await api("/pages/Arts")).json;
    const attack = `<script>alert("x")</script><img src=x onerror="alert(1)">`;
    const saved = await api("/pages/Arts/draft", {
      method: "PUT",
      body: draftOf(page, [...page.blocks, { type: "p", text: attack }]),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.draft.blocks.at(-1).text).toBe(attack);
    expect((await api("/pages/Arts/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await publicPage("/Arts");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    );
    expect(html).not.toContain('<img src=x onerror="alert(1)">');
  });

  it("lists published pages in the sitemap with the day they were published, and leaves out hidden ones", async () => {
    const db = openServerDatabase(server);
    try {
      await db.updateTable("pages").set({ hidden: 1 }).where("path_key", "=", "halloffame").execute();
    } finally {
      await db.destroy();
    }
    const sitemap = await publicPage("/sitemap.xml");
    expect(sitemap).toMatch(new RegExp(`<loc>${server.url}/Transport</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(sitemap).toContain(`<loc>${server.url}/Sdp</loc>`);
    expect(sitemap).not.toContain(`<loc>${server.url}/Halloffame</loc>`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Pages the office adds, the trash and the menu through the JSON API: POST /api/pages, DELETE /api/pages/{path},
// POST /api/pages/{path}/restore, PUT /api/pages/{path}/visibility, GET/PUT /api/menu; the address clashes, bad
// bodies, unknown pages, signed-out callers; what the public header, the added page and the sitemap show.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

async function api(path: string, options: { method?: string; body?: unknown; as?: SignedIn | null } = {}) {
  const { method = "GET", body, as = editor } = options;
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: /^[[{]/.test(text) ? JSON.parse(text) : undefined };
}
const publicGet = (path: string) => fetch(`${server.url}${path}`);
const publicPage = async (path: string) => (await publicGet(path)).text();
/** The header menu's links, as the public page draws them. */
const menuLinks = async () => {
  const html = await publicPage("/Faq");
  const start = html.indexOf('aria-label="Main"');
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
};

async function auditActions(entity: string, key: string) {
  const db = openServerDatabase(server);
  try {
    const rows = await db
      .selectFrom("audit_log")
      .select(["action", "actor_userid"])
      .where("entity", "=", entity)
      .where("entity_key", "=", key)
      .orderBy("id")
      .execute();
    return rows;
  } finally {
    await db.destroy();
  }
}

type MenuLink = { label: string; path: string; hidden: boolean };
type MenuEntry = { label: string; path?: string; hidden?: boolean; items?: MenuLink[] };
const bodyOf = (entries: MenuEntry[], version?: string) => ({
  entries: entries.map((entry) =>
    entry.items
      ? { label: entry.label, items: entry.items.map(({ label, path, hidden }) => ({ label, path, hidden })) }
      : { label: entry.label, path: entry.path, hidden: entry.hidden },
  ),
  ...(version ? { version } : {}),
});

describe("added pages, the trash and the menu through the API", () => {
  it("refuses signed-out callers on every new call", async () => {
    const calls: [string, string, unknown?][] = [
      ["POST", "/pages", { path: "Nope", title: "Nope", menuSection: "" }],
      ["DELETE", "/pages/Transport"],
      ["POST", "/pages/Transport/restore"],
      ["PUT", "/pages/Transport/visibility", { hidden: true }],
      ["GET", "/menu"],
      ["PUT", "/menu", { entries: [{ label: "Home", path: "/" }] }],
    ];
    for (const [method, path, body] of calls) {
      const { status, json } = await api(path, { method, body, as: null });
      expect(status, `${method} ${path}`).toBe(401);
      expect(json.error).toBe("Please sign in to continue.");
    }
    expect((await api("/menu")).json.entries.length).toBeGreaterThan(5);
  });

  it("adds a page under a menu section, unpublished until its first publish, then public, in the menu and the sitemap", async () => {
    const created = await api("/pages", {
      method: "POST",
      body: { path: "AnnualDay2026", title: "Annual Day 2026", menuSection: "news & events" },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      path: "/AnnualDay2026",
      title: "Annual Day 2026",
      heading: "Annual Day 2026",
      builtIn: false,
      trashedAt: null,
      publishedAt: null,
      menuSection: "News & Events",
      blocks: [],
    });
    expect(created.json.draft).toMatchObject({ title: "Annual Day 2026", blocks: [] });
    // Not public before its first publish: the address is a 404 and the menu does not offer it.
    expect((await publicGet("/AnnualDay2026")).status).toBe(404);
    expect(await menuLinks()).not.toContain("Annual Day 2026 /AnnualDay2026");
    const listed = (await api("/pages")).json.find((page: { path: string }) => page.path === "/AnnualDay2026");
    expect(listed).toMatchObject({ status: "unpublished", builtIn: false, menuSection: "News & Events" });

    const draft = created.json.draft;
    const saved = await api("/pages/annualday2026/draft", {
      method: "PUT",
      body: {
        title: draft.title,
        description: "The annual day of 2026: programme and timings.",
        heading: draft.heading,
        lead: "",
        blocks: [
          { type: "p", text: "Parents are welcome from 5 pm." },
          { type: "table", caption: "Programme", head: ["Time", "Item"], rows: [["5 pm", "Welcome song"]] },
        ],
        version: draft.version,
      },
    });
    expect(saved.status).toBe(200);
    expect((await api("/pages/AnnualDay2026/publish", { method: "POST", body: {} })).status).toBe(200);

    // Any letter case reaches it, as with the spec's pages.
    const html = await publicPage("/annualday2026");
    expect(html).toContain("Parents are welcome from 5 pm.");
    expect(html).toContain("Welcome song");
    const links = await menuLinks();
    expect(links).toContain("Annual Day 2026 /AnnualDay2026");
    expect(links.indexOf("Annual Day 2026 /AnnualDay2026")).toBeGreaterThan(links.indexOf("Hall of Fame /Halloffame"));
    expect(await publicPage("/sitemap.xml")).toContain(`<loc>${server.url}/AnnualDay2026</loc>`);
    expect(await publicPage("/search?q=welcome+song")).toContain("/AnnualDay2026");

    expect((await auditActions("page", "/AnnualDay2026")).map((row) => row.action)).toEqual([
      "page_create",
      "page_draft",
      "page_publish",
    ]);
  });

  it("refuses an address that clashes with a route, an alias, a built-in page or an added one, in any letter case", async () => {
    const clashes = ["transport", "FAQ", "welcome", "login", "API", "files", "media", "search", "Curriculum", "assets"];
    for (const path of clashes) {
      const { status, json } = await api("/pages", { method: "POST", body: { path, title: "Clash", menuSection: "" } });
      expect(status, path).toBe(400);
      expect(json.fields.path, path).toBe("This address belongs to a page of the website already: choose another one");
    }
    const again = await api("/pages", {
      method: "POST",
      body: { path: "/annualDAY2026", title: "Again", menuSection: "" },
    });
    expect(again.status).toBe(400);
    expect(again.json.fields.path).toMatch(/^The page “Annual Day 2026” \(\/AnnualDay2026\) has this address already/);
  });

  it("answers bad bodies with a message per field and stores nothing", async () => {
    const before = (await api("/pages")).json.length;
    const cases: [unknown, string, RegExp][] = [
      [{ title: "No path", menuSection: "" }, "path", /^The address is required$/],
      [{ path: "Two words", title: "x" }, "path", /^Use one word of letters, digits and dashes/],
      [{ path: "a/b", title: "x" }, "path", /^Use one word/],
      [{ path: "x".repeat(61), title: "x" }, "path", /^Must be at most 60 characters$/],
      [{ path: "Fine", title: "  " }, "title", /^The title is required$/],
      [{ path: "Fine", title: "x".repeat(121) }, "title", /^Must be at most 120 characters$/],
      [{ path: "Fine", title: "Fine", menuSection: "Nowhere" }, "menuSection", /^There is no menu section called/],
      [{ path: "Fine", title: "Fine", extra: 1 }, "_form", /extra/],
    ];
    for (const [body, field, message] of cases) {
      const { status, json } = await api("/pages", { method: "POST", body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.error).toBe("Please correct the highlighted fields.");
      expect(json.fields[field], JSON.stringify(json.fields)).toMatch(message);
    }
    expect((await api("/pages")).json.length).toBe(before);
    const visibility = await api("/pages/Transport/visibility", { method: "PUT", body: { hidden: "yes" } });
    expect(visibility.status).toBe(400);
    expect(visibility.json.fields.hidden).toBe("Hidden must be true or false");
  });

  it("puts an added page in the trash and restores it; the spec's pages can only be hidden", async () => {
    const refused = await api("/pages/Transport", { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/cannot be deleted, only hidden/);
    expect((await api("/pages/NoSuchPage", { method: "DELETE" })).status).toBe(404);
    expect((await api("/pages/NoSuchPage/restore", { method: "POST" })).status).toBe(404);
    expect((await api("/pages/NoSuchPage/visibility", { method: "PUT", body: { hidden: true } })).status).toBe(404);

    const trashed = await api("/pages/AnnualDay2026", { method: "DELETE" });
    expect(trashed.status).toBe(200);
    expect(trashed.json.trashedAt).toBeTruthy();
    expect((await publicGet("/AnnualDay2026")).status).toBe(404);
    expect(await menuLinks()).not.toContain("Annual Day 2026 /AnnualDay2026");
    expect(await publicPage("/sitemap.xml")).not.toContain("/AnnualDay2026");
    expect(await publicPage("/search?q=welcome+song")).not.toContain("/AnnualDay2026");
    const listed = (await api("/pages")).json.find((page: { path: string }) => page.path === "/AnnualDay2026");
    expect(listed).toMatchObject({ status: "trashed", trashedBy: editor.userid });
    // In the trash: no second delete, no edits, and the address stays taken.
    expect((await api("/pages/AnnualDay2026", { method: "DELETE" })).status).toBe(409);
    const edit = await api("/pages/AnnualDay2026/publish", { method: "POST", body: {} });
    expect(edit.status).toBe(409);
    expect(edit.json.error).toMatch(/in the trash/);
    const reuse = await api("/pages", { method: "POST", body: { path: "AnnualDay2026", title: "Reuse" } });
    expect(reuse.json.fields.path).toMatch(/in the trash has this address/);

    const restored = await api("/pages/annualday2026/restore", { method: "POST" });
    expect(restored.status).toBe(200);
    expect(restored.json.trashedAt).toBeNull();
    expect(await publicPage("/AnnualDay2026")).toContain("Parents are welcome from 5 pm.");
    expect(await menuLinks()).toContain("Annual Day 2026 /AnnualDay2026");
    expect(await publicPage("/search?q=welcome+song")).toContain("/AnnualDay2026");
    expect((await api("/pages/AnnualDay2026/restore", { method: "POST" })).status).toBe(409);

    // Hiding a spec page takes it out of the menu and the sitemap; its address keeps working.
    const hidden = await api("/pages/Yoga/visibility", { method: "PUT", body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.json.hidden).toBe(true);
    expect(await menuLinks()).not.toContain("Yoga /Yoga");
    expect(await publicPage("/sitemap.xml")).not.toContain(`<loc>${server.url}/Yoga</loc>`);
    expect((await publicGet("/Yoga")).status).toBe(200);
    expect((await api("/pages/Yoga/visibility", { method: "PUT", body: { hidden: false } })).status).toBe(200);
    expect(await menuLinks()).toContain("Yoga /Yoga");

    expect((await auditActions("page", "/AnnualDay2026")).map((row) => row.action).slice(-2)).toEqual([
      "page_trash",
      "page_untrash",
    ]);
    expect((await auditActions("page", "/Yoga")).map((row) => row.action)).toEqual(["page_hide", "page_show"]);
  });

  it("reads and replaces the menu: order, labels, hidden links; refuses a stale version and links that lead nowhere", async () => {
    const { status, json: menu } = await api("/menu");
    expect(status).toBe(200);
    expect(menu.entries[0]).toMatchObject({
      label: "Home",
      path: "/",
      hidden: false,
      target: { kind: "page", state: "published" },
    });
    const about = menu.entries.find((entry: MenuEntry) => entry.label === "About Us");
    expect(about.items[0]).toMatchObject({
      label: "Vidhya",
      path: "/Vidhya",
      target: { kind: "page", state: "published" },
    });

    // Career first, About Us renamed, Donate hidden (a fixed page), Library hidden (a page: hidden everywhere).
    const entries: MenuEntry[] = structuredClone(menu.entries);
    const career = entries.findIndex((entry) => entry.label === "Career");
    entries.unshift(...entries.splice(career, 1));
    entries.find((entry) => entry.label === "About Us")!.label = "About the school";
    const sdp = entries.find((entry) => entry.label === "Development")!;
    sdp.items!.find((item) => item.path === "/Donate")!.hidden = true;
    const facilities = entries.find((entry) => entry.label === "Facilities")!;
    facilities.items!.find((item) => item.path === "/Library")!.hidden = true;

    const saved = await api("/menu", { method: "PUT", body: bodyOf(entries, menu.version) });
    expect(saved.status).toBe(200);
    expect(saved.json.entries[0].label).toBe("Career");
    expect(saved.json.version).not.toBe(menu.version);
    const html = await publicPage("/Faq");
    expect(html.indexOf(">Career<")).toBeLessThan(html.indexOf(">About the school<"));
    expect(html).not.toContain(">About Us<");
    const links = await menuLinks();
    expect(links).not.toContain("Donate /Donate");
    expect(links).not.toContain("Library /Library");
    expect(links).toContain("Transport /Transport");
    expect((await api("/pages/Library")).json.hidden).toBe(true);
    expect(await publicPage("/sitemap.xml")).not.toContain(`<loc>${server.url}/Library</loc>`);

    // A save from the screen before that change is refused with who changed it.
    const stale = await api("/menu", { method: "PUT", body: bodyOf(menu.entries, menu.version) });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ changedBy: editor.userid });
    expect(stale.json.error).toMatch(/Someone else changed the menu/);

    const bad: [unknown, string, RegExp][] = [
      [{ entries: [] }, "entries", /^The menu needs at least one entry$/],
      [{ entries: [{ label: "", path: "/" }] }, "entries.0.label", /^The label is required$/],
      [{ entries: [{ label: "x".repeat(41), path: "/" }] }, "entries.0.label", /^Must be at most 40 characters$/],
      [{ entries: [{ label: "Both", path: "/", items: [] }] }, "entries.0.path", /not both/],
      [{ entries: [{ label: "Evil", path: "javascript:alert(1)" }] }, "entries.0.path", /starting with \//],
      [
        {
          entries: [
            { label: "A", items: [] },
            { label: "a", items: [] },
          ],
        },
        "entries.1.label",
        /Another section has this name/,
      ],
      [
        { entries: [{ label: "S", items: [{ label: "Gone", path: "/NoSuchPage", hidden: false }] }] },
        "entries.0.items.0.path",
        /^No page of this website has this address$/,
      ],
      [{ entries: [{ label: "Home", path: "/", colour: "red" }] }, "entries.0", /./],
    ];
    for (const [body, field, message] of bad) {
      const { status: badStatus, json } = await api("/menu", { method: "PUT", body });
      expect(badStatus, JSON.stringify(body)).toBe(400);
      expect(json.fields[field] ?? JSON.stringify(json.fields), JSON.stringify(json.fields)).toMatch(message);
    }
    expect((await api("/menu")).json.version).toBe(saved.json.version);
    expect((await auditActions("menu", "menu")).map((row) => row.action)).toEqual(["menu_save"]);
  });
});

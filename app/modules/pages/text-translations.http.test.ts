import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Out-of-date marks of the short translations (decision 145): an English edit after the Telugu translation marks
// it out of date on the overview and in the form (the Telugu still shown to readers); saving the Telugu again as
// checked clears it. Events and menu labels the same way. And the public pagers in the reader's language.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const api = (path: string, options: Parameters<typeof callApi>[2] = {}) =>
  callApi(server.url, path, { as: editor, ...options });
const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
const OVERVIEW = "/welcome/pages/translations/texts";

/** The overview without React's text separators. */
const overview = async () => (await page(OVERVIEW, editor.cookie)).html.replaceAll("<!-- -->", "");
/** The state the overview shows for the thing whose form is at `href`, in `code`. */
async function stateOn(href: string, code: string) {
  const link = (await overview()).match(new RegExp(`<a [^>]*href="${href}#translation-${code}"[^>]*>`))?.[0];
  return link?.match(/data-state="([a-z-]+)"/)?.[1];
}
/** "తెలుగు: 3 translated, 1 out of date, 2 missing" → [3, 1, 2]. */
async function counts(name: string) {
  const found = (await overview()).match(new RegExp(`${name}</span>: (\\d+) translated, (\\d+) out of date, (\\d+)`));
  return found!.slice(1, 4).map(Number);
}

const postFields = (title: string, more: Record<string, string> = {}) => ({
  title,
  slug: "",
  postDate: new Date().toISOString().slice(0, 10),
  summary: "Classes 6 to 8 visit the planetarium.",
  body: "Buses leave at nine.",
  published: "on",
  title_te: "ప్లానిటోరియం సందర్శన",
  summary_te: "6 నుంచి 8వ తరగతి విద్యార్థులు ప్లానిటోరియం చూడటానికి వెళ్తారు.",
  ...more,
});
async function saveFromDashboard(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie: editor.cookie, origin: server.url },
    body: form,
    redirect: "manual",
  });
  expect(response.status).toBe(302);
}

describe("out-of-date marks of short translations", () => {
  it("marks a post's Telugu out of date after an English edit, shows it in the form, and clears it when checked", async () => {
    const created = await api("/news-posts", { method: "POST", body: postFields("Planetarium visit") });
    expect(created.status).toBe(201);
    const { id, slug } = created.json;
    const href = `/welcome/news/posts/${id}`;
    expect(await stateOn(href, "te")).toBe("translated");
    expect(await stateOn(href, "hi")).toBe("missing");
    const [, outOfDateBefore] = await counts("తెలుగు");

    // The English summary changes from the dashboard's form; the Telugu fields are posted unchanged.
    await saveFromDashboard(href, postFields("Planetarium visit", { slug, summary: "Classes 6 to 9 now go too." }));
    expect(await stateOn(href, "te")).toBe("out-of-date");
    expect(await stateOn(href, "hi")).toBe("missing");
    const [, outOfDateAfter] = await counts("తెలుగు");
    expect(outOfDateAfter).toBe(outOfDateBefore + 1);
    // The JSON API says the same, for the editor only.
    const listed = await api("/translations/texts?show=work");
    expect(listed.status).toBe(200);
    const posts = listed.json.groups.find((group: { id: string }) => group.id === "posts");
    expect(posts.things.find((thing: { href: string }) => thing.href === href).states).toEqual({
      hi: "missing",
      te: "out-of-date",
    });
    expect((await api("/translations/texts", { as: null })).status).toBe(401);
    const form = await page(href, editor.cookie);
    expect(form.html).toContain("English changed since this was translated");
    expect(form.html).toContain("Classes 6 to 9 now go too.");
    expect(form.html).toContain('name="checked_te"');
    expect(form.html).not.toContain('name="checked_hi"');
    // Readers of Telugu still get the (older) translation.
    expect((await page(`/te/News/${slug}`)).html).toContain("ప్లానిటోరియం సందర్శన");

    // Saved again, same English, Telugu untouched and not checked: still out of date.
    await saveFromDashboard(href, postFields("Planetarium visit", { slug, summary: "Classes 6 to 9 now go too." }));
    expect(await stateOn(href, "te")).toBe("out-of-date");
    // Checked against the current English: translated again.
    await saveFromDashboard(
      href,
      postFields("Planetarium visit", { slug, summary: "Classes 6 to 9 now go too.", checked_te: "on" }),
    );
    expect(await stateOn(href, "te")).toBe("translated");
    expect((await page(href, editor.cookie)).html).not.toContain("English changed since this was translated");
    // The stamp stays out of the form's fields.
    expect((await page(href, editor.cookie)).html).not.toContain("_from_te");
  });

  it("marks an event's translation out of date through the API, and new Telugu words clear it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const event = {
      title: "Science fair",
      startDate: today,
      endDate: today,
      allDay: true,
      place: "School hall",
      category: "academic",
      summary: "Projects by every class.",
      body: "",
      published: true,
      title_te: "సైన్స్ ప్రదర్శన",
    };
    const created = await api("/events", { method: "POST", body: event });
    expect(created.status).toBe(201);
    const href = `/welcome/events/${created.json.id}`;
    expect(await stateOn(href, "te")).toBe("translated");
    const changed = await api(`/events/${created.json.id}`, {
      method: "PUT",
      body: { ...event, slug: created.json.slug, title: "Science and art fair" },
    });
    expect(changed.status).toBe(200);
    expect(await stateOn(href, "te")).toBe("out-of-date");
    expect((await page(href, editor.cookie)).html).toContain("Science and art fair");
    await api(`/events/${created.json.id}`, {
      method: "PUT",
      body: { ...event, slug: created.json.slug, title: "Science and art fair", title_te: "సైన్స్, కళల ప్రదర్శన" },
    });
    expect(await stateOn(href, "te")).toBe("translated");
  });

  it("marks a menu label's translations out of date when its English label changes", async () => {
    const menu = (await api("/menu")).json;
    type Entry = Record<string, unknown> & { label: string; items?: Entry[]; target?: unknown };
    const strip = ({ target: _target, ...entry }: Entry): Entry =>
      entry.items ? { ...entry, items: entry.items.map(strip) } : entry;
    const entries: Entry[] = menu.entries.map(strip);
    const translated = entries.find((entry) => entry.label_te && entry.path);
    expect(translated).toBeDefined();
    const before = await overview();
    const rowOf = (html: string, label: string) =>
      html.slice(html.indexOf(`Menu link “${label}”`), html.indexOf("</tr>", html.indexOf(`Menu link “${label}”`)));
    expect(rowOf(before, translated!.label)).toContain('data-state="translated"');
    translated!.label = `${translated!.label} (new)`;
    const saved = await api("/menu", { method: "PUT", body: { entries, version: menu.version } });
    expect(saved.status).toBe(200);
    const after = await overview();
    expect(rowOf(after, translated!.label)).toContain('data-state="out-of-date"');
    // The menu editor says so under that row, with a box per language to clear it.
    const editorPage = (await page("/welcome/menu", editor.cookie)).html;
    expect(editorPage).toContain("English changed since this was translated");
    expect(editorPage).toMatch(/name="e\d+(\.\d+)?\.checked_te"/);
  });
});

describe("pagers in the reader's language", () => {
  it("shows /hi/News page 2 with the Hindi pager words, its links under /hi", async () => {
    for (let n = 0; n < 11; n++)
      await api("/news-posts", {
        method: "POST",
        body: { ...postFields(`Class notice ${n}`), title_te: "", summary_te: "" },
      });
    const hindi = await page("/hi/News?page=2");
    expect(hindi.status).toBe(200);
    expect(hindi.html).toMatch(/कुल (<!-- -->)?\d+(<!-- -->)? में से पृष्ठ (<!-- -->)?2/);
    expect(hindi.html).toContain("नई ख़बरें");
    expect(hindi.html).toContain('aria-label="समाचार के पृष्ठ"');
    expect(hindi.html).toContain('href="/hi/News"');
    expect(hindi.html).not.toContain("Newer posts");
    const telugu = await page("/te/News?page=2");
    expect(telugu.html).toMatch(/(<!-- -->)?2(<!-- -->)?వ పేజీ/);
    expect(telugu.html).toContain("కొత్త వార్తలు");
    const english = await page("/News?page=2");
    expect(english.html).toMatch(/Page (<!-- -->)?2(<!-- -->)? of/);
    expect(english.html).toContain("Newer posts");
  });
});

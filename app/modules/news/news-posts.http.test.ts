import Parser from "rss-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// News posts: the API, the bad inputs, the archive and post pages, the home page's latest three and the RSS feed.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const api = (path: string, options: ApiCall = {}) => callApi(server.url, path, { as: editor, ...options });
const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
};

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Science fair results",
  postDate: "2026-02-10",
  summary: "Class 8 won the district science fair with a rain-water harvesting model.",
  body: "The model collects rain from the roof.\n\nIt will be built on campus next term.",
  published: true,
  pinned: false,
  ...overrides,
});

async function countPosts() {
  const db = openServerDatabase(server);
  try {
    return Number((await db.selectFrom("news_posts").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  } finally {
    await db.destroy();
  }
}

describe("news posts", () => {
  it("refuses each bad input with a field message and stores nothing", async () => {
    const before = await countPosts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "" }, "title", "Title is required"],
      [{ title: "x".repeat(300) }, "title", "Title must be at most 200 characters"],
      [{ postDate: "2026-02-30" }, "postDate", "Enter a real date as YYYY-MM-DD"],
      [{ slug: "foundation-stone-to-be-laid" }, "slug", "This address is already used by another post"],
      [
        { slug: "Bad Slug" },
        "slug",
        "Use lower-case letters, digits and single hyphens (for example science-fair-results)",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, json } = await api("/news-posts", { method: "POST", body: post(overrides) });
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(json.fields[field]).toBe(message);
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(post())) form.set(key, String(value));
    form.set("cover", new Blob(["MZ\x90\x00 an executable"]), "cover.jpg");
    const refused = await api("/news-posts", { method: "POST", form });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.cover).toMatch(/must be a JPEG/);
    expect(await countPosts()).toBe(before);
  });

  let created: { id: number; slug: string };
  it("adds a post with a cover; it shows on /News, its own page, the home page and the feed", async () => {
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1e6b34" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries(post({ pinned: true }))) form.set(key, String(value));
    form.set("cover", new Blob([new Uint8Array(jpeg)]), "fair.jpg");
    const { status, json } = await api("/news-posts", { method: "POST", form });
    expect(status).toBe(201);
    expect(json).toMatchObject({ slug: "science-fair-results", pinned: true, published: true });
    created = json;

    const article = await page("/News/science-fair-results");
    expect(article.status).toBe(200);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(article.text)![1]);
    expect(jsonLd).toMatchObject({
      "@type": "NewsArticle",
      headline: "Science fair results",
      datePublished: "2026-02-10",
    });
    expect(jsonLd.image[0]).toContain("/media/news/");
    expect(article.text).toContain("It will be built on campus next term.");

    const home = await page("/");
    expect(home.text).toContain("Latest news");
    expect(home.text).toContain('href="/News/science-fair-results"');

    const feedText = await page("/news.xml");
    expect(feedText.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const feed = await new Parser().parseString(feedText.text);
    // The sample posts are dated a few days before the install, so they are the newest.
    expect(feed.items.map((item) => item.title)).toEqual([
      "Foundation stone to be laid for the school's modernisation",
      "Science week on campus",
      "Science fair results",
    ]);
    expect(feed.items[2].link).toBe(`${server.url}/News/science-fair-results`);
  });

  it("pages the archive by ten and by year", async () => {
    for (let i = 1; i <= 10; i++) {
      const { status } = await api("/news-posts", {
        method: "POST",
        body: post({ title: `Weekly note ${i}`, postDate: `2025-0${(i % 9) + 1}-15`, summary: "" }),
      });
      expect(status).toBe(201);
    }
    const first = await page("/News");
    expect(first.text).toContain("Page 1 of 2");
    expect(first.text).toContain('href="/News?page=2"');
    const second = await page("/News?page=2");
    // Newest first: the sample posts (dated days before the install) open page 1, the oldest notes end page 2.
    expect(first.text).toContain("Science week on campus");
    expect(second.text).toContain("Weekly note 9");
    const sampleYear = new Date(Date.now() - 10 * 86_400_000).getUTCFullYear();
    const year = await page(`/News?year=${sampleYear}`);
    expect(year.text).toContain(`News of ${sampleYear}`);
    expect(year.text).toContain("Science week on campus");
    expect(year.text).not.toContain("Weekly note");
    expect((await page("/News?page=999&year=abc")).status).toBe(200);
  });

  it("keeps drafts and trashed posts off the site, the API and the feed", async () => {
    const draft = await api(`/news-posts/${created.id}`, { method: "PUT", body: post({ published: false }) });
    expect(draft.status).toBe(200);
    expect((await page("/News/science-fair-results")).status).toBe(404);
    expect((await api("/news-posts", { as: null })).json.some((p: { id: number }) => p.id === created.id)).toBe(false);
    expect((await page("/news.xml")).text).not.toContain("Science fair results");
    expect((await api(`/news-posts/${created.id}`, { as: null })).status).toBe(401);
    expect((await api(`/news-posts/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/news-posts/${created.id}`)).status).toBe(404);
  });

  it("is written from the dashboard's news section without JavaScript", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(post({ title: "Sports day report", slug: "", published: "on" })))
      form.set(key, String(value));
    form.set("postDate", "2026-13-01");
    const post1 = (body: FormData) =>
      fetch(`${server.url}/welcome/news/posts/new`, {
        method: "POST",
        headers: { cookie: editor.cookie, origin: server.url },
        body,
        redirect: "manual",
      });
    const refused = await post1(form);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a real date as YYYY-MM-DD");
    expect(html).toContain('value="Sports day report"');
    form.set("postDate", "2026-03-01");
    const saved = await post1(form);
    expect(saved.status).toBe(302);
    expect((await page("/welcome/news", editor.cookie)).text).toContain("Sports day report");
    expect((await page("/News/sports-day-report")).status).toBe(200);
  });
});

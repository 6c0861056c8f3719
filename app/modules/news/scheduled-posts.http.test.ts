import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoInZone } from "~/kernel/dates";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Scheduled publishing of a news post (docs/decisions/126-scheduled-publishing.md): it appears when its "publish at"
// comes and leaves when its "stop showing at" passes, on its page, /News, the sitemap, the feed and the search,
// with nobody doing anything; bad schedules are refused and store nothing. The project has no settable clock, so the
// post is scheduled seconds ahead (the API takes seconds); the pages are rendered through the render cache as usual.

let server: RunningServer;
let editor: SignedIn;
const ZONE = "Asia/Kolkata"; // the sample school's time zone

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const api = (path: string, options: ApiCall = {}) => callApi(server.url, path, { as: editor, ...options });
const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();
/** The school's wall clock `ms` from now, to the second, as the API takes it. */
const schoolTime = (ms: number) => isoInZone(new Date(Date.now() + ms).toISOString(), ZONE).slice(0, 19);

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Zephyrine kite festival",
  postDate: "2026-11-20",
  summary: "The kite festival on the playground.",
  body: "Every class flies its own kite.",
  published: true,
  ...overrides,
});

/** Where the post can be seen by the public. */
async function visibility(slug: string) {
  const [page, archive, sitemap, feed, search] = await Promise.all([
    fetch(`${server.url}/News/${slug}`).then((response) => response.status),
    text("/News"),
    text("/sitemap.xml"),
    text("/news.xml"),
    text("/search?q=zephyrine"),
  ]);
  return {
    page: page === 200,
    archive: archive.includes(`/News/${slug}`),
    sitemap: sitemap.includes(`/News/${slug}<`),
    feed: feed.includes(`/News/${slug}<`),
    search: search.includes(`/News/${slug}"`),
  };
}

const everywhere = { page: true, archive: true, sitemap: true, feed: true, search: true };
const nowhere = { page: false, archive: false, sitemap: false, feed: false, search: false };

/** Polls until `expected`, within the render cache's life (10 s) and a little more. */
async function waitFor(slug: string, expected: typeof everywhere, deadline: number) {
  let seen = await visibility(slug);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    seen = await visibility(slug);
  }
  return seen;
}

async function countPosts() {
  const db = openServerDatabase(server);
  try {
    return Number((await db.selectFrom("news_posts").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  } finally {
    await db.destroy();
  }
}

describe("scheduled news posts", () => {
  it("refuses a schedule that ends before it starts, or is no date and time, and stores nothing", async () => {
    const before = await countPosts();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { showFrom: "2030-12-01T09:00", showUntil: "2030-12-01T08:59" },
        "showUntil",
        "“Stop showing at” must be after “Publish at”",
      ],
      [
        { showFrom: "2030-12-01T09:00", showUntil: "2030-12-01T09:00" },
        "showUntil",
        "“Stop showing at” must be after “Publish at”",
      ],
      [
        { showFrom: "2030-02-30T09:00" },
        "showFrom",
        "Enter “Publish at” as a real date and time (for example 2026-12-01 09:00)",
      ],
      [
        { showUntil: "tomorrow" },
        "showUntil",
        "Enter “Stop showing at” as a real date and time (for example 2026-12-01 09:00)",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, json } = await api("/news-posts", { method: "POST", body: post(overrides) });
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(json.error).toBeTruthy();
      expect(json.fields[field]).toBe(message);
    }
    expect(await countPosts()).toBe(before);
  });

  it("publishes at once, and says so, when “publish at” has passed", async () => {
    const { status, json } = await api("/news-posts", {
      method: "POST",
      body: post({ title: "Zephyrine late notice", showFrom: schoolTime(-3_600_000) }),
    });
    expect(status).toBe(201);
    expect(json.notice).toBe("“Publish at” was in the past, so it is shown on the website from now.");
    expect(json.showFrom).toBeNull();
    expect((await fetch(`${server.url}/News/${json.slug}`)).status).toBe(200);
  });

  it("shows a post scheduled ahead in the dashboard list with its time", async () => {
    const { status, json } = await api("/news-posts", {
      method: "POST",
      body: post({ title: "Zephyrine two minutes", showFrom: "2030-12-01T09:00", showUntil: "2031-01-05T17:30" }),
    });
    expect(status).toBe(201);
    // Stored in UTC: 09:00 in India is 03:30 UTC.
    expect(json.showFrom).toBe("2030-12-01T03:30:00.000Z");
    expect(json.showUntil).toBe("2031-01-05T12:00:00.000Z");
    const list = await (await fetch(`${server.url}/welcome/news`, { headers: { cookie: editor.cookie } })).text();
    expect(list).toContain("Scheduled for 1 Dec 2030 09:00 until 5 Jan 2031 17:30");
    expect((await visibility(json.slug)).page).toBe(false);
  });

  it("appears when due and leaves when its end passes, with nobody doing anything", { timeout: 60_000 }, async () => {
    const showFrom = Date.now() + 8_000;
    const showUntil = showFrom + 14_000;
    const { status, json } = await api("/news-posts", {
      method: "POST",
      body: post({ showFrom: schoolTime(showFrom - Date.now()), showUntil: schoolTime(showUntil - Date.now()) }),
    });
    expect(status).toBe(201);
    const slug = json.slug as string;
    // Before its time: nowhere (and the pages seen now are what the render cache keeps).
    expect(await visibility(slug)).toEqual(nowhere);
    expect(Date.now()).toBeLessThan(showFrom);

    const appeared = await waitFor(slug, everywhere, showFrom + 12_000);
    expect(appeared).toEqual(everywhere);
    expect(Date.now()).toBeGreaterThanOrEqual(showFrom - 1_000);

    const left = await waitFor(slug, nowhere, showUntil + 12_000);
    expect(left).toEqual(nowhere);
    expect(Date.now()).toBeGreaterThanOrEqual(showUntil - 1_000);
  });
});

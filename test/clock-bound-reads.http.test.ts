import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveNews } from "~/modules/news/ticker/news.server";
import { queryServerDatabase } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

// Reads held until the database changes or their own next moment (docs/decisions/148-clock-bound-reads-held.md): with
// the render cache off, an alert, a ticker window and a page's slide start or stop on the public page at their
// moment although nothing is written in between. The pages are asked as a crawler, whose views are not counted (a
// counted view is written a moment later, which would move SQLite's change stamp and hide a missing time bound).

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { RENDER_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await server?.stop();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const crawl = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { "user-agent": "Googlebot/2.1" } });
  expect(response.status).toBe(200);
  return response.text();
};
const transport = () => crawl("/Transport");
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const iso = (at: number) => new Date(at).toISOString();

/** `text` is on none of `paths` before `first`, on all of them from `first`, and on none from `second`. */
async function showsOnlyBetween(paths: string[], text: string, first: number, second: number) {
  // Asked twice before `first`: the second answer is the held one.
  for (let i = 0; i < 2; i++) for (const path of paths) expect(await crawl(path)).not.toContain(text);
  expect(Date.now()).toBeLessThan(first);
  await sleepUntil(first + 100);
  for (const path of paths) expect(await crawl(path)).toContain(text);
  expect(Date.now()).toBeLessThan(second);
  await sleepUntil(second + 100);
  for (const path of paths) expect(await crawl(path)).not.toContain(text);
}

describe("a public page without the render cache", () => {
  it("shows an alert, a ticker line and a slide from and until their moments, with no write between", async () => {
    const alert = `Buses leave early ${unique()}`;
    const ticker = `Drivers wanted ${unique()}`;
    const caption = `The morning bus ${unique()}`;
    const now = Date.now();
    const first = now + 2_500;
    const second = first + 2_500;
    await queryServerDatabase(server, async (db) => {
      // The alert from `first` until `second`; the ticker's lines until `first`; one of the page's slides until `second`.
      await db
        .insertInto("alerts")
        .values({
          message: alert,
          severity: "warning",
          starts_at: iso(first),
          ends_at: iso(second),
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
      await saveNews(db, { jobOpenings: ticker, latestEvent: "Sports day", showFrom: null, showUntil: iso(first) });
      const page = await db
        .selectFrom("pages")
        .select("blocks")
        .where("path_key", "=", "transport")
        .executeTakeFirstOrThrow();
      const set = (JSON.parse(page.blocks) as { type: string; set?: string }[]).find(
        (block) => block.type === "carousel",
      )?.set;
      expect(set).toBeDefined();
      const slide = await db
        .selectFrom("slides")
        .select("id")
        .where("slidename", "=", set!)
        .orderBy("sno")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("slides")
        .set({ alt: caption, show_until: iso(second) })
        .where("id", "=", slide.id)
        .execute();
    });

    // Asked twice before `first`: the second answer is the held one.
    for (let i = 0; i < 2; i++) {
      const before = await transport();
      expect(before).not.toContain(alert);
      expect(before).toContain(ticker);
      expect(before).toContain(caption);
    }
    expect(Date.now()).toBeLessThan(first);

    await sleepUntil(first + 100);
    const during = await transport();
    expect(during).toContain(alert);
    expect(during).not.toContain(ticker);
    expect(during).toContain(caption);
    expect(Date.now()).toBeLessThan(second);

    await sleepUntil(second + 100);
    const after = await transport();
    expect(after).not.toContain(alert);
    expect(after).not.toContain(caption);
  });

  it("shows a scheduled news post on /News and the home page from its moment, and drops it at its end", async () => {
    const title = `Science fair results ${unique()}`;
    const now = Date.now();
    const first = now + 2_500;
    const second = first + 2_500;
    await queryServerDatabase(server, (db) =>
      db
        .insertInto("news_posts")
        .values({
          slug: `science-fair-${unique()}`,
          title,
          // Dated in the future: the newest post, first on /News and on the home page while it shows.
          post_date: "2099-01-01",
          summary: "",
          body: "",
          published: 1,
          pinned: 0,
          show_from: iso(first),
          show_until: iso(second),
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute(),
    );
    await showsOnlyBetween(["/News", "/"], title, first, second);
  });

  it("lists a scheduled event on /Events from its moment, and drops it at its end", async () => {
    const title = `Inter-house quiz ${unique()}`;
    const now = Date.now();
    const first = now + 2_500;
    const second = first + 2_500;
    await queryServerDatabase(server, (db) =>
      db
        .insertInto("events")
        .values({
          slug: `quiz-${unique()}`,
          title,
          start_date: "2099-01-01",
          start_time: null,
          end_date: "2099-01-01",
          end_time: null,
          all_day: 1,
          place: "Main hall",
          category: "academic",
          summary: "",
          body: "",
          picture_key: null,
          published: 1,
          deleted_at: null,
          show_from: iso(first),
          show_until: iso(second),
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute(),
    );
    await showsOnlyBetween(["/Events"], title, first, second);
  });
});

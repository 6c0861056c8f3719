import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { foldOldVisitFigures } from "./retention.server";

// Visit figures without tracking, on SQLite and PostgreSQL: one visitor counted once a day across pages (a page from
// the render cache included), bots left out, no address stored, the footer's count following, the CSV and the
// filter's refusals, and the retention job folding old days into months.

let server: RunningServer;
let database: Kysely<Database>;
let editorCookie: string;

beforeAll(async () => {
  server = await startServer({ env: { RENDER_CACHE_SECONDS: "60" } });
  database = openServerDatabase(server);
  editorCookie = (await signInAs(server, "editor")).cookie;
});
afterAll(async () => {
  await database?.destroy();
  await server?.stop();
});

const browser = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0 Safari/537.36`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const open = (path: string, visitor: { ip: string; agent: string; referrer?: string }) =>
  fetch(`${server.url}${path}`, {
    headers: {
      "x-forwarded-for": visitor.ip,
      "user-agent": visitor.agent,
      ...(visitor.referrer ? { referer: visitor.referrer } : {}),
    },
  });

/** The footer's question, which also writes the figures still waiting in the server's memory. */
const footerCount = async (visitor: { ip: string; agent: string }) =>
  ((await (await open("/visit", visitor)).json()) as { count: number }).count;

const stored = async () =>
  Number((await database.selectFrom("visitor_count").select("count").executeTakeFirst())?.count);

async function figure(kind: string, subject: string) {
  const rows = await database
    .selectFrom("visit_daily")
    .select("count")
    .where("kind", "=", kind as "view")
    .where("subject", "=", subject)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

/** Asks the footer (which writes what is pending) until a figure reaches what is expected. */
const settled = (read: () => Promise<number>) =>
  expect.poll(async () => {
    await footerCount({ ip: "10.250.0.1", agent: GOOGLEBOT });
    return read();
  });

describe("visit figures", () => {
  it("counts one visitor once a day across pages, a cached page too, with entries and referring domains", async () => {
    const visitor = { ip: "10.77.1.2", agent: browser(131) };
    const before = await footerCount({ ip: "10.250.0.1", agent: GOOGLEBOT });
    const faqViews = await figure("view", "/Faq");
    const libraryViews = await figure("view", "/Library");
    const fromSearchEngine = await figure("referrer", "google.com");

    expect((await open("/Faq", { ...visitor, referrer: "https://www.google.com/search?q=school" })).status).toBe(200);
    const first = await open("/Library", { ...visitor, referrer: `${server.url}/Faq` });
    const again = await open("/Library", { ...visitor, referrer: `${server.url}/Faq` });
    expect(again.headers.get("x-render-cache")).toBe("HIT");
    expect(first.status).toBe(200);

    expect(await footerCount(visitor)).toBe(before + 1);
    // The same visitor the same day, on another page: still one.
    await open("/Events", visitor);
    expect(await footerCount(visitor)).toBe(before + 1);
    await settled(() => figure("view", "/Library")).toBe(libraryViews + 2);
    expect(await figure("view", "/Faq")).toBe(faqViews + 1);
    expect(await figure("referrer", "google.com")).toBe(fromSearchEngine + 1);
    // /Library came from /Faq on this site: not an entry page.
    expect(await figure("entry", "/Library")).toBe(0);
    expect(await stored()).toBe(before + 1);

    // Another browser at the same address is another visitor.
    expect(await footerCount({ ip: visitor.ip, agent: browser(132) })).toBe(before + 2);
  });

  it("ignores bots", async () => {
    const before = await footerCount({ ip: "10.250.0.1", agent: GOOGLEBOT });
    const views = await figure("view", "/Gallery");
    for (const agent of [GOOGLEBOT, "curl/8.5.0", "Mozilla/5.0 (compatible; bingbot/2.0)", ""])
      await open("/Gallery", { ip: "10.77.2.9", agent });
    expect(await footerCount({ ip: "10.77.2.9", agent: GOOGLEBOT })).toBe(before);
    expect(await figure("view", "/Gallery")).toBe(views);
  });

  it("keeps no address, user agent or cookie: every stored row checked", async () => {
    const visitor = { ip: "10.123.45.67", agent: browser(133) };
    const response = await open("/Faq", visitor);
    expect(response.headers.get("set-cookie")).toBeNull();
    const count = await fetch(`${server.url}/visit`, {
      headers: { "x-forwarded-for": visitor.ip, "user-agent": visitor.agent },
    });
    expect(count.headers.get("set-cookie")).toBeNull();
    await settled(() => figure("view", "/Faq")).toBeGreaterThan(0);
    const everything = JSON.stringify(
      await Promise.all([
        database.selectFrom("visit_daily").selectAll().execute(),
        database.selectFrom("visit_monthly").selectAll().execute(),
        database.selectFrom("visit_salt").selectAll().execute(),
        database.selectFrom("visit_seen").selectAll().execute(),
        database.selectFrom("visitor_count").selectAll().execute(),
      ]),
    );
    expect(everything).not.toContain("10.123.45.67");
    expect(everything).not.toContain("10.77.1.2");
    expect(everything).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    expect(everything).not.toContain("Chrome/133");
    // The day's hashes are 64 hex characters and only today's (and only today's salt) exist.
    const seen = await database.selectFrom("visit_seen").select(["day", "visitor"]).execute();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => /^[0-9a-f]{64}$/.test(row.visitor))).toBe(true);
    expect(new Set(seen.map((row) => row.day)).size).toBe(1);
    expect(await database.selectFrom("visit_salt").select("day").execute()).toHaveLength(1);
  });

  it("the footer's count follows the unique visitors, on a freshly rendered page too", async () => {
    const before = await footerCount({ ip: "10.250.0.1", agent: GOOGLEBOT });
    for (let i = 0; i < 3; i++) await open("/Sdp", { ip: `10.77.3.${i}`, agent: browser(134) });
    expect(await footerCount({ ip: "10.250.0.1", agent: GOOGLEBOT })).toBe(before + 3);
    const html = await (await open(`/Faq?fresh=${Date.now()}`, { ip: "10.250.0.1", agent: GOOGLEBOT })).text();
    expect(html).toMatch(new RegExp(`data-testid="visitor-count"[^>]*>${before + 3}<`));
    const today = await database
      .selectFrom("visit_daily")
      .select("count")
      .where("kind", "=", "visitors")
      .orderBy("day", "desc")
      .executeTakeFirstOrThrow();
    expect(Number(today.count)).toBeGreaterThanOrEqual(3);
  });

  it("counts site-search terms, those that found nothing, and forms sent", async () => {
    const visitor = { ip: "10.77.4.4", agent: browser(135) };
    await open("/search?q=Admission", visitor);
    await open("/search?q=%20zzqx%20%20nothing%20", visitor);
    const callback = await fetch(`${server.url}/forms/callback`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": visitor.ip,
        "user-agent": visitor.agent,
      },
      body: new URLSearchParams({ name: "Figure Parent", emailid: "f@example.org", mobilnum: "9012345678" }).toString(),
    });
    expect(callback.status).toBe(200);
    await settled(() => figure("form", "callback")).toBe(1);
    expect(await figure("search", "admission")).toBe(1);
    expect(await figure("search-empty", "admission")).toBe(0);
    expect(await figure("search", "zzqx nothing")).toBe(1);
    expect(await figure("search-empty", "zzqx nothing")).toBe(1);

    const answer = await fetch(`${server.url}/api/visits?days=7&term=zzqx`, { headers: { cookie: editorCookie } });
    expect(answer.status).toBe(200);
    const figures = (await answer.json()) as { searches: { subject: string }[]; forms: { subject: string }[] };
    expect(figures.searches.map((row) => row.subject)).toEqual(["zzqx nothing"]);
    expect(figures.forms.map((row) => row.subject)).toContain("callback");
  });

  it("exports the period's daily figures as CSV, on the dashboard and through the API", async () => {
    await open("/Faq", { ip: "10.77.5.5", agent: browser(136) });
    for (const path of ["/welcome/visits/export.csv?days=30", "/api/visits.csv?days=30"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: editorCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(response.headers.get("content-disposition")).toMatch(/visit-figures-30-days/);
      const lines = (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('date,figure,"page, site, term or form",count');
      expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},page views,\/Faq,\d+$/.test(line))).toBe(true);
      expect(lines.some((line) => /,unique visitors,,\d+$/.test(line))).toBe(true);
    }
    expect((await fetch(`${server.url}/api/visits.csv`)).status).toBe(401);
  });

  it("refuses an empty or 10,000-character search term, and an unknown period, with a message on the field", async () => {
    for (const [query, field] of [
      ["term=", "term"],
      ["term=%20%20", "term"],
      [`term=${"a".repeat(10_000)}`, "term"],
      ["days=12", "days"],
    ] as const) {
      const api = await fetch(`${server.url}/api/visits?${query}`, { headers: { cookie: editorCookie } });
      expect(api.status).toBe(400);
      const body = (await api.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBeTruthy();
      expect(Object.keys(body.fields)).toEqual([field]);
      const page = await fetch(`${server.url}/welcome/visits?${query}`, { headers: { cookie: editorCookie } });
      expect(page.status).toBe(400);
      if (field === "term") {
        const html = await page.text();
        expect(html).toMatch(/id="visit-term-error"[^>]*>[^<]*(Type the words|At most 100 characters)/);
        expect(html).toContain('aria-invalid="true"');
      }
    }
    expect((await fetch(`${server.url}/api/visits?days=7`)).status).toBe(401);
  });

  it("folds daily figures older than 25 months into monthly totals", async () => {
    await database
      .insertInto("visit_daily")
      .values([
        { day: "2022-03-04", kind: "view", subject: "/Old", count: 5 },
        { day: "2022-03-20", kind: "view", subject: "/Old", count: 2 },
        { day: "2022-03-20", kind: "visitors", subject: "", count: 4 },
      ])
      .execute();
    await foldOldVisitFigures(database);
    expect(await database.selectFrom("visit_daily").select("day").where("day", "<", "2023-01-01").execute()).toEqual(
      [],
    );
    const months = await database
      .selectFrom("visit_monthly")
      .select(["kind", "subject", "count"])
      .where("month", "=", "2022-03")
      .orderBy("kind")
      .execute();
    expect(months.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { kind: "view", subject: "/Old", count: 7 },
      { kind: "visitors", subject: "", count: 4 },
    ]);
    // Yesterday's figures stay by day.
    expect(await figure("view", "/Faq")).toBeGreaterThan(0);
  });
});

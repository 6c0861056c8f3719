import ical, { type VEvent } from "node-ical";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Events: the API (editor writes, public reads), the bad inputs of the issue, the public pages and the iCalendar feeds.

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

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
};

const nextYear = new Date().getUTCFullYear() + 1;
const event = (overrides: Record<string, unknown> = {}) => ({
  title: "Annual sports day",
  startDate: `${nextYear}-01-20`,
  startTime: "09:00",
  endDate: `${nextYear}-01-20`,
  endTime: "13:30",
  place: "Main ground",
  category: "sports",
  summary: "Races, relays and the march past, with parents' races at noon.",
  body: "First paragraph.\n\nSecond paragraph with <b>not html</b>.",
  published: true,
  ...overrides,
});

async function countRows() {
  const db = openServerDatabase(server);
  try {
    const events = await db.selectFrom("events").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const media = await db.selectFrom("media").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    return { events: Number(events.n), media: Number(media.n) };
  } finally {
    await db.destroy();
  }
}

describe("events API", () => {
  it("lists the three seeded events to anyone, in date order, all still to come", async () => {
    const { status, json } = await api("/events", { as: null });
    expect(status).toBe(200);
    expect(
      json.filter((e: { category: string }) => e.category !== "holiday").map((e: { slug: string }) => e.slug),
    ).toEqual(["science-exhibition", "ground-breaking-ceremony", "inter-school-cricket-tournament"]);
    const today = new Date().toISOString().slice(0, 10);
    for (const event of json.filter((e: { category: string }) => e.category !== "holiday"))
      expect(event.startDate > today).toBe(true);
  });

  it("refuses each bad input with a field message and stores nothing", async () => {
    const before = await countRows();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endTime: "08:00" }, "endTime", "The event must end after it starts"],
      [{ endDate: `${nextYear}-01-19` }, "endDate", "The event must end after it starts"],
      [{ startDate: `${nextYear}-02-30` }, "startDate", "Enter a real date as YYYY-MM-DD"],
      [{ endDate: "2025-13-01" }, "endDate", "Enter a real date as YYYY-MM-DD"],
      [{ title: "" }, "title", "Title is required"],
      [{ title: "t".repeat(300) }, "title", "Title must be at most 200 characters"],
      [{ category: "party" }, "category", "Choose a category"],
      [{ startTime: "25:00" }, "startTime", "Enter a time as HH:MM (24-hour clock)"],
      [
        { slug: "Not a slug!" },
        "slug",
        "Use lower-case letters, digits and single hyphens (for example sports-day-2026)",
      ],
      [{ slug: "science-exhibition" }, "slug", "This address is already used by another event"],
      [{ allDay: false, startTime: "" }, "startTime", "Start time is required (or tick All day)"],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, json } = await api("/events", { method: "POST", body: event(overrides) });
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(json.fields[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it("refuses a picture that is not an image and leaves no file behind", async () => {
    const before = await countRows();
    const form = new FormData();
    for (const [key, value] of Object.entries(event())) form.set(key, String(value));
    form.set("picture", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" }), "photo.png");
    const { status, json } = await api("/events", { method: "POST", form });
    expect(status).toBe(400);
    expect(json.fields.picture).toMatch(/must be a JPEG, PNG/);
    expect(await countRows()).toEqual(before);
  });

  let created: { id: number; slug: string; pictureKey: string };
  it("adds an event with a picture (multipart), which shows in the API, the page, the calendar and the feed", async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#7a1f1f" } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries(event())) form.set(key, String(value));
    form.set("picture", new Blob([new Uint8Array(png)], { type: "image/png" }), "sports.png");
    const { status, json } = await api("/events", { method: "POST", form });
    expect(status).toBe(201);
    expect(json).toMatchObject({ slug: "annual-sports-day", allDay: false, published: true, category: "sports" });
    expect(json.pictureKey).toMatch(/^events\//);
    created = json;

    const list = await api(`/events?from=${nextYear}-01-01&to=${nextYear}-01-31&category=sports`, { as: null });
    expect(list.json.map((e: { id: number }) => e.id)).toEqual([created.id]);
    // The holidays page's fixed-date holidays are seeded as published holiday events (movable ones as drafts).
    const holidays = (await api(`/events?category=holiday`, { as: null })).json.map((e: { title: string }) => e.title);
    expect(holidays).toEqual(["Independence Day", "Gandhi Jayanti", "Republic Day", "Summer vacation"]);
    expect((await api(`/events?from=yesterday`, { as: null })).status).toBe(400);

    const eventPage = await page("/Events/annual-sports-day");
    expect(eventPage.status).toBe(200);
    expect(eventPage.text).toContain("<h1>Annual sports day</h1>");
    expect(eventPage.text).toContain("Second paragraph with &lt;b&gt;not html&lt;/b&gt;.");
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(eventPage.text)![1]);
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      name: "Annual sports day",
      startDate: `${nextYear}-01-20T09:00:00+05:30`,
      endDate: `${nextYear}-01-20T13:30:00+05:30`,
    });
    expect(jsonLd.image[0]).toContain("/media/events/");
    expect(eventPage.text).toContain("calendar.google.com/calendar/render?action=TEMPLATE");
    expect(eventPage.text).toContain("outlook.live.com/calendar/0/deeplink/compose");
    expect(eventPage.text).toContain('href="/Events/annual-sports-day.ics"');

    const calendar = await page(`/Events?view=calendar&month=${nextYear}-01`);
    expect(calendar.text).toContain(`January ${nextYear}`);
    expect(calendar.text).toContain('href="/Events/annual-sports-day"');
    const listPage = await page("/Events");
    expect(listPage.text).toContain("Upcoming events");
    expect(listPage.text).toContain("Races, relays and the march past, with parents&#x27;...");
  });

  it("serves /events.ics and /Events/{slug}.ics that an iCalendar parser reads", async () => {
    const feed = await page("/events.ics");
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(feed.text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const list = await page("/Events");
    expect(list.text).toMatch(/href="webcal:\/\/[^"/]+\/events\.ics"/);
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((c) => c?.type === "VEVENT") as VEvent[];
    const holidays = ["Gandhi Jayanti", "Independence Day", "Republic Day", "Summer vacation"];
    expect(events.filter((e) => holidays.includes(String(e.summary))).map((e) => e.datetype)).toEqual(
      Array(4).fill("date"),
    );
    expect(
      events
        .map((e) => e.summary)
        .filter((s) => !holidays.includes(String(s)))
        .sort(),
    ).toEqual([
      "Annual sports day",
      "Ground-breaking ceremony",
      "Inter-school cricket tournament",
      "Science exhibition",
    ]);
    const sports = events.find((e) => e.summary === "Annual sports day")!;
    expect(sports.start.toISOString()).toBe(`${nextYear}-01-20T03:30:00.000Z`);
    const cricket = events.find((e) => e.summary === "Inter-school cricket tournament")!;
    expect(cricket.datetype).toBe("date");
    // An all-day event ends the day after its last day (the cricket: 26 to 28 days after the install).
    const dayAfterLast = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
    expect(feed.text).toContain(`DTEND;VALUE=DATE:${dayAfterLast}`);

    const one = await page("/Events/annual-sports-day.ics");
    expect(one.status).toBe(200);
    expect(one.headers.get("content-disposition")).toBe("attachment; filename=annual-sports-day.ics");
    expect(Object.values(ical.sync.parseICS(one.text)).filter((c) => c?.type === "VEVENT")).toHaveLength(1);
    expect((await page("/Events/no-such-event.ics")).status).toBe(404);
  });

  it("reads, updates, keeps drafts off the site and trashes", async () => {
    expect((await api(`/events/${created.id}`, { as: null })).status).toBe(401);
    expect((await api(`/events/${created.id}`)).json.title).toBe("Annual sports day");
    const updated = await api(`/events/${created.id}`, {
      method: "PUT",
      body: event({ title: "Sports day (draft)", published: false, slug: "annual-sports-day", allDay: true }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      published: false,
      allDay: true,
      startTime: null,
      pictureKey: created.pictureKey,
    });
    expect((await page("/Events/annual-sports-day")).status).toBe(404);
    expect((await page("/events.ics")).text).not.toContain("Sports day (draft)");
    expect((await api("/events/999999", { method: "PUT", body: event() })).status).toBe(404);

    expect((await api(`/events/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/events/${created.id}`)).status).toBe(404);
    expect((await api(`/events/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("pages list events by month and filter by category", async () => {
    // The sample events are dated from the day of install: the cricket 26 days on, the exhibition 5.
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const cricketMonth = inDays(26).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    const list = await page("/Events?category=sports");
    expect(list.status).toBe(200);
    expect(list.text).toContain(cricketMonth);
    expect(list.text).toContain("Inter-school cricket tournament");
    // The ticker on every page links the next event; the list itself holds sports alone.
    expect(list.text.slice(list.text.indexOf("<main"))).not.toContain("Science exhibition");
    const exhibitionMonth = inDays(5).toISOString().slice(0, 7);
    expect((await page(`/Events?view=calendar&month=${exhibitionMonth}`)).text).toContain(
      'href="/Events/science-exhibition"',
    );
    expect((await page("/Events?view=calendar&month=garbage")).status).toBe(200);
  });
});

describe("dashboard events section (form posts without JavaScript)", () => {
  const post = (path: string, form: FormData) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server.url },
      body: form,
      redirect: "manual",
    });
  const formOf = (values: Record<string, unknown>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.set(key, String(value));
    return form;
  };

  it("keeps what was typed and names the field when the end is before the start", async () => {
    const response = await post("/welcome/events/new", formOf(event({ title: "Science fair", endTime: "08:00" })));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The event must end after it starts");
    expect(html).toContain('value="Science fair"');
  });

  it("adds, duplicates and trashes an event through the section's forms", async () => {
    const added = await post("/welcome/events/new", formOf(event({ title: "Science fair", slug: "science-fair" })));
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/welcome/events");
    const list = await fetch(`${server.url}/welcome/events`, { headers: { cookie: editor.cookie } });
    expect(await list.text()).toContain("Science fair");
    const { id } = (await api("/events", { as: null })).json.find((e: { slug: string }) => e.slug === "science-fair");

    const copied = await post("/welcome/events", formOf({ intent: "duplicate", id }));
    expect(copied.status).toBe(302);
    const copy = await fetch(`${server.url}${copied.headers.get("location")}`, { headers: { cookie: editor.cookie } });
    expect(await copy.text()).toContain('value="Science fair (copy)"');

    expect((await post("/welcome/events", formOf({ intent: "trash", id }))).status).toBe(302);
    expect((await page("/Events/science-fair")).status).toBe(404);
    expect((await post("/welcome/events", formOf({ intent: "restore", id }))).status).toBe(302);
    expect((await page("/Events/science-fair")).status).toBe(200);
  });
});

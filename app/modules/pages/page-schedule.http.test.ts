import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoInZone } from "~/kernel/dates";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Scheduled publishing of a content page (docs/decisions/126-scheduled-publishing.md): Publish takes "publish at" and
// "stop showing at"; the page appears and leaves at its address, in the sitemap and in the search with nobody doing
// anything; a schedule that ends before it starts is refused and stores nothing. Scheduled seconds ahead (no clock).

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
const schoolTime = (ms: number) => isoInZone(new Date(Date.now() + ms).toISOString(), ZONE).slice(0, 19);

/** A new page (its first draft is its title) with a word of its own for the search. */
async function newPage(path: string) {
  const { status, json } = await api("/pages", { method: "POST", body: { path, title: `${path} Quillwortian` } });
  expect(status).toBe(201);
  return json as { version: number };
}

async function visibility(path: string) {
  const [page, sitemap, search] = await Promise.all([
    fetch(`${server.url}/${path}`).then((response) => response.status),
    text("/sitemap.xml"),
    text("/search?q=quillwortian"),
  ]);
  return { page: page === 200, sitemap: sitemap.includes(`/${path}<`), search: search.includes(`"/${path}"`) };
}
const everywhere = { page: true, sitemap: true, search: true };
const nowhere = { page: false, sitemap: false, search: false };

async function waitFor(path: string, expected: typeof everywhere, deadline: number) {
  let seen = await visibility(path);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    seen = await visibility(path);
  }
  return seen;
}

async function storedSchedule(path: string) {
  const db = openServerDatabase(server);
  try {
    return await db
      .selectFrom("pages")
      .select(["show_from", "show_until", "published_at"])
      .where("path", "=", `/${path}`)
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

describe("scheduled pages", () => {
  it("refuses a stop before the start, or no date, and publishes nothing", async () => {
    const { version } = await newPage("QuillRefused");
    for (const [body, field] of [
      [{ showFrom: "2030-12-01T09:00", showUntil: "2030-12-01T08:59" }, "showUntil"],
      [{ showUntil: "tomorrow" }, "showUntil"],
    ] as const) {
      const { status, json } = await api("/pages/QuillRefused/publish", { method: "POST", body: { version, ...body } });
      expect(status).toBe(400);
      expect(json.error).toBeTruthy();
      expect(json.fields[field]).toMatch(/Stop showing at/);
    }
    expect(await storedSchedule("QuillRefused")).toEqual({ show_from: null, show_until: null, published_at: null });
  });

  it("takes the schedule with the editor's Publish, refusing a stop before the start", async () => {
    const { version } = await newPage("QuillForm");
    const publish = (schedule: Record<string, string>) =>
      fetch(`${server.url}/welcome/pages/QuillForm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: editor.cookie, origin: server.url },
        body: new URLSearchParams({
          intent: "publish",
          version: String(version),
          blockCount: "0",
          title: "QuillForm Quillwortian",
          description: "A page published from the editor.",
          heading: "QuillForm Quillwortian",
          lead: "",
          ...schedule,
        }),
        redirect: "manual",
      });
    const refused = await publish({ showFrom: "2030-12-01T09:00", showUntil: "2030-11-30T09:00" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("“Stop showing at” must be after “Publish at”");
    const db = openServerDatabase(server);
    try {
      const row = await db
        .selectFrom("pages")
        .select(["version", "published_at", "show_until"])
        .where("path", "=", "/QuillForm")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ version, published_at: null, show_until: null });
    } finally {
      await db.destroy();
    }
    const published = await publish({ showFrom: "", showUntil: "2030-11-30T09:00" });
    expect(published.status).toBe(302);
    expect(await storedSchedule("QuillForm")).toMatchObject({
      show_from: null,
      show_until: "2030-11-30T03:30:00.000Z",
    });
    expect((await fetch(`${server.url}/QuillForm`)).status).toBe(200);
  });

  it("publishes now, and says so, when “publish at” has passed; lists a schedule ahead", async () => {
    await newPage("QuillLate");
    const late = await api("/pages/QuillLate/publish", { method: "POST", body: { showFrom: schoolTime(-3_600_000) } });
    expect(late.status).toBe(200);
    expect(late.json.notice).toBe("“Publish at” was in the past, so it is shown on the website from now.");
    expect(late.json.showFrom).toBeNull();
    expect((await fetch(`${server.url}/QuillLate`)).status).toBe(200);

    await newPage("QuillAhead");
    const ahead = await api("/pages/QuillAhead/publish", {
      method: "POST",
      body: { showFrom: "2030-12-01T09:00", showUntil: "2031-01-05T17:30" },
    });
    expect(ahead.json).toMatchObject({ showFrom: "2030-12-01T03:30:00.000Z", showUntil: "2031-01-05T12:00:00.000Z" });
    const list = await (await fetch(`${server.url}/welcome/pages`, { headers: { cookie: editor.cookie } })).text();
    expect(list).toContain("Scheduled for 1 Dec 2030 09:00 until 5 Jan 2031 17:30");
    expect((await fetch(`${server.url}/QuillAhead`)).status).toBe(404);
  });

  it("appears when due and leaves when its end passes, with nobody doing anything", { timeout: 60_000 }, async () => {
    await newPage("QuillTimed");
    const showFrom = Date.now() + 8_000;
    const showUntil = showFrom + 14_000;
    const { status } = await api("/pages/QuillTimed/publish", {
      method: "POST",
      body: { showFrom: schoolTime(showFrom - Date.now()), showUntil: schoolTime(showUntil - Date.now()) },
    });
    expect(status).toBe(200);
    expect(await visibility("QuillTimed")).toEqual(nowhere);
    expect(Date.now()).toBeLessThan(showFrom);

    expect(await waitFor("QuillTimed", everywhere, showFrom + 12_000)).toEqual(everywhere);
    expect(Date.now()).toBeGreaterThanOrEqual(showFrom - 1_000);

    expect(await waitFor("QuillTimed", nowhere, showUntil + 12_000)).toEqual(nowhere);
    expect(Date.now()).toBeGreaterThanOrEqual(showUntil - 1_000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoInZone } from "~/kernel/dates";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../../../test/harness/smtp";

// The alert banner over HTTP: the bad inputs (API and dashboard form, nothing stored), the banner on every page and
// language through the render cache (kept 60 s here), a scheduled alert that appears and leaves on time although
// the pages are cached, and an emergency's e-mail to the mailing list through a real SMTP server.

let server: RunningServer;
let smtp: TestSmtpServer;
let editor: SignedIn;
let admin: SignedIn;
let timeZone: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      RENDER_CACHE_SECONDS: "60",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Sample School <office@example.org>",
      MAIL_POLL_SECONDS: "0.5",
    },
  });
  [editor, admin] = await Promise.all([signInAs(server, "editor"), signInAs(server, "admin")]);
  const db = openServerDatabase(server);
  try {
    timeZone = (await getSiteSettings(db)).timeZone;
  } finally {
    await db.destroy();
  }
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const api = (path: string, options: ApiCall = {}) => callApi(server.url, path, { as: editor, ...options });
const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
};
/** A moment as the school's wall clock with seconds, as a datetime-local input with seconds sends it. */
const wallClock = (at: number) => isoInZone(new Date(at).toISOString(), timeZone).slice(0, 19);
const unique = () => Math.random().toString(36).slice(2, 8);

async function countAlerts() {
  const db = openServerDatabase(server);
  try {
    const row = await db.selectFrom("alerts").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

describe("bad input", () => {
  it.each([
    [{ message: "Closed", startsAt: "2026-12-02T10:00", endsAt: "2026-12-01T10:00" }, "endsAt", "must end after"],
    [{ message: "   " }, "message", "Write the alert's text"],
    [{ message: "Closed", link: "javascript:alert(1)" }, "link", "Enter a web address"],
    [{ message: "Closed", endsAt: "2020-01-01T10:00" }, "endsAt", "That end has passed"],
  ])("the API refuses %j with a message on %s and stores nothing", async (change, field, text) => {
    const answer = await api("/alerts", { method: "POST", body: { severity: "warning", ...change } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("Please correct the highlighted fields.");
    expect(answer.json.fields[field]).toContain(text);
    expect(await countAlerts()).toBe(0);
  });

  it("the dashboard form refuses the same with the message on the field, keeping what was typed", async () => {
    const response = await fetch(`${server.url}/welcome/alerts`, {
      method: "POST",
      headers: { cookie: editor.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        _form: "alert",
        severity: "information",
        message: "Sports day moved",
        startsAt: "2026-12-02T10:00",
        endsAt: "2026-12-01T10:00",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="alert-endsAt-error"[^>]*>The alert must end after it starts/);
    expect(html).toContain("Sports day moved");
    expect(await countAlerts()).toBe(0);
  });

  it("an editor may not change the mailing list; no one signed out may write alerts", async () => {
    const list = await api("/alerts/mailing-list", { method: "PUT", body: { recipients: "x@example.org" } });
    expect(list.status).toBe(403);
    const stranger = await api("/alerts", { method: "POST", body: { message: "Hi", severity: "warning" }, as: null });
    expect(stranger.status).toBe(401);
    const bad = await callApi(server.url, "/alerts/mailing-list", {
      method: "PUT",
      as: admin,
      body: { recipients: "office@example.org principal" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ recipients: "Not an e-mail address: principal" });
  });
});

describe("the banner through the render cache", () => {
  it("a published alert is on cached pages at once, in each language, and leaves when ended", async () => {
    for (const path of ["/Faq", "/hi/Faq", "/te/Faq"]) await page(path);
    expect((await page("/Faq")).headers.get("x-render-cache")).toBe("HIT");

    const text = `Bus route 4 is late today ${unique()}`;
    const created = await api("/alerts", {
      method: "POST",
      body: { message: text, message_hi: `बस मार्ग 4 आज देर से ${text.slice(-6)}`, severity: "warning", link: "/Faq" },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ state: "showing", mailedAt: null });

    const english = await page("/Faq");
    expect(english.text).toContain(text);
    expect(english.text).toMatch(/class="alert-banner__text" role="status"><strong[^>]*>Warning/);
    // Above the header.
    expect(english.text.indexOf(text)).toBeLessThan(english.text.indexOf('<header class="site-header"'));
    const hindi = await page("/hi/Faq");
    expect(hindi.text).toContain(`बस मार्ग 4 आज देर से ${text.slice(-6)}`);
    expect(hindi.text).toContain('href="/hi/Faq"');
    // No Telugu text yet: the English one, marked as English.
    expect((await page("/te/Faq")).text).toContain(`<span lang="en">${text}</span>`);

    const ended = await api(`/alerts/${created.json.id}/end`, { method: "POST" });
    expect(ended.json.state).toBe("ended");
    expect((await page("/Faq")).text).not.toContain(text);
    expect((await api("/alerts/current")).json).toEqual([]);
  });

  it("only information can be hidden, an emergency is role=alert", async () => {
    const info = await api("/alerts", {
      method: "POST",
      body: { message: `PTM on Saturday ${unique()}`, severity: "information" },
    });
    const html = (await page("/Faq")).text;
    expect(html).toContain(`id="alert-${info.json.id}-hide"`);
    expect(html.match(/alert-banner__hide-box/g)).toHaveLength(1);
    await api(`/alerts/${info.json.id}`, { method: "DELETE" });
    expect((await api(`/alerts/${info.json.id}`)).status).toBe(404);
    expect((await page("/Faq")).text).not.toContain("alert-banner");
  });

  it("a scheduled alert appears at its start and leaves at its end although the page is cached for 60 s", async () => {
    const text = `Early closing at noon ${unique()}`;
    const startsAt = Date.now() + 6_000;
    const endsAt = startsAt + 6_000;
    const created = await api("/alerts", {
      method: "POST",
      body: { message: text, severity: "warning", startsAt: wallClock(startsAt), endsAt: wallClock(endsAt) },
    });
    expect(created.status).toBe(201);
    expect(created.json.state).toBe("scheduled");

    await page("/Events");
    const cached = await page("/Events");
    expect(cached.headers.get("x-render-cache")).toBe("HIT");
    expect(cached.text).not.toContain(text);
    // A proxy or CDN in front is told to keep it no longer than until the start.
    const sharedAge = Number(/s-maxage=(\d+)/.exec(cached.headers.get("cache-control") ?? "")?.[1]);
    expect(sharedAge).toBeLessThanOrEqual(6);

    await eventually(async () => (await page("/Events")).text.includes(text), "the alert to appear", 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 1_000);
    expect(Date.now() - startsAt).toBeLessThan(2_000);
    await eventually(async () => !(await page("/Events")).text.includes(text), "the alert to leave", 20_000);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt - 1_000);
    expect(Date.now() - endsAt).toBeLessThan(2_000);
  });
});

describe("an emergency", () => {
  it("mails the office's mailing list once, through the outbox; a warning mails no one", async () => {
    const list = await callApi(server.url, "/alerts/mailing-list", {
      method: "PUT",
      as: admin,
      body: { recipients: "principal@example.org\nstaff-list@example.org" },
    });
    expect(list.json).toEqual({ recipients: ["principal@example.org", "staff-list@example.org"] });

    const text = `School closed today because of flooding ${unique()}`;
    const created = await api("/alerts", {
      method: "POST",
      body: { message: text, message_hi: "बाढ़ के कारण आज विद्यालय बंद है।", severity: "emergency", link: "/Holidays" },
    });
    expect(created.status).toBe(201);
    expect(created.json.mailedAt).toEqual(expect.any(String));
    expect((await page("/")).text).toMatch(
      new RegExp(`role="alert"><strong[^>]*>Emergency(<!-- -->)?: </strong><span>${text}`),
    );

    const mails = await eventually(() => {
      const found = smtp.received.filter((mail) => mail.subject?.includes(text));
      return found.length === 2 ? found : undefined;
    }, "two emergency e-mails");
    expect(mails.flatMap((mail) => mail.envelopeTo).sort()).toEqual([
      "principal@example.org",
      "staff-list@example.org",
    ]);
    expect(mails[0]!.subject).toBe(`Emergency: ${text}`);
    expect(mails[0]!.text).toContain("बाढ़ के कारण आज विद्यालय बंद है।");

    // An edit mails no one again; a warning is never mailed.
    await api(`/alerts/${created.json.id}`, { method: "PUT", body: { message: `${text}.`, severity: "emergency" } });
    await api("/alerts", { method: "POST", body: { message: `Warning only ${unique()}`, severity: "warning" } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received.filter((mail) => mail.subject?.includes(text))).toHaveLength(2);
    expect(smtp.received.filter((mail) => mail.subject?.includes("Warning only"))).toHaveLength(0);
  });
});

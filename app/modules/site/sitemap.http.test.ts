import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The sitemap lists the news and events pages and every published event and post at its own address; the
// news ticker links to the pinned post and the next event.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const sitemap = async () => {
  const response = await fetch(`${server.url}/sitemap.xml`);
  expect(response.status).toBe(200);
  return response.text();
};

const write = (path: string, body: unknown) =>
  fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { cookie: editor.cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("sitemap", () => {
  it("lists /News, /Events and each published event and post, not drafts", async () => {
    const draft = await write("/news-posts", {
      title: "Draft notice",
      postDate: "2026-04-01",
      summary: "Not yet.",
      body: "Not yet.",
      published: false,
      pinned: false,
    });
    expect(draft.status).toBe(201);
    const text = await sitemap();
    expect(text).toContain(`<loc>${server.url}/News</loc>`);
    expect(text).toContain(`<loc>${server.url}/Events</loc>`);
    expect(text).toMatch(
      new RegExp(
        `<loc>${server.url}/Events/inter-school-cricket-tournament</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`,
      ),
    );
    expect(text).toContain(`<loc>${server.url}/News/foundation-stone-to-be-laid</loc>`);
    expect(text).not.toContain("draft-notice");
  });
});

describe("news ticker", () => {
  it("links to the pinned post and to the next published event", async () => {
    const html = await (await fetch(`${server.url}/Faq`)).text();
    const ticker = html.slice(html.indexOf('class="ticker"'), html.indexOf("ticker__pause"));
    expect(ticker).toContain('href="/News/foundation-stone-to-be-laid"');
    // The seeded holidays include next Republic Day, always ahead within the academic year.
    expect(ticker).toMatch(/href="\/Events\/[a-z0-9-]+"/);
    // The cricket tournament comes after the science exhibition: the ticker links the next event alone.
    expect(ticker).not.toContain('href="/Events/inter-school-cricket-tournament"');
  });
});

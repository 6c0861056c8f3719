import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveNews } from "~/modules/news/ticker/news.server";
import { openServerDatabase, signInAs } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { RENDER_CACHE_SECONDS: "60" } });
});
afterAll(async () => {
  await server?.stop();
});

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("render cache for public pages", () => {
  it("reuses a rendered page", async () => {
    // Every public page, the form pages included, now ships no React, so no nonce: the swap of each response's own
    // nonce into a kept page (a public page with React) is checked in server/render-cache.test.ts.
    const first = await fetch(`${server.url}/ContactUs`);
    const second = await fetch(`${server.url}/ContactUs`);
    expect(first.headers.get("x-render-cache")).toBe("MISS");
    expect(second.headers.get("x-render-cache")).toBe("HIT");
    expect(nonceOf(first)).toBeUndefined();
    const html = await second.text();
    expect(html).toBe(await first.text());
    expect(html).not.toMatch(/nonce[0-9a-f]{24}/);
  });

  it("never serves a signed-in visitor from the cache", async () => {
    const { cookie } = await signInAs(server, "editor");
    await fetch(`${server.url}/Sdp`);
    const response = await fetch(`${server.url}/Sdp`, { headers: { cookie } });
    expect(response.headers.get("x-render-cache")).toBeNull();
  });

  it("forgets every page after a write by a signed-in user", async () => {
    const { cookie } = await signInAs(server, "admin");
    await fetch(`${server.url}/Faq`);
    expect((await fetch(`${server.url}/Faq`)).headers.get("x-render-cache")).toBe("HIT");

    const db = openServerDatabase(server);
    try {
      await saveNews(db, { jobOpenings: "Cache test: we are hiring a librarian", latestEvent: "Sports day on Friday" });
    } finally {
      await db.destroy();
    }
    expect(await (await fetch(`${server.url}/Faq`)).text()).not.toContain("hiring a librarian");

    await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: server.url },
      // A successful write: a refused one (400) leaves the cache alone.
      body: JSON.stringify({
        jobOpenings: "Cache test: we are hiring a librarian",
        latestEvent: "Sports day on Friday",
      }),
    });
    const after = await fetch(`${server.url}/Faq`);
    expect(after.headers.get("x-render-cache")).toBe("MISS");
    expect(await after.text()).toContain("hiring a librarian");
  });

  it("keeps the public committee list until a signed-in write, which shows at once", async () => {
    const names = async () =>
      ((await (await fetch(`${server.url}/api/committee_members`)).json()) as { name: string }[]).map((m) => m.name);
    const before = await names();
    const db = openServerDatabase(server);
    try {
      // Written behind the server's back: the kept copy is still served.
      await db
        .insertInto("committee_members")
        .values({
          sno: 501,
          designation: "Member",
          name: "Direct Insert",
          address: "1 Test Road",
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    } finally {
      await db.destroy();
    }
    expect(await names()).toEqual(before);

    const admin = await signInAs(server, "admin");
    const created = await fetch(`${server.url}/api/committee_members`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ sno: 502, designation: "Member", name: "Through The API", address: "2 Test Road" }),
    });
    expect(created.status).toBe(201);
    const after = await names();
    expect(after).toContain("Through The API");
    expect(after).toContain("Direct Insert");
  });

  it("does not keep error pages", async () => {
    await fetch(`${server.url}/no-such-page`);
    const again = await fetch(`${server.url}/no-such-page`);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-render-cache")).toBe("MISS");
  });

  it("answers a page's ETag with 304, keeping the browser's own copy", async () => {
    // (A page with a nonce, kept by the browser alone and answered without a policy: server/render-cache.test.ts.)
    const first = await fetch(`${server.url}/Donate`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${server.url}/Donate`);
    expect(again.headers.get("etag")).toBe(etag);

    const revalidated = await fetch(`${server.url}/Donate`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).not.toContain("nonce");
    expect((await fetch(`${server.url}/Donate`, { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
  });

  it("sends a page without React (no inline script) public for caches in front, with a policy without a nonce", async () => {
    const formPages = ["/ContactUs", "/contact", "/Onlineenquiryform", "/Donate", "/Alumniregistration"];
    for (const path of ["/", "/Library", "/Transport", "/Faq", "/Alumini", "/Commite", "/Events", ...formPages]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe(
        "public, max-age=0, s-maxage=30, stale-while-revalidate=300",
      );
      expect(page.headers.get("etag"), path).toMatch(/^W\/"[\w-]+"$/);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("nonce");
      const html = await page.text();
      expect(html, path).not.toMatch(/nonce=/);
      // No script but the school's structured data (not run) and the loader of the behaviour modules.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
      for (const attributes of scripts)
        expect(attributes, path).toMatch(
          /type="application\/ld\+json"|^ data-modules="(\/assets\/behaviour-[\w-]+\.js ?)+"$/,
        );
      expect(html, path).not.toContain("modulepreload");
    }
    const page = await fetch(`${server.url}/Library`);
    const revalidated = await fetch(`${server.url}/Library`, {
      headers: { "if-none-match": page.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("marks signed-in pages and form results private, no-store", async () => {
    const { cookie } = await signInAs(server, "editor");
    const signedIn = await fetch(`${server.url}/Library`, { headers: { cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("etag")).toBeNull();

    const result = await fetch(`${server.url}/forms/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ name: "Cache Header", emailid: "cache@example.org", mobilnum: "12" }),
    });
    expect(result.status).toBe(400);
    expect(result.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps the enquiry's one-time page and a signed-in visitor's home page private, no-store", async () => {
    const oneTime = await fetch(`${server.url}/Library`, { headers: { cookie: "enquiry_reference=ENQ-1" } });
    expect(oneTime.headers.get("cache-control")).toBe("private, no-store");
    const { cookie } = await signInAs(server, "editor");
    const home = await fetch(`${server.url}/`, { headers: { cookie } });
    expect(home.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("cache headers with the render cache off", () => {
  let uncached: RunningServer;
  beforeAll(async () => {
    uncached = await startServer({
      env: { RENDER_CACHE_SECONDS: "0", PAGE_CACHE_S_MAXAGE: "45", PAGE_CACHE_STALE_SECONDS: "600" },
    });
  });
  afterAll(async () => {
    await uncached?.stop();
  });

  it("sends the same headers, with the numbers from the settings", async () => {
    const page = await fetch(`${uncached.url}/Transport`);
    expect(page.headers.get("x-render-cache")).toBe("MISS");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=45, stale-while-revalidate=600");
    expect(page.headers.get("content-security-policy")).not.toContain("nonce");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await fetch(`${uncached.url}/Transport`, { headers: { "if-none-match": etag } })).status).toBe(304);
    // The password-reset request page ships React: its nonce is in the policy and it keeps its own no-store.
    const withReact = await fetch(`${uncached.url}/forgot-password`);
    expect(withReact.headers.get("cache-control")).toBe("no-store");
    expect(withReact.headers.get("content-security-policy")).toMatch(/'nonce-[0-9a-f]{32}'/);
  });
});

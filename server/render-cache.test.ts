import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capSharedAge, NONCE_PLACEHOLDER, renderCache } from "./render-cache";

// The shared-cache path: a page whose HTML carries no nonce (no inline script) may be kept by a proxy.
const policy = { withNonce: "private, no-cache", withoutNonce: "public, max-age=0, s-maxage=30" };
let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  // Each response its own nonce, as in server.js; "abc123" unless the test names one.
  app.use((req, res, next) => {
    const nonce = req.get("x-test-nonce") ?? "abc123";
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `default-src 'self';script-src 'self' 'nonce-${nonce}'`);
    next();
  });
  app.use(
    renderCache({
      seconds: 60,
      policy,
      render: async (request) =>
        new URL(request.url).pathname === "/plain"
          ? new Response("<p>No script here</p>", { headers: { "content-type": "text/html" } })
          : new Response(`<script nonce="${NONCE_PLACEHOLDER}">1</script>`, {
              headers: { "content-type": "text/html" },
            }),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("page cache headers", () => {
  it("lets shared caches keep a page without a nonce, under a policy without one", async () => {
    const response = await fetch(`${url}/plain`);
    expect(response.headers.get("cache-control")).toBe(policy.withoutNonce);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'self';script-src 'self'");
    const etag = response.headers.get("etag")!;
    const revalidated = await fetch(`${url}/plain`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe("default-src 'self';script-src 'self'");
  });

  it("keeps a page with a nonce in the browser alone", async () => {
    const response = await fetch(`${url}/scripted`);
    expect(response.headers.get("cache-control")).toBe(policy.withNonce);
    expect(response.headers.get("content-security-policy")).toContain("'nonce-abc123'");
    expect(await response.text()).toBe('<script nonce="abc123">1</script>');
  });

  it("reuses a kept page with each response's own nonce", async () => {
    const first = await fetch(`${url}/reused`, { headers: { "x-test-nonce": "first1" } });
    const second = await fetch(`${url}/reused`, { headers: { "x-test-nonce": "second2" } });
    expect(first.headers.get("x-render-cache")).toBe("MISS");
    expect(second.headers.get("x-render-cache")).toBe("HIT");
    expect(await first.text()).toBe('<script nonce="first1">1</script>');
    const html = await second.text();
    expect(html).toBe('<script nonce="second2">1</script>');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
  });

  it("answers a page with a nonce's ETag with 304 and no policy, so the browser's copy keeps its own", async () => {
    const first = await fetch(`${url}/revalidated`, { headers: { "x-test-nonce": "first1" } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${url}/revalidated`, { headers: { "x-test-nonce": "second2" } });
    expect(again.headers.get("etag")).toBe(etag); // a new nonce, the same page
    const revalidated = await fetch(`${url}/revalidated`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect((await fetch(`${url}/revalidated`, { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
  });
});

describe("what the cache keeps", () => {
  const state = (path: string) => fetch(`${url}${path}`).then((response) => response.headers.get("x-render-cache"));
  const visitPages = async (prefix: string, count: number) => {
    for (let i = 0; i < count; i++) await state(`/${prefix}-${i}`);
  };

  it("keeps 500 pages at most, forgetting the one used longest ago first", async () => {
    expect(await state("/often-read")).toBe("MISS");
    expect(await state("/read-once")).toBe("MISS");
    await visitPages("first", 250);
    expect(await state("/often-read")).toBe("HIT");
    await visitPages("second", 300);
    expect(await state("/often-read")).toBe("HIT");
    expect(await state("/read-once")).toBe("MISS");
  });

  it("renders a page again once its seconds are over", async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "abc123";
      next();
    });
    app.use(renderCache({ seconds: 0.2, policy, render: async () => new Response("<p>Short-lived</p>") }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const shortLived = `http://127.0.0.1:${(server.address() as AddressInfo).port}/short`;
    const stateOf = () => fetch(shortLived).then((response) => response.headers.get("x-render-cache"));
    expect(await stateOf()).toBe("MISS");
    expect(await stateOf()).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stateOf()).toBe("MISS");
    server.close();
  });
});

describe("a scheduled change (an alert starting or ending) caps what caches in front may keep", () => {
  const shared = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";
  it("leaves the policy alone with no change due, or one due after its s-maxage", () => {
    expect(capSharedAge(shared, undefined, 0)).toBe(shared);
    expect(capSharedAge(shared, 45_000, 0)).toBe(shared);
  });
  it("cuts s-maxage to the seconds left, without stale-while-revalidate", () =>
    expect(capSharedAge(shared, 7_900, 0)).toBe("public, max-age=0, s-maxage=7"));
  it("lets nothing keep a page whose change is under a second away", () =>
    expect(capSharedAge(shared, 400, 0)).toBe("no-cache"));
});

import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER, renderCache } from "./render-cache";

// The shared-cache path: a page whose HTML carries no nonce (no inline script) may be kept by a proxy.
const policy = { withNonce: "private, no-cache", withoutNonce: "public, max-age=0, s-maxage=30" };
let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "abc123";
    res.setHeader("Content-Security-Policy", "default-src 'self';script-src 'self' 'nonce-abc123'");
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
});

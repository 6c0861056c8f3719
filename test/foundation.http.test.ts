import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { startServer, type RunningServer } from "./harness/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("the shared layout, server-rendered", () => {
  it("serves the home page with header, ticker and footer content in the HTML", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(DEFAULT_SITE_SETTINGS.schoolName);
    expect(html).toContain("Latest news");
    // The sample ticker announces its ceremony on a day after install, never a day long past.
    expect(html).toMatch(/Coming up on \d{1,2} [A-Z][a-z]+ \d{4}: ground-breaking ceremony/);
    const ticker = html.slice(
      html.indexOf('class="ticker__track"'),
      html.indexOf("</section>", html.indexOf("ticker__track")),
    );
    expect(ticker).not.toMatch(/20(1\d|2[0-5])/);
    expect(html).toContain("Request a call back");
    expect(html).toMatch(/Visitor Count: <span[^>]*>\d+<\/span>/);
    expect(html).toContain('lang="en"');
  });

  it("answers an unknown path with a 404 page inside the layout", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain(DEFAULT_SITE_SETTINGS.schoolName);
    expect(html).toContain("Request a call back");
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });

  it("matches paths case-insensitively", async () => {
    const response = await fetch(`${server.url}/sdp`);
    expect(response.status).toBe(200);
  });

  it("sends correctly spelt aliases permanently to the spec's spelling", async () => {
    const response = await fetch(`${server.url}/Curriculum`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/Cirriculum");
  });
});

describe("server plumbing", () => {
  it("reports database reachability at /healthz", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
  });

  it("sends security headers with a nonce-based script policy on a page with React", async () => {
    const response = await fetch(`${server.url}/forgot-password`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    const html = await response.text();
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    // every inline script the browser would run carries the nonce (JSON-LD is data, never run)
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attrs) => !attrs.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("allows one inline script, the module loader, by its hash and no nonce on a page without React", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(
      ([, text]) => text,
    );
    expect(inline).toHaveLength(1);
    // What the browser checks: the hash of the script's text is one the policy names.
    const hash = createHash("sha256").update(inline[0]).digest("base64");
    expect(csp).toContain(`'sha256-${hash}'`);
  });

  it("compresses responses and caches hashed assets for a year", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await page.text();
    const asset = html.match(/\/assets\/[^" ]+\.js/)![0];
    const assetResponse = await fetch(`${server.url}${asset}`);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toContain("immutable");
    expect(assetResponse.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("sends the build's own brotli or gzip copy of an asset, with the right type and no page headers", async () => {
    const html = await (await fetch(`${server.url}/forgot-password`)).text();
    const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)![0];
    const plain = await (await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "identity" } })).text();
    for (const encoding of ["br", "gzip"]) {
      // Node's fetch decodes the body, so the decoded text must be the file itself.
      const response = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(await response.text()).toBe(plain);
    }
    expect(plain.length).toBeGreaterThan(10_000);
  });

  it("answers unknown API paths and malformed JSON with a JSON error body", async () => {
    const missing = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String), fields: {} });

    const malformed = await fetch(`${server.url}/api/contact_us`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON.", fields: {} });

    const tooLarge = await fetch(`${server.url}/api/contact_us`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(70_000) }),
    });
    expect(tooLarge.status).toBe(413);
  });
});

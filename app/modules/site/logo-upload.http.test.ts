import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Issue 27, item 8: the logo is uploaded in Site settings, re-encoded like every picture (a 256 px WebP, never
// the sent bytes), and shown in the header; a file that is no picture, or too big, is refused on its field and
// nothing is saved. On both engines.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(() => server?.stop());

const storedSettings = async () =>
  (await fetch(`${server.url}/api/settings`, { headers: { cookie: admin.cookie } })).json();

async function postLogo(file: Blob, name: string, extra: Record<string, string> = {}) {
  const settings = await storedSettings();
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...settings, ...extra })) form.append(key, String(value));
  form.append("intent", "settings");
  form.append("_form", "settings");
  form.append("logo", file, name);
  return fetch(`${server.url}/welcome/settings`, {
    method: "POST",
    headers: { origin: server.url, cookie: admin.cookie },
    body: form,
    redirect: "manual",
  });
}

describe("logo upload in Site settings", () => {
  it("stores an uploaded picture as a WebP and shows it in the header", async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: "#1a5e20" } })
      .withMetadata({ exif: { IFD0: { Artist: "camera owner" } } })
      .png()
      .toBuffer();
    const response = await postLogo(new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    expect(response.status).toBe(302);
    const { logoUrl } = await storedSettings();
    expect(logoUrl).toMatch(/^\/media\/site\/.+\/logo\.webp$/);
    const picture = await fetch(`${server.url}${logoUrl}`);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 256, 256, undefined]);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(`src="${logoUrl}"`);
  });

  it("refuses a file that is no picture on its field and saves nothing", async () => {
    const before = await storedSettings();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const response = await postLogo(new Blob([svg], { type: "image/svg+xml" }), "logo.svg", {
      tagline: "Changed with a bad logo",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The logo must be a PNG, JPEG or WebP picture of at most 2 MB");
    expect(html).toMatch(/id="settings-logo-error"/);
    expect(await storedSettings()).toEqual(before);
  });

  it("refuses a logo over 2 MB", async () => {
    const response = await postLogo(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]), "huge.png");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The logo must be a PNG, JPEG or WebP picture of at most 2 MB");
  });
});

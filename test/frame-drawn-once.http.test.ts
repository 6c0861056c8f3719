import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";
import { settingsCalls } from "../app/modules/site/settings.http-steps";

// A page without React sends its header, menu and footer as drawn before for the same settings, menu, language,
// address and viewer (decision 147); whatever changes one of those draws them again. The render cache is off, so
// each view here is drawn by the server, not kept whole.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { RENDER_CACHE_SECONDS: "0" } });
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const { stored, put } = settingsCalls(() => ({ url: server.url, cookie: admin.cookie }));

const frameOf = async (path: string, cookie?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const part = (tag: string) =>
    new RegExp(`<${tag} class="(site-header|main-nav|site-footer)"[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";
  return { header: part("header"), nav: part("nav"), footer: part("footer") };
};
const current = (nav: string) =>
  [...nav.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map(([, href]) => href);

describe("the frame of a page without React", () => {
  it("is the same on a second view, and is drawn again with the school's new name", async () => {
    const first = await frameOf("/Transport");
    expect(first.header).toContain("site-header__name");
    expect(await frameOf("/Transport")).toEqual(first);

    const before = await stored();
    expect((await put({ ...before, schoolName: "Frame Drawn Again School" })).status).toBe(200);
    const after = await frameOf("/Transport");
    expect(after.header).toContain('<span class="site-header__name">Frame Drawn Again School</span>');
    expect(after.nav).toContain("Frame Drawn Again School");
    expect(after.footer).toContain("<h2>Frame Drawn Again School</h2>");
    expect((await put(before)).status).toBe(200);
    expect((await frameOf("/Transport")).header).not.toContain("Frame Drawn Again School");
  });

  it("marks each page's own menu link, and keeps the address's query in the language links", async () => {
    expect(current((await frameOf("/Faq")).nav)).toEqual(["/Faq"]);
    expect(current((await frameOf("/Transport")).nav)).toEqual(["/Transport"]);
    expect(current((await frameOf("/hi/Transport")).nav)).toEqual(["/hi/Transport"]);
    const { header } = await frameOf("/Faq?from=leaflet");
    expect(header).toContain('href="/hi/Faq?from=leaflet"');
    expect((await frameOf("/Faq")).header).toContain('href="/hi/Faq"');
  });

  it("is in the page's language", async () => {
    expect((await frameOf("/hi/Faq")).nav).toContain("मेन्यू");
    expect((await frameOf("/te/Faq")).nav).not.toContain("मेन्यू");
    expect((await frameOf("/Faq")).nav).toContain(">Menu</summary>");
  });

  it("offers a signed-in viewer the dashboard and a stranger the staff sign-in, on the same page", async () => {
    const stranger = await frameOf("/Faq");
    const staff = await frameOf("/Faq", admin.cookie);
    expect(stranger.footer).toContain('href="/Login"');
    expect(stranger.nav).not.toContain('href="/welcome"');
    expect(staff.footer).toContain('href="/welcome"');
    expect(staff.nav).toContain('href="/welcome"');
    expect((await frameOf("/Faq")).footer).toEqual(stranger.footer);
  });
});

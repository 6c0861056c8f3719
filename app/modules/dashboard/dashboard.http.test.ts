import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAgain, signInAs, signOutOf, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The dashboard's addresses: each section answers an admin, sends a stranger to /Login and back,
// refuses an editor where the rules do; the spec's standalone paths and old ?panel= links redirect.

let server: RunningServer;
let admin: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
  editor = await signInAs(server, "editor");
  // One student, so a record's own page exists.
  const created = await fetch(`${server.url}/api/students`, {
    method: "POST",
    headers: { cookie: admin.cookie, "content-type": "application/json" },
    body: JSON.stringify({
      stdadmid: "DASH-1",
      stdaadhar: "223412321234",
      stdname: "Sri Ravi Kumar",
      studentclass: "5",
      section: "A",
      contactnum: "9876543210",
      emailid: "ravi@example.org",
      address: "1 School Road",
      gender: "male",
      admissionyear: "2020",
    }),
  });
  expect(created.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const EVERYONE = [
  "/welcome",
  "/welcome/students",
  "/welcome/faculty",
  "/welcome/alumni",
  "/welcome/committee",
  "/welcome/inbox",
  "/welcome/gallery",
  "/welcome/slides",
  "/welcome/news",
  "/welcome/account",
];
const ADMINS_ONLY = [
  "/welcome/students/new",
  "/welcome/students/DASH-1",
  "/welcome/faculty/new",
  "/welcome/alumni/new",
  "/welcome/committee/new",
  "/welcome/settings",
  "/welcome/users",
  "/welcome/audit",
];

describe(`dashboard sections (${process.env.TEST_DB_ENGINE})`, () => {
  it.each([...EVERYONE, ...ADMINS_ONLY])("%s: 200 for an admin, 302 to /Login for a stranger", async (path) => {
    const signedIn = await get(path, admin.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const stranger = await get(path);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe(`/Login?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(EVERYONE)("%s opens for an editor", async (path) => {
    expect((await get(path, editor.cookie)).status).toBe(200);
  });

  it.each(ADMINS_ONLY)("%s answers an editor with the 403 message", async (path) => {
    const response = await get(path, editor.cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Your account cannot open this.");
  });

  it("names the sections in plain words, the spec's eight names small beside theirs", async () => {
    const html = await (await get("/welcome", admin.cookie)).text();
    for (const [name, specName] of [
      ["Gallery", "uploads"],
      ["Students", "Std_dtl"],
      ["Faculty", "Faculty_dtl"],
      ["Alumni", undefined],
      ["Committee", "Exec_Comity"],
      ["Inbox", "Contact_Us"],
      ["News and news ticker", "Latest news"],
      ["Home slides", "HomeScreenSlides"],
      ["Users", undefined],
      ["Settings", undefined],
      ["Audit log", undefined],
    ])
      expect(html).toContain(
        `<span class="dashboard-section__name">${name}${specName ? `<small class="dashboard-section__spec">${specName}</small>` : ""}</span>`,
      );
    expect(html).toContain("TOTAL STUDENTS");
  });

  it("answers an unknown record with 404 and the kind's message", async () => {
    const response = await get("/welcome/students/NO-SUCH", admin.cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("No student has this Admission ID");
  });

  it("opens a searched record from the list's update box, and says when the box is empty", async () => {
    const found = await get("/welcome/students?key=DASH-1", admin.cookie);
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe("/welcome/students/DASH-1");
    const empty = await get("/welcome/students?key=+", admin.cookie);
    expect(await empty.text()).toContain("Please enter an Admission ID");
  });
});

describe("old addresses", () => {
  const LEGACY: [string, string][] = [
    ["/Studentview", "/welcome/students"],
    ["/FacultyView", "/welcome/faculty"],
    ["/AlumniView", "/welcome/alumni"],
    ["/ExecComityView", "/welcome/committee"],
    ["/ContactUsView", "/welcome/inbox"],
    ["/Addstd", "/welcome/students/new"],
    ["/SearchStudentForm", "/welcome/students#update"],
    ["/Welcome", "/welcome"],
    ["/welcome?panel=uploads", "/welcome/gallery"],
    ["/welcome?panel=students-view&page=2", "/welcome/students?page=2"],
    ["/welcome?panel=faculty-add", "/welcome/faculty/new"],
    ["/welcome?panel=alumni-update&key=R-7", "/welcome/alumni/R-7"],
    ["/welcome?panel=committee-update", "/welcome/committee#update"],
    ["/welcome?panel=inbox&type=enquiries", "/welcome/inbox?type=enquiries"],
    ["/welcome?panel=latest-news", "/welcome/news"],
    ["/welcome?panel=home-slides", "/welcome/slides"],
    ["/welcome?panel=site-settings", "/welcome/settings"],
    ["/welcome?panel=users&result=failed&reason=anything", "/welcome/users"],
    ["/welcome?panel=change-password", "/welcome/account"],
    ["/welcome?panel=audit", "/welcome/audit"],
    ["/welcome?panel=nonsense", "/welcome"],
  ];
  it.each(LEGACY)("%s redirects to %s, signed in or not", async (from, to) => {
    for (const cookie of [admin.cookie, undefined]) {
      const response = await get(from, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(to);
    }
  });

  it("an editor following /Addstd meets the 403 message", async () => {
    const first = await get("/Addstd", editor.cookie);
    const response = await get(first.headers.get("location")!, editor.cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Your account cannot open this.");
  });
});

describe("a form sent after the session ended", () => {
  it("keeps what was typed through the sign-in and puts it back in the form", async () => {
    // The admin's own session ended (signed out in another tab): only then is a draft kept (issue 32, H2).
    const ended = { cookie: admin.cookie };
    await signOutOf(server, admin);
    admin = { ...admin, cookie: await signInAgain(server, admin) };
    const body = new URLSearchParams({
      // The form's name, as the page's EditForm posts it: the kept draft goes back to that form.
      _form: "students-create",
      intent: "create",
      stdadmid: "KEPT-1",
      stdname: "Smt. Lakshmi",
      address: "Line one",
    });
    const sent = await fetch(`${server.url}/welcome/students/new`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: ended.cookie },
      redirect: "manual",
    });
    expect(sent.status).toBe(302);
    const login = new URL(sent.headers.get("location")!, server.url);
    expect(login.pathname).toBe("/Login");
    const back = login.searchParams.get("redirectTo")!;
    expect(back).toMatch(/^\/welcome\/students\/new\?draft=[\w-]+$/);
    expect(back).not.toContain(".data");
    const restored = await (await get(back, admin.cookie)).text();
    expect(restored).toContain('value="KEPT-1"');
    expect(restored).toContain('value="Smt. Lakshmi"');
    expect(restored).toContain(">Line one</textarea>");
    expect(restored).toContain("What you typed is back");
    // Once only: the draft is gone after it was shown.
    expect(await (await get(back, admin.cookie)).text()).not.toContain('value="KEPT-1"');
  });

  it("a failed save without JavaScript shows every message and keeps every value", async () => {
    const body = new URLSearchParams({
      intent: "create",
      stdadmid: "BAD-1",
      stdname: "Dr. Meena",
      emailid: "not-mail",
    });
    const response = await fetch(`${server.url}/welcome/students/new`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: admin.cookie, origin: server.url },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Dr. Meena"');
    expect(html).toContain('value="not-mail"');
    for (const message of [
      "Aadhaar number is required",
      "Class is required",
      "Contact number is required",
      "Gender is required",
    ])
      expect(html).toContain(message);
    expect(html).not.toContain("reason=");
  });

  it("a successful save shows its message once, from a flash and not the address", async () => {
    const body = new URLSearchParams({
      intent: "update",
      stdaadhar: "223412321234",
      stdname: "Sri Ravi Kumar Rao",
      studentclass: "6",
      section: "A",
      contactnum: "9876543210",
      emailid: "ravi@example.org",
      address: "1 School Road",
      gender: "male",
      admissionyear: "2020",
    });
    const saved = await fetch(`${server.url}/welcome/students/DASH-1`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: admin.cookie, origin: server.url },
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/welcome/students/DASH-1");
    const flash = saved.headers
      .getSetCookie()
      .find((c) => c.startsWith("school_flash="))!
      .split(";")[0];
    const cookie = `${admin.cookie}; ${flash}`;
    const page = await (await get("/welcome/students/DASH-1", cookie)).text();
    expect(page).toContain("Student updated successfully!");
    expect(page).toContain('value="Sri Ravi Kumar Rao"');
    // A flash cookie made up by someone else (not signed with this session) shows nothing.
    const forged = `${admin.cookie}; school_flash=${encodeURIComponent(btoa(JSON.stringify({ tone: "ok", text: "Call 555" })))}`;
    expect(await (await get("/welcome/students/DASH-1", forged)).text()).not.toContain("Call 555");
  });
});

describe("the dashboard's own frame", () => {
  it("folds the section menu on every page (wide screens show it by style), home included", async () => {
    const menuOf = async (path: string) => {
      const html = await (await get(path, admin.cookie)).text();
      return html.match(/<details class="dashboard-menu"[^>]*>/)?.[0];
    };
    for (const path of ["/welcome", "/welcome/students"]) {
      expect(await menuOf(path)).toBeDefined();
      expect(await menuOf(path)).not.toMatch(/\bopen\b/);
    }
  });

  it("has its own header with the account links, and none of the public ticker, menu or footer", async () => {
    const html = await (await get("/welcome", admin.cookie)).text();
    const header = html.slice(html.indexOf('<header class="dash-header"'), html.indexOf("</header>"));
    for (const link of ["/welcome/account", "/welcome/account/two-factor", "/welcome/account/sessions", "/"])
      expect(header).toContain(`href="${link}"`);
    expect(header).toContain(">Logout</button>");
    expect(header).toContain("Signed in as");
    for (const publicPart of [
      'class="ticker__track"',
      'class="site-footer',
      'class="main-nav"',
      'action="/forms/callback"',
    ])
      expect(html).not.toContain(publicPart);
    expect(html).toMatch(/<a class="skip-link" href="#main">/);
    expect(html).toMatch(/<main id="main"/);
  });
});

describe("the public menu for a signed-in viewer", () => {
  const dashboardLink = /<a href="\/welcome">Dashboard<\/a>/;
  const staffSignIn = /<a[^>]*href="\/Login"[^>]*>Staff sign-in<\/a>/;

  it("offers Dashboard instead of the staff sign-in, and a stranger after it still gets the sign-in", async () => {
    // The signed-in page first: it must not be kept and then given to the stranger.
    const signedIn = await get("/", admin.cookie);
    expect(signedIn.headers.get("cache-control")).toMatch(/no-store/);
    const mine = await signedIn.text();
    expect(mine).toMatch(dashboardLink);
    expect(mine).not.toMatch(staffSignIn);
    for (let visit = 0; visit < 2; visit++) {
      const stranger = await get("/");
      const theirs = await stranger.text();
      expect(theirs, `stranger's visit ${visit + 1}`).toMatch(staffSignIn);
      expect(theirs).not.toMatch(dashboardLink);
    }
    // Now the stranger's page is in the render cache: the signed-in viewer is not given it.
    expect((await get("/")).headers.get("x-render-cache")).toBe("HIT");
    const again = await get("/", admin.cookie);
    expect(again.headers.get("x-render-cache")).toBeNull();
    expect(await again.text()).toMatch(dashboardLink);
  });

  it("a made-up session cookie is a stranger: sign-in link, the shared page", async () => {
    const html = await (await get("/", "school_session=made-up-token-0123456789")).text();
    expect(html).toMatch(staffSignIn);
    expect(html).not.toMatch(dashboardLink);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/modules/accounts/session.server";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

const ADMIN = { userid: "office", password: "first admin password" };
let server: RunningServer;
let origin: string;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_USER: ADMIN.userid, ADMIN_PASSWORD: ADMIN.password } });
  origin = server.url;
});
afterAll(async () => {
  await server?.stop();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

const sessionToken = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(";")[0].slice(SESSION_COOKIE.length + 1);
};
const me = (cookie: string) => fetch(`${server.url}/api/me`, { headers: { cookie } });

async function auditRows(action: string) {
  const db = openServerDatabase(server);
  try {
    return await db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  } finally {
    await db.destroy();
  }
}

describe("POST /api/login", () => {
  it("signs in the administrator created from ADMIN_USER/ADMIN_PASSWORD, with the spec's message and a safe cookie", async () => {
    const response = await post("/api/login", ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Login successful", user: { userid: "office", role: "admin" } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const token = sessionToken(response)!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const who = await me(`${SESSION_COOKIE}=${token}`);
    expect(who.status).toBe(200);
    expect(await who.json()).toEqual({ userid: "office", displayName: "office", role: "admin" });
  });

  it("marks the cookie Secure when served over HTTPS (behind a trusted proxy)", async () => {
    const response = await post("/api/login", ADMIN, {
      "x-forwarded-proto": "https",
      origin: `https://${new URL(server.url).host}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/; Secure/i);
  });

  it("answers an unknown user and a wrong password with the same message", async () => {
    const unknown = await post(
      "/api/login",
      { userid: "nobody-here", password: "some password" },
      { "x-forwarded-for": "10.1.0.1" },
    );
    const wrong = await post(
      "/api/login",
      { userid: ADMIN.userid, password: "not the password" },
      { "x-forwarded-for": "10.1.0.1" },
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual({ message: "Invalid username or password", error: "Invalid username or password", fields: {} });
    expect(b).toEqual(a);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("refuses bad input with 400 naming each field and the spec's messages", async () => {
    const response = await post("/api/login", { userid: "   ", password: "12345" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { userid: "User ID is required", password: "Password must be at least 6 characters" },
    });
    const garbage = await post("/api/login", [1, 2, 3]);
    expect(garbage.status).toBe(400);
  });

  it("rotates the session id: a new session at each login, the one sent along is ended", async () => {
    const first = sessionToken(await post("/api/login", ADMIN))!;
    const second = await post("/api/login", ADMIN, { cookie: `${SESSION_COOKIE}=${first}` });
    const secondToken = sessionToken(second)!;
    expect(secondToken).not.toBe(first);
    expect((await me(`${SESSION_COOKIE}=${first}`)).status).toBe(401);
    expect((await me(`${SESSION_COOKIE}=${secondToken}`)).status).toBe(200);
  });

  it("locks the account for this address after 5 failures with a message that does not reveal the account, then unlocks after 15 minutes", async () => {
    // An account of its own: the office account's failures in other tests count toward its account-wide wait.
    const owner = await signInAs(server, "admin", "lock-owner");
    const OWNER = { userid: owner.userid, password: owner.password };
    // The owner signed in from 10.2.0.2 before, so the account's wait (decision record 113) never holds her there.
    expect((await post("/api/login", OWNER, { "x-forwarded-for": "10.2.0.2" })).status).toBe(200);
    const from = { "x-forwarded-for": "10.2.0.1" };
    for (let i = 0; i < 5; i++)
      expect((await post("/api/login", { ...OWNER, password: "wrong password" }, from)).status).toBe(401);
    const locked = await post("/api/login", OWNER, from);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const body = await locked.json();
    expect(body.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    expect(body.message).not.toBe("Login successful");

    // An account that does not exist locks with the same message.
    for (let i = 0; i < 5; i++) await post("/api/login", { userid: "ghost", password: "wrong password" }, from);
    expect(await (await post("/api/login", { userid: "ghost", password: "wrong password" }, from)).json()).toEqual(
      body,
    );

    // An address the owner signed in from is unaffected; a new one waits out the account's growing wait.
    expect((await post("/api/login", OWNER, { "x-forwarded-for": "10.2.0.2" })).status).toBe(200);
    const elsewhere = await post("/api/login", OWNER, { "x-forwarded-for": "10.2.0.3" });
    expect(elsewhere.status).toBe(429);
    expect((await elsewhere.json()).message).toMatch(/for this account\. Please wait \d+ seconds/);

    // 16 minutes later (the clock is moved by ageing this address's counts in the rate limiter's table): unlocked.
    const db = openServerDatabase(server);
    try {
      const aged = await db
        .updateTable("rate_limit_hits")
        .set((eb) => ({ reset_at: eb("reset_at", "-", 16 * 60_000) }))
        .where((eb) =>
          eb.or([eb("key", "like", "sign-in-%:10.2.0.1%"), eb("key", "=", `sign-in-account:${OWNER.userid}`)]),
        )
        .executeTakeFirst();
      expect(Number(aged.numUpdatedRows)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
    expect((await post("/api/login", OWNER, from)).status).toBe(200);
  });

  it("records every attempt in the audit log with the address", async () => {
    const before = (await auditRows("login_failed")).length;
    await post(
      "/api/login",
      { userid: "audited-ghost", password: "wrong password" },
      { "x-forwarded-for": "10.3.0.1" },
    );
    const rows = await auditRows("login_failed");
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_id: null,
      actor_userid: "audited-ghost",
      entity: "admin_user",
      ip: "10.3.0.1",
    });
    // Only right passwords are "login" rows (the office's, and the lock test's own account's).
    expect((await auditRows("login")).every((row) => ["office", "lock-owner"].includes(row.actor_userid!))).toBe(true);
    expect((await auditRows("login_locked")).length).toBeGreaterThanOrEqual(2);
  });
});

describe("logout and session life", () => {
  it("POST /api/logout deletes the session server-side and clears the cookie", async () => {
    const token = sessionToken(await post("/api/login", ADMIN))!;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const before = (await auditRows("logout")).length;
    const response = await post("/api/logout", {}, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await me(cookie)).status).toBe(401);
    expect((await auditRows("logout")).length).toBe(before + 1);
    // replaying the old cookie does not bring it back
    expect((await fetch(`${server.url}/welcome`, { headers: { cookie }, redirect: "manual" })).status).toBe(302);
  });

  it("the dashboard's Logout form (/forms/logout) ends the session and shows /Login", async () => {
    const { cookie } = await signInAs(server, "editor");
    const response = await fetch(`${server.url}/forms/logout`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/Login/);
    expect(response.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses an idle or expired session", async () => {
    const idle = await signInAs(server, "editor");
    const expired = await signInAs(server, "editor");
    const db = openServerDatabase(server);
    try {
      const long = new Date(Date.now() - 31 * 60_000).toISOString();
      await db.updateTable("sessions").set({ last_seen_at: long }).where("user_id", "=", idle.userId).execute();
      await db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("user_id", "=", expired.userId)
        .execute();
    } finally {
      await db.destroy();
    }
    expect((await me(idle.cookie)).status).toBe(401);
    expect((await me(expired.cookie)).status).toBe(401);
    expect(await (await me(idle.cookie)).json()).toEqual({ error: "Please sign in to continue.", fields: {} });
  });
});

describe("cross-site requests", () => {
  it("refuses writes with a session from a foreign Origin, Referer or Sec-Fetch-Site", async () => {
    const { cookie } = await signInAs(server, "admin");
    const foreign = await post("/api/logout", {}, { cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: "This request did not come from this site's own pages.",
      fields: {},
    });
    const byReferer = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      headers: { cookie, referer: "https://evil.example/page" },
    });
    expect(byReferer.status).toBe(403);
    const bySecFetch = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(bySecFetch.status).toBe(403);
    const form = await fetch(`${server.url}/forms/logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(form.status).toBe(403);
    // "null" (a page sent with no-referrer, or a sandboxed frame) counts as foreign unless the browser says same-origin
    for (const site of [undefined, "same-site", "cross-site"]) {
      const opaque = await post(
        "/api/logout",
        {},
        { cookie, origin: "null", ...(site ? { "sec-fetch-site": site } : {}) },
      );
      expect(opaque.status, site).toBe(403);
    }
    // still signed in after all that
    expect((await me(cookie)).status).toBe(200);
    // a form posted from the site's own no-referrer page: Origin "null", Sec-Fetch-Site same-origin
    const ownNoReferrer = await fetch(`${server.url}/Login`, {
      method: "POST",
      headers: { origin: "null", "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ userid: "", password: "" }).toString(),
    });
    expect(ownNoReferrer.status).toBe(400);
    // the site's own origin passes
    expect((await post("/api/logout", {}, { cookie })).status).toBe(200);
  });

  it("signs in from a page sent with Referrer-Policy: no-referrer (Origin null, the browser says same-origin)", async () => {
    // What a browser sends for the sign-in form of a document that carries no-referrer: no Referer, Origin
    // "null", Sec-Fetch-Site same-origin. Both the page post and the framework's data post must sign in.
    for (const path of ["/Login", "/Login.data"]) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          origin: "null",
          "sec-fetch-site": "same-origin",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(ADMIN).toString(),
        redirect: "manual",
      });
      expect(response.status, path).not.toBe(400);
      expect([200, 202, 302, 303], path).toContain(response.status);
      const token = sessionToken(response);
      expect(token, path).toBeTruthy();
      expect((await me(`${SESSION_COOKIE}=${token}`)).status, path).toBe(200);
    }
    // The same opaque origin without the browser's word, or from another site, still signs nobody in.
    for (const site of [undefined, "same-site", "cross-site"]) {
      const refused = await fetch(`${server.url}/Login`, {
        method: "POST",
        headers: {
          origin: "null",
          ...(site ? { "sec-fetch-site": site } : {}),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(ADMIN).toString(),
        redirect: "manual",
      });
      expect(refused.status, site).toBe(403);
      expect(refused.headers.getSetCookie(), site).toEqual([]);
    }
  });

  it("refuses a login posted from another site", async () => {
    const response = await post("/api/login", ADMIN, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the /Login page without JavaScript", () => {
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/Login`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("is not cached and shows the spec's field messages (whitespace counts as empty)", async () => {
    const page = await fetch(`${server.url}/Login`);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const response = await postForm({ userid: "   ", password: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<p id="userid-error" class="field-error">User ID is required</p>');
    expect(html).toContain('<p id="password-error" class="field-error">Password is required</p>');
    expect(html).toMatch(/aria-invalid="true" aria-describedby="userid-error"/);
    const short = await (await postForm({ userid: "office", password: "12345" })).text();
    expect(short).toContain("Password must be at least 6 characters");
  });

  it("answers a body that is not a form with the field messages, not a server error", async () => {
    for (const [type, body] of [
      ["application/json", '{"userid":"office"}'],
      ["text/plain", "garbage"],
      ["multipart/form-data; boundary=zz", "--zz--broken"],
    ]) {
      const response = await fetch(`${server.url}/Login`, {
        method: "POST",
        headers: { origin, "content-type": type },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("User ID is required");
    }
  });

  it("says 'Invalid username or password' for a wrong password or an unknown user", async () => {
    for (const fields of [
      { userid: "office", password: "wrong password" },
      { userid: "nobody", password: "wrong password" },
    ]) {
      const response = await postForm(fields, { "x-forwarded-for": "10.4.0.1" });
      expect(response.status).toBe(401);
      // In the form's status region, as an error.
      expect(await response.text()).toMatch(
        /<div id="login-status" role="status"[^>]* class="form-status form-status--error">Invalid username or password</,
      );
    }
  });

  it("signs in and returns to the page the user was going to, only on this site", async () => {
    const response = await postForm({ ...ADMIN, redirectTo: "/welcome?panel=users" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome?panel=users");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect((await me(cookie.split(";")[0])).status).toBe(200);

    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const away = await postForm({ ...ADMIN, redirectTo: target });
      expect(away.headers.get("location")).toBe("/welcome");
    }
  });

  it("sends a signed-out visitor of an admin page to /Login?redirectTo= and a signed-in one onwards", async () => {
    const guarded = await fetch(`${server.url}/welcome/users`, { redirect: "manual" });
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get("location")).toBe(`/Login?redirectTo=${encodeURIComponent("/welcome/users")}`);
    const { cookie } = await signInAs(server, "admin");
    const welcome = await fetch(`${server.url}/welcome`, { headers: { cookie } });
    expect(welcome.status).toBe(200);
    expect(welcome.headers.get("cache-control")).toBe("no-store");
    const again = await fetch(`${server.url}/Login?redirectTo=/Studentview`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(again.headers.get("location")).toBe("/Studentview");
  });
});

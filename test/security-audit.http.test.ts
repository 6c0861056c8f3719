import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/features/auth/session.server";
import { openServerDatabase, signInAs, type SignedIn } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

// The outside audit's attacks, one test per finding, on both engines. Each fails on the code the audit
// looked at and passes once the finding is fixed.

const ADMIN = { userid: "office", password: "first admin password" };
let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_USER: ADMIN.userid, ADMIN_PASSWORD: ADMIN.password, PUBLIC_POST_LIMIT_PER_MINUTE: "1000" },
  });
  admin = await signInAs(server, "admin", "head.admin");
});
afterAll(async () => {
  await server?.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body,
    redirect: "manual",
  });
}
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  post(path, JSON.stringify(body), { "content-type": "application/json", ...headers });

/**
 * Sends a chunked form body of up to `maxBytes` and stops as soon as the server answers.
 * Returns the status and how much had been sent by then.
 */
function sendChunked(path: string, maxBytes: number) {
  return new Promise<{ status: number; sent: number; text: string }>((resolve, reject) => {
    const target = new URL(path, server.url);
    const req = httpRequest(target, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "transfer-encoding": "chunked",
        origin: server.url,
      },
    });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, sent, text });
        req.destroy();
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.write("name=");
    pump();
  });
}

describe("1. request bodies are limited by the bytes actually read", () => {
  it.each(["/ContactUs", "/contact", "/Onlineenquiryform", "/Donate", "/forms/callback", "/Login"])(
    "a chunked body without end to %s is refused with 413 long before it is all sent",
    async (path) => {
      const result = await sendChunked(path, 64 * 1024 * 1024);
      expect(result.status).toBe(413);
      expect(result.text).toMatch(/too large/i);
      expect(result.sent).toBeLessThan(16 * 1024 * 1024);
    },
  );

  it("a declared oversize body is refused before it is read, and a normal form still works", async () => {
    const big = await post("/ContactUs", form({ name: "x".repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    const fine = await post(
      "/ContactUs",
      form({ name: "Asha", emailid: "asha@example.com", subject: "Visit", message: "Can we visit on Monday?" }),
    );
    expect(fine.status).toBe(200);
  });
});

describe("2. the sign-in lock cannot be raced", () => {
  it("100 parallel guesses from one address evaluate at most 5 passwords; the right one at guess 40 is locked out", async () => {
    const db = openServerDatabase(server);
    try {
      const ip = "10.99.0.1";
      const guesses = Array.from({ length: 100 }, (_, i) =>
        postJson(
          "/api/login",
          { userid: ADMIN.userid, password: i === 39 ? ADMIN.password : `wrong guess ${i}` },
          { "x-forwarded-for": ip },
        ),
      );
      const statuses = (await Promise.all(guesses)).map((response) => response.status);
      const evaluated = statuses.filter((status) => status !== 429).length;
      expect(evaluated).toBeLessThanOrEqual(5);
      expect(statuses[39]).toBe(429);
      const attempts = await db.selectFrom("login_attempts").select("id").where("ip", "=", ip).execute();
      expect(attempts.length).toBeLessThanOrEqual(5);
    } finally {
      await db.destroy();
    }
  });

  it("across accounts one address evaluates at most 20", async () => {
    const guesses = Array.from({ length: 40 }, (_, i) =>
      postJson(
        "/api/login",
        { userid: `someone${i % 12}`, password: `wrong guess ${i}` },
        { "x-forwarded-for": "10.99.0.2" },
      ),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(20);
  });
});

describe("3. no open redirect after sign-in", () => {
  it.each([
    "/%09/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "https://evil.example/",
    "/\t/evil.example",
    "/welcome\r\nSet-Cookie: x=1",
    "/welcome%0d%0aSet-Cookie:%20x=1",
    "/ok\u0000",
  ])("redirectTo=%j lands on the dashboard, never elsewhere and never a 500", async (target) => {
    const response = await post(
      "/Login",
      form({ userid: ADMIN.userid, password: ADMIN.password, redirectTo: target }),
      {
        "x-forwarded-for": "10.98.0.1",
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });

  it("a signed-in visitor of /Login?redirectTo=%2F%09%2Fevil.example stays on the site", async () => {
    const response = await fetch(`${server.url}/Login?redirectTo=%2F%09%2Fevil.example`, {
      headers: { cookie: admin.cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome");
  });

  it("a path of the site is still followed", async () => {
    const response = await post(
      "/Login",
      form({ userid: ADMIN.userid, password: ADMIN.password, redirectTo: "/welcome?panel=news" }),
      { "x-forwarded-for": "10.98.0.2" },
    );
    expect(response.headers.get("location")).toBe("/welcome?panel=news");
  });
});

describe("4. weak passwords are refused", () => {
  it.each(["12345678", "password", "qwertyui", "weak.clerk", "123456789012", "weak.clerk 2026"])(
    "a new account with password %j is refused with a clear message",
    async (password) => {
      const response = await postJson(
        "/api/users",
        { userid: "weak.clerk", displayName: "Weak Clerk", role: "editor", password },
        { cookie: admin.cookie },
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields.password).toMatch(/at least 12 characters|too common|user ID|too easy/);
    },
  );

  it("a password change and an admin reset apply the same rule", async () => {
    const change = await postJson(
      "/api/me/password",
      { currentPassword: admin.password, newPassword: "head.admin1234", confirmPassword: "head.admin1234" },
      { cookie: admin.cookie },
    );
    expect(change.status).toBe(400);
    expect(((await change.json()) as { fields: Record<string, string> }).fields.newPassword).toMatch(/user ID/);
    const reset = await fetch(`${server.url}/api/users/${admin.userId}/password`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: server.url, cookie: admin.cookie },
      body: JSON.stringify({ password: "password1234" }),
    });
    expect(reset.status).toBe(400);
  });

  it("a strong password is accepted", async () => {
    const response = await postJson(
      "/api/users",
      { userid: "strong.clerk", displayName: "Strong Clerk", role: "editor", password: "lantern orchard 41" },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(201);
  });
});

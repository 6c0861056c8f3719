import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/modules/accounts/session.server";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin", "totp.admin");
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, fields: Record<string, string>, cookie = admin.cookie) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];
/** A code for the next 30-second step: the current one was spent when enrolment was confirmed. */
const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

let secret = "";
let recoveryCodes: string[] = [];

describe("two-factor sign-in", () => {
  it("enrols with a QR code drawn on the server and a typed code, and shows ten recovery codes once", async () => {
    expect((await post("/welcome/account/two-factor", { intent: "start" })).status).toBe(200);
    const page = await (
      await fetch(`${server.url}/welcome/account/two-factor`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(page).toContain("<svg");
    secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page)![1].replace(/ /g, "");
    const wrong = await post("/welcome/account/two-factor", { intent: "confirm", code: "000000" });
    expect(wrong.status).toBe(400);
    const confirmed = await post("/welcome/account/two-factor", {
      intent: "confirm",
      code: await generate({ secret }),
    });
    expect(confirmed.status).toBe(200);
    recoveryCodes = [...(await confirmed.text()).matchAll(/<code>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})<\/code>/g)].map(
      (m) => m[1],
    );
    expect(recoveryCodes).toHaveLength(10);
    const db = openServerDatabase(server);
    try {
      const stored = await db.selectFrom("recovery_codes").select("code_hash").execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    } finally {
      await db.destroy();
    }
  });

  it("asks for the code after the password; a code signs in, the half-finished sign-in opens nothing", async () => {
    const first = await post("/Login", { userid: "totp.admin", password: admin.password, redirectTo: "/welcome" }, "");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/Login/two-factor?redirectTo=%2Fwelcome");
    const pending = sessionCookie(first)!;
    expect((await fetch(`${server.url}/welcome`, { headers: { cookie: pending }, redirect: "manual" })).status).toBe(
      302,
    );
    const step = await post("/Login/two-factor", { code: await nextCode(secret), redirectTo: "/welcome" }, pending);
    expect(step.status).toBe(302);
    expect(step.headers.get("location")).toBe("/welcome");
    const full = sessionCookie(step)!;
    expect((await fetch(`${server.url}/welcome`, { headers: { cookie: full }, redirect: "manual" })).status).toBe(200);
    // The API takes the code with the password, and refuses without it.
    const api = (body: unknown) =>
      fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await api({ userid: "totp.admin", password: admin.password })).status).toBe(401);
  });

  it("a recovery code signs in once and never again", async () => {
    const signIn = async (code: string) => {
      const first = await post(
        "/Login",
        { userid: "totp.admin", password: admin.password, redirectTo: "/welcome" },
        "",
      );
      return post("/Login/two-factor", { code, redirectTo: "/welcome" }, sessionCookie(first)!);
    };
    expect((await signIn(recoveryCodes[0])).status).toBe(302);
    expect((await signIn(recoveryCodes[0])).status).toBe(400);
  });

  it("lists the sessions and signs out the others", async () => {
    const page = await (
      await fetch(`${server.url}/welcome/account/sessions`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(page).toContain("This browser");
    expect((await post("/welcome/account/sessions", { intent: "end-others" })).status).toBe(302);
    const db = openServerDatabase(server);
    try {
      const left = await db.selectFrom("sessions").select("id").where("user_id", "=", admin.userId).execute();
      expect(left).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it("when required, an administrator without two-factor is sent to set it up", async () => {
    expect((await post("/welcome/account/two-factor", { intent: "require", required: "on" })).status).toBe(302);
    const other = await signInAs(server, "admin", "plain.admin");
    const response = await fetch(`${server.url}/welcome/users`, {
      headers: { cookie: other.cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome/account/two-factor");
    const editor = await signInAs(server, "editor");
    expect(
      (await fetch(`${server.url}/welcome`, { headers: { cookie: editor.cookie }, redirect: "manual" })).status,
    ).toBe(200);
    const db = openServerDatabase(server);
    try {
      const actions = (await db.selectFrom("audit_log").select("action").execute()).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining(["two_factor_enabled", "two_factor_passed", "recovery_code_used", "sessions_ended"]),
      );
    } finally {
      await db.destroy();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/modules/accounts/session.server";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin", "head.admin");
});
afterAll(async () => {
  await server?.stop();
});

function send(method: string, path: string, body: unknown, cookie = admin.cookie) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const get = (path: string, cookie = admin.cookie) => fetch(`${server.url}${path}`, { headers: { cookie } });

async function auditRowsSince(id: number) {
  const db = openServerDatabase(server);
  try {
    return await db.selectFrom("audit_log").selectAll().where("id", ">", id).orderBy("id").execute();
  } finally {
    await db.destroy();
  }
}
async function lastAuditId() {
  const db = openServerDatabase(server);
  try {
    const row = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  } finally {
    await db.destroy();
  }
}
const login = (userid: string, password: string) => send("POST", "/api/login", { userid, password }, "");

describe("accounts, managed by an admin", () => {
  let editorId: number;

  it("adds a user: 201, one audit row with the actor and the fields, password redacted", async () => {
    const mark = await lastAuditId();
    const response = await send("POST", "/api/users", {
      userid: "news.editor",
      displayName: "News Editor",
      role: "editor",
      password: "harbour lantern 17",
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      userid: "news.editor",
      displayName: "News Editor",
      role: "editor",
      disabled: false,
    });
    editorId = created.id;
    const rows = await auditRowsSince(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_userid: "head.admin",
      actor_id: admin.userId,
      action: "create",
      entity: "admin_user",
      entity_key: "news.editor",
    });
    expect(JSON.parse(rows[0].changes!)).toEqual({
      userid: { before: null, after: "news.editor" },
      display_name: { before: null, after: "News Editor" },
      role: { before: null, after: "editor" },
      password: { before: null, after: "[redacted]" },
    });
    expect(rows[0].changes).not.toContain("harbour lantern 17");
    expect((await login("news.editor", "harbour lantern 17")).status).toBe(200);
  });

  it("refuses bad input and a taken user id with 400/409 naming the field, storing nothing", async () => {
    const mark = await lastAuditId();
    const bad = await send("POST", "/api/users", {
      userid: "has space",
      displayName: "",
      role: "owner",
      password: "short",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      userid: "User ID may contain only letters, digits and . _ @ -",
      displayName: "Display name is required",
      role: "Role must be admin or editor",
      password: "Password must be at least 12 characters",
    });
    const taken = await send("POST", "/api/users", {
      userid: "NEWS.EDITOR",
      displayName: "Again",
      role: "editor",
      password: "another password",
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).fields).toEqual({ userid: "That user ID is already taken" });
    expect(await auditRowsSince(mark)).toHaveLength(0);
  });

  it("changes a role: one audit row with before and after; the account's sessions end", async () => {
    const session = (await login("news.editor", "harbour lantern 17")).headers.getSetCookie()[0].split(";")[0];
    const mark = await lastAuditId();
    const response = await send("PATCH", `/api/users/${editorId}`, { role: "admin" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "admin" });
    const rows = await auditRowsSince(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update", actor_userid: "head.admin", entity_key: "news.editor" });
    expect(JSON.parse(rows[0].changes!)).toEqual({ role: { before: "editor", after: "admin" } });
    expect((await get("/api/me", session)).status).toBe(401);
  });

  it("disables an account: it can no longer sign in (same message as a wrong password)", async () => {
    const mark = await lastAuditId();
    expect((await send("PATCH", `/api/users/${editorId}`, { disabled: true })).status).toBe(200);
    const rows = await auditRowsSince(mark);
    expect(rows.map((row) => [row.action, JSON.parse(row.changes!)])).toEqual([
      ["update", { disabled: { before: 0, after: 1 } }],
    ]);
    const refused = await login("news.editor", "harbour lantern 17");
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe("Invalid username or password");
    expect((await send("PATCH", `/api/users/${editorId}`, { disabled: false })).status).toBe(200);
  });

  it("keeps at least one active admin and refuses to disable oneself", async () => {
    const self = await send("PATCH", `/api/users/${admin.userId}`, { disabled: true });
    expect(self.status).toBe(400);
    // demote the other admin back to editor, then head.admin is the last admin
    expect((await send("PATCH", `/api/users/${editorId}`, { role: "editor" })).status).toBe(200);
    const last = await send("PATCH", `/api/users/${admin.userId}`, { role: "editor" });
    expect(last.status).toBe(409);
    expect((await last.json()).fields).toEqual({ role: "At least one active administrator must remain" });
    expect((await send("PATCH", "/api/users/999999", { role: "editor" })).status).toBe(404);
    expect((await send("PATCH", "/api/users/abc", { role: "editor" })).status).toBe(404);
    expect((await send("PATCH", `/api/users/${editorId}`, {})).status).toBe(400);
  });

  it("resets a password: one audit row, values redacted, old password and sessions gone", async () => {
    const session = (await login("news.editor", "harbour lantern 17")).headers.getSetCookie()[0].split(";")[0];
    const mark = await lastAuditId();
    expect((await send("PUT", `/api/users/${editorId}/password`, { password: "short" })).status).toBe(400);
    const response = await send("PUT", `/api/users/${editorId}/password`, { password: "brand new password" });
    expect(response.status).toBe(200);
    const rows = await auditRowsSince(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "password_reset", actor_userid: "head.admin", entity_key: "news.editor" });
    expect(JSON.parse(rows[0].changes!)).toEqual({ password: { before: "[redacted]", after: "[redacted]" } });
    expect((await get("/api/me", session)).status).toBe(401);
    expect((await login("news.editor", "harbour lantern 17")).status).toBe(401);
    expect((await login("news.editor", "brand new password")).status).toBe(200);
  });

  it("lists accounts for admins only, without password hashes", async () => {
    const list = await (await get("/api/users")).json();
    expect(list.map((user: { userid: string }) => user.userid)).toEqual(["head.admin", "news.editor"]);
    expect(JSON.stringify(list)).not.toContain("scrypt");
  });
});

describe("changing one's own password", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const editor = await signInAs(server, "editor", "desk.editor");
    const other = (await login("desk.editor", editor.password)).headers.getSetCookie()[0].split(";")[0];
    const wrong = await send(
      "POST",
      "/api/me/password",
      { currentPassword: "not it at all", newPassword: "my new password", confirmPassword: "my new password" },
      editor.cookie,
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ currentPassword: "Current password is incorrect" });
    const mismatch = await send(
      "POST",
      "/api/me/password",
      { currentPassword: editor.password, newPassword: "my new password", confirmPassword: "something else" },
      editor.cookie,
    );
    expect((await mismatch.json()).fields).toEqual({ confirmPassword: "The two new passwords do not match" });
    const short = await send(
      "POST",
      "/api/me/password",
      { currentPassword: editor.password, newPassword: "1234567", confirmPassword: "1234567" },
      editor.cookie,
    );
    expect((await short.json()).fields).toEqual({ newPassword: "Password must be at least 12 characters" });

    const mark = await lastAuditId();
    const ok = await send(
      "POST",
      "/api/me/password",
      { currentPassword: editor.password, newPassword: "my new password", confirmPassword: "my new password" },
      editor.cookie,
    );
    expect(ok.status).toBe(200);
    const rows = await auditRowsSince(mark);
    expect(rows.map((row) => [row.action, row.actor_userid, row.entity_key])).toEqual([
      ["password_change", "desk.editor", "desk.editor"],
    ]);
    expect((await get("/api/me", editor.cookie)).status).toBe(200);
    expect((await get("/api/me", other)).status).toBe(401);
    expect((await login("desk.editor", "my new password")).status).toBe(200);
  });
});

describe("the audit log API", () => {
  it("pages newest first and filters by actor, action and date", async () => {
    const all = await (await get("/api/audit?pageSize=100")).json();
    expect(all.total).toBeGreaterThan(5);
    expect(all.items[0].at >= all.items.at(-1).at).toBe(true);

    const byActor = await (await get("/api/audit?actor=head.admin")).json();
    expect(byActor.items.length).toBeGreaterThan(0);
    expect(byActor.items.every((item: { actor: string }) => item.actor === "head.admin")).toBe(true);

    const resets = await (await get("/api/audit?action=password_reset")).json();
    expect(resets.total).toBe(1);
    expect(resets.items[0]).toMatchObject({
      actor: "head.admin",
      action: "password_reset",
      entity: "admin_user",
      entityKey: "news.editor",
    });

    const today = new Date().toISOString().slice(0, 10);
    expect((await (await get(`/api/audit?from=${today}&to=${today}`)).json()).total).toBe(all.total);
    expect((await (await get("/api/audit?to=2000-01-01")).json()).total).toBe(0);

    const bad = await get("/api/audit?from=yesterday&pageSize=5000&page=-1");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["from", "page", "pageSize"]);
  });

  it("records a sign-out exactly once with its actor", async () => {
    const session = (await login("news.editor", "brand new password")).headers.getSetCookie()[0].split(";")[0];
    const mark = await lastAuditId();
    await send("POST", "/api/logout", {}, session);
    await send("POST", "/api/logout", {}, session);
    const rows = await auditRowsSince(mark);
    expect(rows.map((row) => [row.action, row.actor_userid])).toEqual([["logout", "news.editor"]]);
    expect(session.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });
});

describe("the Users and account sections' forms without JavaScript", () => {
  function postForm(path: string, fields: Record<string, string>, cookie: string) {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }

  it("adds an account from the Users section and keeps what was typed on a refusal", async () => {
    const ok = await postForm(
      "/welcome/users",
      {
        intent: "add",
        userid: "form.editor",
        displayName: "Form Editor",
        role: "editor",
        password: "garden compass 23",
      },
      admin.cookie,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/welcome/users");
    expect((await login("form.editor", "garden compass 23")).status).toBe(200);

    const bad = await postForm(
      "/welcome/users",
      { intent: "add", userid: "form.editor", displayName: "Again", role: "editor", password: "garden compass 23" },
      admin.cookie,
    );
    expect(bad.status).toBe(409);
    const html = await bad.text();
    expect(html).toContain("That user ID is already taken");
    expect(html).toContain('value="Again"');
    expect(html).not.toContain("garden compass 23");
  });

  it("asks before changing a role, then changes it", async () => {
    const target = await signInAs(server, "editor", "role.editor");
    const asked = await postForm(
      "/welcome/users",
      { intent: "role", id: String(target.userId), role: "admin" },
      admin.cookie,
    );
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Yes, change the role");
    const changed = await postForm(
      "/welcome/users",
      { intent: "role", id: String(target.userId), role: "admin", confirmed: "1" },
      admin.cookie,
    );
    expect(changed.status).toBe(302);
    const users = await (await fetch(`${server.url}/api/users`, { headers: { cookie: admin.cookie } })).json();
    expect(users.find((user: { userid: string }) => user.userid === "role.editor").role).toBe("admin");
  });

  it("changes one's own password from the account section", async () => {
    const editor = await signInAs(server, "editor", "plain.editor");
    const short = await postForm(
      "/welcome/account",
      { currentPassword: editor.password, newPassword: "short", confirmPassword: "short" },
      editor.cookie,
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 12 characters");
    const ok = await postForm(
      "/welcome/account",
      {
        currentPassword: editor.password,
        newPassword: "simple fresh password",
        confirmPassword: "simple fresh password",
      },
      editor.cookie,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/welcome/account");
    expect((await login("plain.editor", "simple fresh password")).status).toBe(200);
  });
});

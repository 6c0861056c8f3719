import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAgain, signInAs, signOutOf } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Issue 32, H2: a form posted to the dashboard without a live session is kept as a draft only for someone whose
// session ended recently, at most 16 KB, a few per client; a large body is refused before it is read; a draft
// link opens for its own account only.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const STUDENT = { _form: "students-create", intent: "create", stdadmid: "KEPT-9", stdname: "Smt. Kavya" };

async function post(fields: Record<string, string>, cookie: string | undefined, client = "203.0.113.7") {
  const sent = await fetch(`${server.url}/welcome/students/new`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": client,
      ...(cookie ? { cookie } : {}),
    },
    redirect: "manual",
  });
  expect(sent.status).toBe(302);
  const login = new URL(sent.headers.get("location")!, server.url);
  expect(login.pathname).toBe("/Login");
  return login.searchParams.get("redirectTo")!;
}

async function countDrafts() {
  const db = openServerDatabase(server);
  try {
    const row = await db
      .selectFrom("form_drafts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await db.destroy();
  }
}

const signOut = (account: { cookie: string }) => signOutOf(server, account);

const page = async (path: string, cookie: string) =>
  (await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" })).text();

describe("H2: drafts only for people who were signed in", () => {
  it("H2: a stranger's post to /welcome/students/new stores no draft", async () => {
    const before = await countDrafts();
    for (const cookie of [undefined, "school_session=never-a-session"]) {
      const back = await post(STUDENT, cookie);
      expect(back).toBe("/welcome/students/new");
    }
    expect(await countDrafts()).toBe(before);
  });

  it("H2: a draft is kept for a session signed out recently and opens only for its own account", async () => {
    const clerk = await signInAs(server, "admin");
    const other = await signInAs(server, "admin");
    await signOut(clerk);
    const back = await post(STUDENT, clerk.cookie);
    expect(back).toMatch(/^\/welcome\/students\/new\?draft=[\w-]+$/);
    // Another administrator sent the link sees an empty form, and the draft is still there for its owner.
    expect(await page(back, other.cookie)).not.toContain('value="KEPT-9"');
    expect(await page(back, await signInAgain(server, clerk))).toContain('value="KEPT-9"');
  });

  it("H2: a session that ended more than a day ago keeps no draft", async () => {
    const clerk = await signInAs(server, "admin");
    const db = openServerDatabase(server);
    const longAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await db.updateTable("sessions").set({ expires_at: longAgo }).where("user_id", "=", clerk.userId).execute();
    await db.destroy();
    expect(await post(STUDENT, clerk.cookie, "203.0.113.8")).toBe("/welcome/students/new");
  });

  it("H2: a draft of more than 16 KB is not kept", async () => {
    const clerk = await signInAs(server, "admin");
    await signOut(clerk);
    const big = { ...STUDENT, address: "x".repeat(17 * 1024) };
    expect(await post(big, clerk.cookie, "203.0.113.9")).toBe("/welcome/students/new");
  });

  it("H2: a stranger's 150 MB body to /welcome/gallery is refused before it is read", async () => {
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/welcome/gallery`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(150 * 1024 * 1024),
          cookie: "school_session=never-a-session",
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      // Only the first megabyte is ever sent: an answer must not wait for the rest.
      req.write(Buffer.alloc(1024 * 1024, "a"));
      setTimeout(() => reject(new Error("no answer before the body was sent")), 10_000).unref();
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain("sign in");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("H2: drafts are throttled per client address", async () => {
    const clerk = await signInAs(server, "admin");
    await signOut(clerk);
    const kept: boolean[] = [];
    for (let i = 0; i < 12; i++) kept.push((await post(STUDENT, clerk.cookie, "198.51.100.4")).includes("draft="));
    expect(kept.filter(Boolean).length).toBe(10);
    expect(kept.at(-1)).toBe(false);
  });
});

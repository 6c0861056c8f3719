import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "~/kernel/database/dialect";
import { DASHBOARD_SECTIONS } from "~/modules/dashboard/sections";
import { SET_UP_TWO_FACTOR_FIRST, TWO_FACTOR_SETUP_PATH } from "./guard.server";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { listApiRoutes, PUBLIC_ENDPOINTS, type ApiRoute } from "../../../test/harness/api-routes";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The dashboard and the JSON API ask one guard (checkAccess): an administrator who must use two-factor sign-in and
// has not set it up is refused by the API wherever the dashboard refuses her, and both ways record the same actor.

const label = (route: ApiRoute) => `${route.method} ${route.path}`;
const guarded = listApiRoutes().filter((route) => !PUBLIC_ENDPOINTS.has(label(route)));
/** The API's areas: the first segment after /api (students, events, pages, users, ...). */
const areaOf = (route: ApiRoute) => route.path.split("/")[2]!.replace(/\..*$/, "");
const areas = [...new Set(guarded.map(areaOf))].sort();
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) => (/id|sno|key/i.test(name) ? "999999" : "guard-check"));

let server: RunningServer;
let withoutTwoFactor: SignedIn;
let withTwoFactor: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  [withoutTwoFactor, withTwoFactor, editor] = [
    await signInAs(server, "admin"),
    await signInAs(server, "admin"),
    await signInAs(server, "editor"),
  ];
  const db = openServerDatabase(server);
  try {
    await db
      .insertInto("site_settings")
      .values({ key: "security.requireAdminTwoFactor", value: "true", updated_at: nowIso() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: "true" }))
      .execute();
    await db
      .updateTable("admin_users")
      .set({ totp_secret: "JBSWY3DPEHPK3PXP" })
      .where("id", "=", withTwoFactor.userId)
      .execute();
  } finally {
    await db.destroy();
  }
});
afterAll(async () => {
  await server?.stop();
});

function callApi(route: ApiRoute, cookie: string) {
  const write = !["GET", "HEAD"].includes(route.method);
  return fetch(`${server.url}${concrete(route.path)}`, {
    method: route.method,
    headers: { origin: server.url, cookie, ...(write ? { "content-type": "application/json" } : {}) },
    body: write ? "{}" : undefined,
    redirect: "manual",
  });
}

/** What the API answers each route of an area, as "403 <error>" or the bare status. */
async function apiAnswers(area: string, cookie: string) {
  const answers: Record<string, string> = {};
  for (const route of guarded.filter((r) => areaOf(r) === area)) {
    const response = await callApi(route, cookie);
    const body = response.headers.get("content-type")?.includes("json") ? await response.json() : {};
    answers[label(route)] = response.status === 403 ? `403 ${body.error}` : String(response.status);
  }
  return answers;
}

describe("an administrator who must use two-factor sign-in and has not set it up", () => {
  it("finds the API areas to check", () => {
    expect(areas).toEqual(expect.arrayContaining(["students", "events", "pages", "users", "audit", "slides"]));
  });

  it("is sent to set it up by every dashboard section", async () => {
    const sections = DASHBOARD_SECTIONS.map((section) => section.path);
    const statuses: Record<string, string> = {};
    for (const path of sections) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: withoutTwoFactor.cookie },
        redirect: "manual",
      });
      statuses[path] = `${response.status} ${response.headers.get("location")}`;
    }
    expect(statuses).toEqual(Object.fromEntries(sections.map((path) => [path, `302 ${TWO_FACTOR_SETUP_PATH}`])));
    const setUp = await fetch(`${server.url}${TWO_FACTOR_SETUP_PATH}`, {
      headers: { cookie: withoutTwoFactor.cookie },
    });
    expect(setUp.status).toBe(200);
  });

  for (const area of areas) {
    it(`is refused by the API's ${area} calls, with the reason`, async () => {
      const answers = await apiAnswers(area, withoutTwoFactor.cookie);
      expect(answers).toEqual(
        Object.fromEntries(Object.keys(answers).map((key) => [key, `403 ${SET_UP_TWO_FACTOR_FIRST}`])),
      );
    });
  }

  it("is let through once she has set it up, and the rule never stops an editor", async () => {
    for (const area of areas) {
      for (const cookie of [withTwoFactor.cookie, editor.cookie]) {
        const answers = await apiAnswers(area, cookie);
        for (const [call, answer] of Object.entries(answers))
          expect([call, answer]).not.toEqual([call, `403 ${SET_UP_TWO_FACTOR_FIRST}`]);
      }
    }
  });
});

describe("the audit log's actor", () => {
  it("carries the client's address for a dashboard change, as for the same change through the API", async () => {
    const form = new URLSearchParams({ jobOpenings: "Teachers wanted (dashboard)", latestEvent: "Sports day" });
    const dashboard = await fetch(`${server.url}/welcome/news`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie: withTwoFactor.cookie,
      },
      body: form.toString(),
      redirect: "manual",
    });
    expect(dashboard.status).toBe(302);
    const api = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: withTwoFactor.cookie },
      body: JSON.stringify({ jobOpenings: "Teachers wanted (API)", latestEvent: "Sports day" }),
    });
    expect(api.status).toBeLessThan(300);

    const db = openServerDatabase(server);
    try {
      const rows = await db
        .selectFrom("audit_log")
        .select(["actor_userid", "ip", "changes"])
        .where("actor_userid", "=", withTwoFactor.userid)
        .orderBy("id")
        .execute();
      const byWay = (word: string) => rows.find((row) => String(row.changes).includes(word));
      const fromDashboard = byWay("(dashboard)");
      const fromApi = byWay("(API)");
      expect(fromDashboard?.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(fromDashboard?.ip).toBe(fromApi?.ip);
    } finally {
      await db.destroy();
    }
  });
});

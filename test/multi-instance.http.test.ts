// Several processes serving one site stay in step: a signed-in write on one clears the cached pages of the
// others within a second, the public-form budget is one budget, and a session works everywhere.
// PostgreSQL: two server processes on one database (LISTEN/NOTIFY, throttle table). SQLite: two workers of
// one cluster on one file (messages through the primary). With REDIS_URL: two server processes either way.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/modules/accounts/session.server";
import { testEngine } from "./harness/databases";
import type { RunningServer } from "./harness/server";
import { call, startCluster, startPair, stopPairs, type Pair } from "./harness/instances";

const ADMIN = { userid: "office", password: "first admin password" };
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const postJson = (server: RunningServer, path: string, body: unknown, cookie?: string) =>
  call(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

afterAll(stopPairs);

const startPairOf = (env: Record<string, string>) =>
  startPair(
    { RENDER_CACHE_SECONDS: "60", ADMIN_USER: ADMIN.userid, ADMIN_PASSWORD: ADMIN.password, ...env },
    { separate: Boolean(env.REDIS_URL) },
  );

const variants: { name: string; env: Record<string, string> }[] = [
  {
    name: testEngine() === "postgres" ? "two servers on one PostgreSQL database" : "two workers on one SQLite file",
    env: {},
  },
  {
    name: `two servers on one ${testEngine() === "postgres" ? "PostgreSQL database" : "SQLite file"} with Redis`,
    env: { REDIS_URL, REDIS_PREFIX: `school-test-${randomBytes(6).toString("hex")}:` },
  },
];

describe.each(variants)("$name", ({ env }) => {
  let pair: Pair;
  let cookie: string;

  it("a session made on A works on B", async () => {
    pair = await startPairOf(env);
    const login = await postJson(pair.a, "/api/login", ADMIN);
    expect(login.status).toBe(200);
    const setCookie = ([] as string[]).concat(login.headers["set-cookie"] ?? []);
    cookie = setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0];
    for (let i = 0; i < 4; i++) {
      const me = await call(`${pair.b.url}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text)).toMatchObject({ userid: ADMIN.userid });
    }
  });

  it("a signed-in write on A shows on B's cached pages within one second", async () => {
    const page = `${pair.b.url}/Faq`;
    // Every worker of B has the page in its cache.
    for (let i = 0; i < 4; i++) await call(page);
    expect((await call(page)).headers["x-render-cache"]).toBe("HIT");

    const news = `In step ${randomBytes(4).toString("hex")}: sports day moved`;
    const written = await postJson(pair.a, "/api/news", { jobOpenings: news, latestEvent: "Open day" }, cookie);
    expect(written.status).toBeLessThan(300);
    const writtenAt = Date.now();
    while (!(await call(page)).text.includes(news)) {
      expect(Date.now() - writtenAt).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(Date.now() - writtenAt).toBeLessThan(1_000);
    // And no worker of B still serves the old page.
    for (let i = 0; i < 4; i++) expect((await call(page)).text).toContain(news);
  });

  it("six call-backs from one address spread over A and B get exactly one 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? pair.a : pair.b;
      const answer = await postJson(server, "/api/contact_us", {
        name: `Step Caller ${i}`,
        emailid: `step.${i}@example.org`,
        mobilnum: "9876543210",
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(JSON.parse(answer.text)).toEqual({
          error: "Too many submissions from your address. Please wait a minute and try again.",
          fields: {},
        });
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

// PostgreSQL only: the listening connection of each server can be cut (a restart, a failover) and comes back.
if (testEngine() === "postgres")
  describe("a page-change listener whose PostgreSQL connection was cut", () => {
    it("listens again, forgets its pages once, and hears the next write", async () => {
      const { a, b } = await startPairOf({});
      const login = await postJson(a, "/api/login", ADMIN);
      const cookie = ([] as string[])
        .concat(login.headers["set-cookie"] ?? [])
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
        .split(";")[0];
      const page = `${b.url}/Faq`;
      await call(page);
      expect((await call(page)).headers["x-render-cache"]).toBe("HIT");

      const admin = new pg.Client({ connectionString: a.database.env.DATABASE_URL });
      await admin.connect();
      try {
        const listeners = async () =>
          (
            await admin.query<{ pid: number }>(
              "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
            )
          ).rows.map((row) => row.pid);
        const before = await listeners();
        expect(before).toHaveLength(2); // one listener per server
        await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [before]);
        // Back within about a second (retry after 1 s): two new listeners.
        const until = Date.now() + 5_000;
        while ((await listeners()).filter((pid) => !before.includes(pid)).length < 2) {
          expect(Date.now()).toBeLessThan(until);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await admin.end();
      }
      // It forgot its pages once when it listened again (a write may have gone unheard meanwhile).
      const reconnectedAt = Date.now();
      while ((await call(page)).headers["x-render-cache"] !== "MISS") {
        expect(Date.now() - reconnectedAt).toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }

      const news = `After the cut ${randomBytes(4).toString("hex")}`;
      const written = await postJson(a, "/api/news", { jobOpenings: news, latestEvent: "Open day" }, cookie);
      expect(written.status).toBeLessThan(300);
      const writtenAt = Date.now();
      while (!(await call(page)).text.includes(news)) {
        expect(Date.now() - writtenAt).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
  });

describe("first-run setup with two workers", () => {
  it("the one printed link opens setup on every worker, and once used it opens nothing anywhere", async () => {
    const cluster = await startCluster({ FIRST_RUN_SETUP: "auto" });
    const links = () => [...cluster.output().matchAll(/open (http:\/\/\S+\/setup\?token=(\S+))/g)];
    // Printed just after the "listening" line; then a moment to be sure no worker prints another.
    const printedBy = Date.now() + 5_000;
    while (links().length === 0) {
      expect(Date.now()).toBeLessThan(printedBy);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(links()).toHaveLength(1); // printed once, by the primary
    const token = links()[0][2];
    for (let i = 0; i < 4; i++) expect((await call(`${cluster.url}/setup?token=${token}`)).status).toBe(200);

    const finished = await call(`${cluster.url}/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: cluster.url },
      body: new URLSearchParams({
        token,
        schoolName: "Lakeview Vidya Mandir",
        shortName: "Lakeview VM",
        tagline: "Learning by the lake",
        affiliationLine: "Affiliated to the State Board",
        registrationLine: "Registration 1234",
        phone: "9111111111",
        phone2: "9222222222",
        email: "office@lakeview.example",
        email2: "jobs@lakeview.example",
        address: "4 Lake Road, Lakeview 500010",
        brandPrimary: "#0b5d57",
        brandAccent: "#9fe3d6",
        timeZone: "Asia/Kolkata",
        userid: "principal",
        displayName: "Dr. Meena Rao",
        adminEmail: "principal@lakeview.example",
        password: "tidal-Orbit-magnet-93",
        confirmPassword: "tidal-Orbit-magnet-93",
      }).toString(),
    });
    expect(finished.status, finished.text.slice(0, 500)).toBe(302);
    // Whichever worker answers, the token is void and pages no longer lead to /setup.
    const until = Date.now() + 1_000;
    for (let i = 0; i < 4; i++) {
      while ((await call(`${cluster.url}/setup?token=${token}`)).status !== 403) expect(Date.now()).toBeLessThan(until);
      expect((await call(`${cluster.url}/Faq`)).status).toBe(200);
    }
  });
});

import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { signInAs } from "../../../test/harness/admin";
import { testEngine } from "../../../test/harness/databases";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Two instances of the app on one database, each keeping its pages 60 s in its render cache: an emergency published
// on A is on B's cached page within 5 seconds, and gone from it within 5 seconds of being ended on A.
// PostgreSQL: two server processes on one database (the cache bus is LISTEN/NOTIFY). SQLite: two workers of one
// cluster on one file (the bus goes through the primary).

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** One request on a connection of its own, so a cluster's primary hands each to the next worker. */
function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: { connection: "close", ...options.headers }, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop({ keepDatabase: true });
  for (const database of new Set(running.map((server) => server.database))) await database.drop();
});

async function startPair() {
  const env = { RENDER_CACHE_SECONDS: "60" };
  if (testEngine() === "sqlite") {
    const cluster = await startServer({ env: { ...env, WEB_CONCURRENCY: "2" } });
    running.push(cluster);
    return { a: cluster, b: cluster };
  }
  const a = await startServer({ env });
  running.push(a);
  const b = await startServer({ env, database: a.database });
  running.push(b);
  return { a, b };
}

describe(
  testEngine() === "postgres" ? "two servers on one PostgreSQL database" : "two workers on one SQLite file",
  () => {
    it("an emergency published on A is on B's cached pages within 5 s, and leaves within 5 s of being ended", async () => {
      const { a, b } = await startPair();
      const editor = await signInAs(a, "editor");
      const pages = [`${b.url}/Faq`, `${b.url}/hi/Events`];
      for (const page of pages) for (let i = 0; i < 4; i++) await call(page);
      for (const page of pages) expect((await call(page)).headers["x-render-cache"]).toBe("HIT");

      const text = `School closed: gas leak near the campus ${Math.random().toString(36).slice(2, 8)}`;
      const created = await call(`${a.url}/api/alerts`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: a.url, cookie: editor.cookie },
        body: JSON.stringify({ message: text, severity: "emergency" }),
      });
      expect(created.status, created.text).toBe(201);
      let since = Date.now();
      const onEveryWorker = async (wanted: boolean) => {
        for (const page of pages)
          while ((await call(page)).text.includes(text) !== wanted) {
            expect(Date.now() - since).toBeLessThan(5_000);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        // And no worker of B still serves the other page.
        for (const page of pages)
          for (let i = 0; i < 4; i++) expect((await call(page)).text.includes(text)).toBe(wanted);
      };
      await onEveryWorker(true);
      expect(Date.now() - since).toBeLessThan(5_000);

      const { id } = JSON.parse(created.text) as { id: number };
      const ended = await call(`${a.url}/api/alerts/${id}/end`, {
        method: "POST",
        headers: { origin: a.url, cookie: editor.cookie },
      });
      expect(ended.status).toBe(200);
      since = Date.now();
      await onEveryWorker(false);
      expect(Date.now() - since).toBeLessThan(5_000);
    });
  },
);

import { afterAll, describe, expect, it } from "vitest";
import { signInAs } from "../../../test/harness/admin";
import { testEngine } from "../../../test/harness/databases";
import { call, startPair, stopPairs } from "../../../test/harness/instances";

// Two instances of the app on one database, each keeping its pages 60 s in its render cache: an emergency published
// on A is on B's cached page within 5 seconds, and gone from it within 5 seconds of being ended on A.
// PostgreSQL: two server processes on one database (the cache bus is LISTEN/NOTIFY). SQLite: two workers of one
// cluster on one file (the bus goes through the primary).

afterAll(stopPairs);

describe(
  testEngine() === "postgres" ? "two servers on one PostgreSQL database" : "two workers on one SQLite file",
  () => {
    it("an emergency published on A is on B's cached pages within 5 s, and leaves within 5 s of being ended", async () => {
      const { a, b } = await startPair({ RENDER_CACHE_SECONDS: "60" });
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

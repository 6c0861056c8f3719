import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./harness/server";

// Issue 32: a worker whose event loop is held (a pathological input, a bug) is found by its missing heartbeats,
// logged and replaced by the primary, which keeps the site served by the others meanwhile.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { WEB_CONCURRENCY: "2", WATCHDOG_SECONDS: "3" } });
});
afterAll(async () => {
  await server?.stop();
});

/** The processes whose parent is `parent` (the primary's workers). */
function childrenOf(parent: number) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("the event-loop watchdog", () => {
  it("Low: a worker blocked longer than the bound is logged and replaced while the primary keeps serving", async () => {
    const primary = server.process.pid!;
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    // A stopped process is a held event loop as far as its heartbeats go.
    process.kill(workers[0], "SIGSTOP");
    const deadline = Date.now() + 30_000;
    while (!/blocked: no heartbeat/.test(server.output()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(server.output()).toMatch(new RegExp(`worker ${workers[0]} blocked: no heartbeat for \\d+ s; replacing it`));
    while (alive(workers[0]) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(workers[0])).toBe(false);
    // A new worker takes its place; every request is answered.
    while (childrenOf(primary).length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(childrenOf(primary)).not.toContain(workers[0]);
  }, 60_000);
});

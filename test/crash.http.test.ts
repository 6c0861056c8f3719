// `npm run test:crash` (also part of `npm test`, once per engine): a stream of call-back requests,
// the server killed with SIGKILL in the middle of it, a restart on the same database, and then every
// request that was answered with success must be there and the database must be intact.
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openServerDatabase } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

const WORKERS = 8;
const KILL_AFTER_MS = 3_000;
// The public POST throttle would refuse most of a stream from one address.
const env = { PUBLIC_POST_LIMIT_PER_MINUTE: "1000000", PUBLIC_POST_CAP_PER_MINUTE: "1000000" };

let restarted: RunningServer | undefined;
let clustered: RunningServer | undefined;
let started: RunningServer | undefined;
afterAll(async () => {
  await restarted?.stop();
  await clustered?.stop();
  await started?.stop();
});

/**
 * Sends call-back requests until told to stop; returns the names the server acknowledged. A request cut
 * off by a killed process counts as not acknowledged; with `survive`, the stream goes on after it.
 */
type Stop = { killed: boolean; acknowledged: number };

async function streamCallbacks(url: string, worker: number, stop: Stop, survive = false) {
  const acknowledged: string[] = [];
  for (let i = 0; !stop.killed; i++) {
    const name = `Crash Test ${worker}-${i}`;
    try {
      const response = await fetch(`${url}/api/contact_us`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, emailid: `crash.${worker}.${i}@example.org`, mobilnum: "9876543210" }),
        // A connection handed to the worker just as it was killed may never be answered: give up, unacknowledged.
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) {
        acknowledged.push(name);
        stop.acknowledged++;
      } else if (response.status >= 500)
        throw new Error(`server answered ${response.status}: ${await response.text()}`);
      await response.body?.cancel();
    } catch (error) {
      if (stop.killed) break;
      // fetch failed (the connection was cut) or timed out: not acknowledged.
      if (survive && (error instanceof TypeError || (error as Error).name === "TimeoutError")) continue;
      throw error;
    }
  }
  return acknowledged;
}

/** Waits KILL_AFTER_MS and at least until enough writes were acknowledged that a kill lands among them (a busy
 * machine answers fewer in the same time). */
async function writesUnderWay(stop: Stop, deadline = Date.now() + 60_000) {
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  while (stop.acknowledged <= 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("a server killed in the middle of writes", () => {
  it("keeps every acknowledged call-back request and an intact database after SIGKILL and restart", async () => {
    const first = await startServer({ env });
    const stop: Stop = { killed: false, acknowledged: 0 };
    const streams = Array.from({ length: WORKERS }, (_, worker) => streamCallbacks(first.url, worker, stop));

    await writesUnderWay(stop);
    stop.killed = true;
    await first.stop({ keepDatabase: true, signal: "SIGKILL" });
    expect(first.process.signalCode).toBe("SIGKILL");
    const acknowledged = (await Promise.all(streams)).flat();
    // Enough traffic that the kill really landed in the middle of writes.
    expect(acknowledged.length).toBeGreaterThan(20);

    if (first.database.engine === "sqlite") {
      const file = new DatabaseSync(first.database.env.SQLITE_PATH);
      try {
        expect(file.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      } finally {
        file.close();
      }
    }

    restarted = await startServer({ env, database: first.database });
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);

    const db = openServerDatabase(restarted);
    try {
      const stored = await db
        .selectFrom("contact_requests")
        .select(["id", "name"])
        .where("name", "like", "Crash Test %")
        .execute();
      const storedNames = new Set(stored.map((row) => row.name));
      const lost = acknowledged.filter((name) => !storedNames.has(name));
      expect(lost).toEqual([]);
      // No row was written twice.
      expect(storedNames.size).toBe(stored.length);
    } finally {
      await db.destroy();
    }

    // The restarted server takes new writes.
    const after = await fetch(`${restarted.url}/api/contact_us`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "After Restart", emailid: "after@example.org", mobilnum: "9876543210" }),
    });
    expect(after.status).toBeLessThan(300);
  }, 180_000);
});

describe("npm start told to stop", () => {
  // A container runtime or a supervisor signals the process it started: `npm start`'s npm, not the server.
  it("passes SIGTERM on to the server, which stops with its workers", async () => {
    started = await startServer({ env: { WEB_CONCURRENCY: "2" }, npmStart: true });
    const descendants = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
    const tree = descendants(started.process.pid!);
    expect((await fetch(`${started.url}/healthz`)).ok).toBe(true);
    const exited = new Promise((resolve) => started!.process.once("exit", resolve));
    started.process.kill("SIGTERM");
    await exited;
    await waitFor(
      () => tree.every((pid) => !isAlive(pid)),
      `every process of npm start to stop; its output:\n${started.output().slice(-2000)}`,
    );
    expect(started.output()).not.toMatch(/stopped \(SIGKILL\)/);
    // npm's child was the primary itself (no shell left between them), with its two workers.
    expect(tree).toHaveLength(3);
  }, 120_000);
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process ids whose parent is `parent` (the workers of a cluster primary). */
function childrenOf(parent: number) {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent id is the second field after the ")" that closes the command name.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("one worker of several killed in the middle of writes", () => {
  it("loses no acknowledged write, is replaced, and the others keep serving", async () => {
    clustered = await startServer({ env: { ...env, WEB_CONCURRENCY: "2" } });
    const primary = clustered.process.pid!;
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);

    const stop: Stop = { killed: false, acknowledged: 0 };
    const streams = Array.from({ length: WORKERS }, (_, worker) => streamCallbacks(clustered!.url, worker, stop, true));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    process.kill(workers[0], "SIGKILL");
    // The primary starts a replacement; the other worker answers meanwhile.
    await waitFor(
      () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(workers[0]),
      "a replacement worker",
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop.killed = true;
    const acknowledged = (await Promise.all(streams)).flat();
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(clustered.output()).toMatch(/stopped \(SIGKILL\); starting another/);

    const db = openServerDatabase(clustered);
    try {
      const stored = await db
        .selectFrom("contact_requests")
        .select(["id", "name"])
        .where("name", "like", "Crash Test %")
        .execute();
      const storedNames = new Set(stored.map((row) => row.name));
      expect(acknowledged.filter((name) => !storedNames.has(name))).toEqual([]);
      expect(storedNames.size).toBe(stored.length);
    } finally {
      await db.destroy();
    }

    // SIGTERM stops the workers gracefully and the primary with them: a request in flight (its body half sent)
    // is still answered, new connections are refused, and no process is left behind.
    const survivors = childrenOf(primary);
    const serving = async () => (await fetch(`${clustered!.url}/healthz`).catch(() => undefined))?.ok === true;
    await waitFor(serving, `the cluster to answer before SIGTERM; its output:\n${clustered.output().slice(-2000)}`);
    const body = JSON.stringify({ name: "In Flight", emailid: "flight@example.org", mobilnum: "9876543210" });
    const inFlight = request(`${clustered.url}/api/contact_us`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on("response", (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      inFlight.on("error", reject);
    });
    const connected = new Promise((resolve) => inFlight.once("socket", (socket) => socket.once("connect", resolve)));
    inFlight.write(body.slice(0, 20));
    // A refused connection fails here at once (through `answered`) instead of waiting for a connect that never comes.
    await Promise.race([connected, answered]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => clustered!.process.once("exit", resolve));
    clustered.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${clustered.url}/healthz`)).rejects.toThrow();
    inFlight.end(body.slice(20));
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    for (const pid of survivors) expect(() => process.kill(pid, 0)).toThrow();

    if (clustered.database.engine === "sqlite") {
      const file = new DatabaseSync(clustered.database.env.SQLITE_PATH);
      try {
        expect(file.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      } finally {
        file.close();
      }
    }
  }, 180_000);
});

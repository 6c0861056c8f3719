// `npm run bench:http`: throughput of the production server against a static-file ceiling on this machine,
// then one worker against one worker per core with the render cache off (every page rendered).
// Options (env): BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 100), TEST_DB_ENGINE (sqlite|postgres),
// BENCH_PARTS (default "cached,workers"; either alone runs that part only), BENCH_CLIENT (wrk|autocannon),
// BENCH_ROUNDS (default 3: the workers part's rounds, medians kept).
// The load comes from wrk when it is installed (`apt-get install -y wrk`): written in C, it takes a small share of
// the two cores that the workers are measured on; autocannon (Node) otherwise, which takes most of a core itself.
import { execFile, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { promisify } from "node:util";
import autocannon from "autocannon";
import { startServer } from "../test/harness/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const warmUpSeconds = 3;

type Row = { target: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
const client = process.env.BENCH_CLIENT ?? (hasWrk ? "wrk" : "autocannon");

function measure(label: string, url: string, duration = seconds): Promise<Row> {
  return client === "wrk" ? measureWithWrk(label, url, duration) : measureWithAutocannon(label, url, duration);
}

/** wrk's report, read: requests per second, the 50th and 99th latency percentiles in ms, errors and non-2xx. */
async function measureWithWrk(label: string, url: string, duration: number): Promise<Row> {
  // Asynchronously: the servers' output keeps flowing meanwhile.
  const { stdout: out } = await promisify(execFile)("wrk", [
    "-t1",
    `-c${connections}`,
    `-d${duration}s`,
    // autocannon's timeout too: a slow answer is counted, not dropped as an error.
    "--timeout",
    "10s",
    "--latency",
    url,
  ]);
  const ms = (percentile: string) => {
    const [, value, unit] = out.match(new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)`, "m")) ?? [];
    return value === undefined ? NaN : Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as const)[unit as "ms"];
  };
  const errors = [...(out.match(/Socket errors: (.*)/)?.[1].matchAll(/\d+/g) ?? [])].reduce(
    (sum, [n]) => sum + Number(n),
    0,
  );
  return {
    target: label,
    reqPerSec: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN)),
    p50: Math.round(ms("50") * 10) / 10,
    p99: Math.round(ms("99") * 10) / 10,
    errors,
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
  };
}

async function measureWithAutocannon(label: string, url: string, duration: number): Promise<Row> {
  const result = await autocannon({ url, connections, duration });
  return {
    target: label,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const parts = (process.env.BENCH_PARTS ?? "cached,workers").split(",");
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** The round with the median throughput. */
function medianRow(rows: Row[]): Row {
  return [...rows].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor((rows.length - 1) / 2)];
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

const header = () =>
  [
    "target".padEnd(36),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
    "non-2xx".padStart(8),
  ].join(" ");
const line = (row: Row) =>
  [
    row.target.padEnd(36),
    String(row.reqPerSec).padStart(8),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    String(row.errors).padStart(7),
    String(row.non2xx).padStart(8),
  ].join(" ");

if (parts.includes("cached")) await benchCached();
if (parts.includes("workers")) await benchWorkers();

/** One worker against all workers, render cache off: what the cores add when every page is rendered. */
async function benchWorkers() {
  const cores = Number(process.env.WEB_CONCURRENCY || availableParallelism());
  const pages = [
    ["home page /", "/"],
    ["content page /Transport", "/Transport"],
  ] as const;
  console.log(
    `bench:http workers — RENDER_CACHE_SECONDS=0, ${connections} connections, ${seconds} s each, ` +
      `median of ${rounds} round(s), ` +
      `Node ${process.version}, load from ${client}; load average before: ${load()}`,
  );
  // Rounds of one worker then all workers, each page's median kept: a busy moment on a shared machine then
  // spoils one round, not the ratio.
  const runs: Record<string, Row[][]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [slot, workers] of [1, cores].entries()) {
      const server = await startServer({
        env: { LOG_LEVEL: "silent", RENDER_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(workers) },
      });
      try {
        // Every worker warm before timing: a single request reaches one of them, and a cold worker spends its
        // first second compiling the render code, which the one-worker side had already done.
        for (const [label, path] of pages) await measure(label, `${server.url}${path}`, warmUpSeconds);
        for (const [label, path] of pages) {
          const row = await measure(`${label} — ${workers} worker${workers > 1 ? "s" : ""}`, `${server.url}${path}`);
          ((runs[label] ??= [[], []])[slot] ??= []).push(row);
        }
      } finally {
        await server.stop();
      }
    }
  }
  const results = Object.fromEntries(
    Object.entries(runs).map(([label, slots]) => [label, slots.map((rows) => medianRow(rows))]),
  );
  console.log(`${engineName()}; load average after: ${load()}\n`);
  console.log(`${header()} ${"vs 1 worker".padStart(11)}`);
  for (const [label] of pages) {
    const [one, all] = results[label];
    console.log(`${line(one)} ${"1.00×".padStart(11)}`);
    console.log(`${line(all)} ${`${(all.reqPerSec / one.reqPerSec).toFixed(2)}×`.padStart(11)}`);
  }
  console.log("");
}

function engineName() {
  return `engine ${process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite"}`;
}

async function benchCached() {
  const server = await startServer({ env: { LOG_LEVEL: "silent" } });
  try {
    const homeHtml = await (await fetch(`${server.url}/`)).text();
    const staticServer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(homeHtml) });
      res.end(homeHtml);
    });
    await new Promise<void>((resolve) => staticServer.listen(0, "127.0.0.1", resolve));
    const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;

    console.log(
      `bench:http — ${connections} connections, ${seconds} s each, ${server.database.engine}, Node ${process.version}, ` +
        `load from ${client}; ` +
        `load average: ${load()}`,
    );
    const ceiling = await measure("static ceiling (saved home page)", staticUrl);
    const rows = [ceiling];
    for (const [label, path] of [
      ["home page /", "/"],
      ["content page /Transport", "/Transport"],
      ["GET /api/visitor-count", "/api/visitor-count"],
      ["GET /api/committee_members", "/api/committee_members"],
    ] as const) {
      rows.push(await measure(label, `${server.url}${path}`));
    }
    staticServer.close();

    console.log("");
    console.log(
      [
        "target".padEnd(36),
        "req/s".padStart(8),
        "p50 ms".padStart(8),
        "p99 ms".padStart(8),
        "errors".padStart(7),
        "non-2xx".padStart(8),
        "vs ceiling".padStart(11),
      ].join(" "),
    );
    for (const row of rows) {
      const ratio = `${((row.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)} %`;
      console.log(
        [
          row.target.padEnd(36),
          String(row.reqPerSec).padStart(8),
          String(row.p50).padStart(8),
          String(row.p99).padStart(8),
          String(row.errors).padStart(7),
          String(row.non2xx).padStart(8),
          ratio.padStart(11),
        ].join(" "),
      );
    }
  } finally {
    await server.stop();
  }
}

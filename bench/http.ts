// `npm run bench:http`: throughput of the production server against a static-file ceiling on this machine,
// then one worker against one worker per core with the render cache off (every page rendered).
// Options (env): BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 100), TEST_DB_ENGINE (sqlite|postgres),
// BENCH_PARTS (default "cached,workers"; either alone runs that part only).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import autocannon from "autocannon";
import { startServer } from "../test/harness/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Row = { target: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(label: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections, duration: seconds });
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
      `Node ${process.version}; load average before: ${load()}`,
  );
  const results: Record<string, Row[]> = {};
  for (const workers of [1, cores]) {
    const server = await startServer({
      env: { LOG_LEVEL: "silent", RENDER_CACHE_SECONDS: "0", WEB_CONCURRENCY: String(workers) },
    });
    try {
      await (await fetch(`${server.url}/`)).text(); // warm-up
      for (const [label, path] of pages) {
        const row = await measure(`${label} — ${workers} worker${workers > 1 ? "s" : ""}`, `${server.url}${path}`);
        (results[label] ??= []).push(row);
      }
    } finally {
      await server.stop();
    }
  }
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
      `bench:http — ${connections} connections, ${seconds} s each, ${server.database.engine}, Node ${process.version}; ` +
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

// `npm run bench:http`: throughput of the production server against a static-file ceiling on this machine.
// Options (env): BENCH_SECONDS (default 20), BENCH_CONNECTIONS (default 100), TEST_DB_ENGINE (sqlite|postgres).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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
    `bench:http — ${connections} connections, ${seconds} s each, ${server.database.engine}, Node ${process.version}`,
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

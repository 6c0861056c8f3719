// `npm run bench:load`: mixed traffic against the production server for BENCH_SECONDS (default 60) at
// BENCH_CONNECTIONS (default 100) in all: page views, visitor counts, call-back submissions (each from its
// own client address, so under the throttle) and administrator list reads with a session.
// Prints totals, errors and latency per kind. TEST_DB_ENGINE=postgres runs it on PostgreSQL.
import autocannon, { type Result } from "autocannon";
import { signInAs } from "../test/harness/admin";
import { startServer } from "../test/harness/server";
import { processTree, residentMiB } from "./proc";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PAGES = ["/", "/Transport", "/Faq", "/Commite", "/Gallery", "/Donate", "/Library", "/Atglance"];

const server = await startServer({ env: { LOG_LEVEL: "silent" } });
let failed = false;
// Resident memory of each serving process (the workers, or the one process), in MiB.
const memory = () => {
  const tree = processTree(server.process.pid!);
  return residentMiB(tree.length > 1 ? tree.slice(1) : tree).join(", ");
};
try {
  const { cookie } = await signInAs(server, "admin");
  let page = 0;
  let caller = 0;
  const share = (part: number) => Math.max(1, Math.round(connections * part));
  const run = (options: autocannon.Options) => autocannon({ duration: seconds, ...options });

  console.log(
    `bench:load — ${connections} connections for ${seconds} s, ${server.database.engine}, Node ${process.version}`,
  );
  const kinds: [string, Promise<Result>][] = [
    [
      "page views",
      run({
        url: server.url,
        connections: share(0.55),
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: PAGES[page++ % PAGES.length] }) }],
      }),
    ],
    ["visitor counts", run({ url: `${server.url}/api/visitor-count`, connections: share(0.2) })],
    [
      "call-back submissions",
      run({
        url: `${server.url}/api/contact_us`,
        connections: share(0.1),
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const n = caller++;
              // One address per submission: 10.x.y.z from the counter, sent as the proxy's forwarded address.
              const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return {
                ...request,
                headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": address },
                body: JSON.stringify({
                  name: `Load test parent ${n}`,
                  emailid: `parent${n}@example.org`,
                  mobilnum: "9876543210",
                }),
              };
            },
          },
        ],
      }),
    ],
    [
      "admin list reads",
      run({
        url: `${server.url}/api/students?page=1&pageSize=10&sort=stdname&order=asc`,
        connections: share(0.15),
        headers: { cookie },
      }),
    ],
  ];
  console.log(`resident MiB per worker at start: ${memory()}`);
  const results = await Promise.all(kinds.map(([, result]) => result));
  console.log(`resident MiB per worker at the end: ${memory()}`);

  const rows = kinds.map(([label], i) => {
    const r = results[i]!;
    return {
      label,
      requests: r.requests.total,
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    };
  });
  console.log(
    `\n${"traffic".padEnd(24)}${"requests".padStart(10)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"errors".padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(24)}${String(r.requests).padStart(10)}${String(r.reqPerSec).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}`,
    );
  }
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const worstP99 = Math.max(...rows.map((r) => r.p99));
  console.log(`\ntotal ${total} requests, ${errors} errors, worst p99 ${worstP99} ms`);
  failed = errors > 0;
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;

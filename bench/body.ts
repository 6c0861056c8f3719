// `npm run bench:body`: memory of the server while oversized bodies arrive chunked (no Content-Length).
// Starts the production build on a fresh SQLite database, then sends 300 MB chunked to /ContactUs and to
// /forms/callback, and 20 clients × 100 MB at once to /ContactUs, printing the server's resident memory
// (RSS, read from /proc) before, at its peak and after each. Needs `npm run build` first.
// Then (issue 32) the mixed attack: 20 slow bodies (a byte every 3 s), 16 parallel 10 MB public posts and 4 hostile
// 60 kB e-mail fields at once, printing memory, the delay of a /healthz probe every 100 ms (the event loop's delay as
// a visitor meets it) and how long the slow bodies stayed open. BENCH_BODY=attack runs only that part.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { attack } from "./body-attack";
import { startServer, type RunningServer } from "../test/harness/server";

const MB = 1024 * 1024;

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Sends `bytes` of form body in 64 KB chunks; resolves with the status and how much was sent before the answer. */
function sendChunked(server: RunningServer, path: string, bytes: number) {
  return new Promise<{ status: number; sentMb: number }>((resolve) => {
    const req = request(new URL(path, server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
    });
    let sent = 0;
    let status = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      res.resume();
    });
    const finish = () => resolve({ status, sentMb: Math.round(sent / MB) });
    req.on("close", finish);
    req.on("error", finish);
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write("name=");
    pump();
  });
}

async function measure(server: RunningServer, label: string, run: () => Promise<{ status: number; sentMb: number }[]>) {
  const pid = server.process.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const results = await run();
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssMb(pid);
  const statuses = [...new Set(results.map((r) => r.status))].join(",");
  const sent = results.reduce((sum, r) => sum + r.sentMb, 0);
  console.log(
    `${label.padEnd(44)} before ${before.toFixed(0).padStart(4)} MB  peak ${peak.toFixed(0).padStart(4)} MB  after ${after
      .toFixed(0)
      .padStart(4)} MB  status ${statuses}  (${sent} MB sent)`,
  );
}

const server = await startServer({ env: { LOG_LEVEL: "warn", PUBLIC_POST_LIMIT_PER_MINUTE: "1000" } });
try {
  await fetch(`${server.url}/ContactUs`); // warm up the routes once
  if (process.env.BENCH_BODY === "attack") {
    await attack(server, rssMb);
    process.exit(0);
  }
  await measure(server, "300 MB chunked to /ContactUs", async () => [
    await sendChunked(server, "/ContactUs", 300 * MB),
  ]);
  await measure(server, "300 MB chunked to /forms/callback", async () => [
    await sendChunked(server, "/forms/callback", 300 * MB),
  ]);
  await measure(server, "20 clients × 100 MB chunked to /ContactUs", () =>
    Promise.all(Array.from({ length: 20 }, () => sendChunked(server, "/ContactUs", 100 * MB))),
  );
  await measure(server, "300 MB chunked to /Login", async () => [await sendChunked(server, "/Login", 300 * MB)]);
  await attack(server, rssMb);
} finally {
  await server.stop();
}

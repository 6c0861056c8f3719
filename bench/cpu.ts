// `npm run bench:cpu`: CPU milliseconds the server spends per page view, read from /proc (user + system time of the
// server's process and every process under it) around sequential requests after a warm-up, in three columns: the
// render cache off (RENDER_CACHE_SECONDS=0), on, and Debian's nginx serving saved copies of the same pages
// (gzip_static) as the ceiling. Counting CPU rather than requests per second keeps the figure steady on a busy
// machine; the load average is printed beside it. Expects a build (`npm run build`).
// Options (env): BENCH_SECONDS (default 2: how long each page is asked for, at least BENCH_MIN_REQUESTS, default 100),
// BENCH_WARM_UP_ROUNDS (default 100: rounds over all the pages before any is measured), TEST_DB_ENGINE (sqlite|postgres), BENCH_PARTS (default "cpu"; "memory" adds resident memory per worker before and
// after BENCH_MEMORY_REQUESTS (default 10,000) requests over 60 pages), WEB_CONCURRENCY (default 1), BENCH_PAGES (a
// comma-separated list of paths, the pages above or any other, to measure one step quickly; default all), BENCH_COLUMNS (a subset of
// "uncached,cached,nginx"; default all three).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { signInAs } from "../test/harness/admin";
import { cpuMs, processTree, residentMiB } from "./proc";
import { startServer, type RunningServer } from "../test/harness/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const minRequests = Number(process.env.BENCH_MIN_REQUESTS ?? 100);
const workers = process.env.WEB_CONCURRENCY ?? "1";
const parts = (process.env.BENCH_PARTS ?? "cpu").split(",");

/** What a browser sends: it accepts compressed bodies, so the server's compression is part of the cost. */
const BROWSER = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

type Page = { label: string; path: string; signedIn?: boolean };
const ALL_PAGES: Page[] = [
  { label: "home /", path: "/" },
  { label: "/Transport", path: "/Transport" },
  { label: "/Faq", path: "/Faq" },
  { label: "/Events", path: "/Events" },
  { label: "/News", path: "/News" },
  { label: "/search?q=fee", path: "/search?q=fee" },
  { label: "/Commite", path: "/Commite" },
  { label: "students list, signed in", path: "/welcome/students", signedIn: true },
  { label: "/api/students, signed in", path: "/api/students", signedIn: true },
];
const chosenPaths = process.env.BENCH_PAGES?.split(",").map((path) => path.trim());
// A path not in the list is measured as a stranger sees it (an address to compare against, such as /robots.txt).
const PAGES = chosenPaths
  ? chosenPaths.map((path) => ALL_PAGES.find((page) => page.path === path) ?? { label: path, path })
  : ALL_PAGES;
const columns = (process.env.BENCH_COLUMNS ?? "uncached,cached,nginx").split(",");

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, body read to its end; resolves with the status and the (possibly compressed) body. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** CPU ms per request of the process tree over sequential requests for `seconds` (at least `minRequests`). */
async function cpuPerRequest(rootPid: number, url: string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) await get(url, headers);
  const pids = processTree(rootPid);
  const before = cpuMs(pids);
  const started = performance.now();
  let n = 0;
  while (n < minRequests || performance.now() - started < seconds * 1000) {
    const { status } = await get(url, headers);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    n++;
  }
  return (cpuMs(pids) - before) / n;
}

async function freePort() {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Debian's nginx on a loopback port serving the saved pages with gzip_static; stopped by the returned function. */
async function startStaticNginx(files: Map<string, Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), "bench-cpu-nginx-"));
  // nginx's workers run as another user when started by root: the folder must be readable to them.
  chmodSync(dir, 0o755);
  const root = join(dir, "www");
  mkdirSync(root);
  for (const [name, body] of files) {
    writeFileSync(join(root, name), body);
    writeFileSync(join(root, `${name}.gz`), gzipSync(body, { level: 9 }));
  }
  const port = await freePort();
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    "/usr/sbin/nginx",
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: "inherit",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await get(`${url}/${[...files.keys()][0]}`, {});
      break;
    } catch (error) {
      if (i > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function start(env: Record<string, string>) {
  return startServer({ env: { LOG_LEVEL: "silent", WEB_CONCURRENCY: workers, ...env } });
}

/**
 * Every page asked for WARM_UP_ROUNDS times before any is measured: V8 compiles the code a page runs on background
 * threads, counted in the process's CPU, and the first pages measured would otherwise pay for the rest (home, first
 * in the list, measured 1.5 ms more than when measured after the others).
 */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 100);

async function column(server: RunningServer, cookie: string) {
  const headersOf = (page: Page) => (page.signedIn ? { ...BROWSER, cookie } : BROWSER);
  for (let round = 0; round < WARM_UP_ROUNDS; round++)
    for (const page of PAGES) await get(`${server.url}${page.path}`, headersOf(page));
  const figures: number[] = [];
  for (const page of PAGES) {
    figures.push(await cpuPerRequest(server.process.pid!, `${server.url}${page.path}`, headersOf(page)));
  }
  return figures;
}

const f = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : "-");

if (parts.includes("cpu")) await benchCpu();
if (parts.includes("memory")) await benchMemory();

async function benchCpu() {
  console.log(
    `bench:cpu — CPU ms per request (user + system of every server process, /proc), sequential, ${seconds} s per page ` +
      `(at least ${minRequests} requests) after ${WARM_UP_ROUNDS} rounds over all pages and 20 more of each; ${workers} worker(s), ` +
      `${process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite"}, Node ${process.version}`,
  );
  console.log(`load average before: ${load()}`);

  let uncached: number[] = PAGES.map(() => Number.NaN);
  if (columns.includes("uncached")) {
    const uncachedServer = await start({ RENDER_CACHE_SECONDS: "0" });
    try {
      const { cookie } = await signInAs(uncachedServer, "admin");
      uncached = await column(uncachedServer, cookie);
    } finally {
      await uncachedServer.stop();
    }
  }

  const cachedServer = await start({});
  let cached: number[] = PAGES.map(() => Number.NaN);
  const saved = new Map<string, Buffer>();
  try {
    const { cookie } = await signInAs(cachedServer, "admin");
    if (columns.includes("cached")) cached = await column(cachedServer, cookie);
    // The same pages as the static ceiling serves them: the bytes the site sent, uncompressed.
    for (const [i, page] of PAGES.entries()) {
      const { body } = await get(`${cachedServer.url}${page.path}`, page.signedIn ? { cookie } : {});
      saved.set(`page${i}.html`, body);
    }
  } finally {
    await cachedServer.stop();
  }

  const ceiling: number[] = PAGES.map(() => Number.NaN);
  if (columns.includes("nginx")) {
    const nginx = await startStaticNginx(saved);
    try {
      for (const i of PAGES.keys()) ceiling[i] = await cpuPerRequest(nginx.pid, `${nginx.url}/page${i}.html`, BROWSER);
    } finally {
      await nginx.stop();
    }
  }

  console.log(`load average after: ${load()}\n`);
  console.log(
    `${"page".padEnd(28)}${"uncached ms".padStart(13)}${"cached ms".padStart(11)}${"nginx ms".padStart(10)}${"KB".padStart(7)}`,
  );
  for (const [i, page] of PAGES.entries()) {
    const kb = (saved.get(`page${i}.html`)!.length / 1024).toFixed(1);
    console.log(
      `${page.label.padEnd(28)}${f(uncached[i]).padStart(13)}${f(cached[i]).padStart(11)}${f(ceiling[i]).padStart(10)}${kb.padStart(7)}`,
    );
  }
  console.log("(signed-in rows are never cached: both server columns render them)\n");
}

/** Resident memory per worker: at start, after BENCH_MEMORY_REQUESTS requests over 60 pages. */
async function benchMemory() {
  const total = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000);
  const server = await start({});
  try {
    const paths = await sixtyPages(server);
    const rootPid = server.process.pid!;
    const workersOf = () => {
      const tree = processTree(rootPid);
      return tree.length > 1 ? tree.slice(1) : tree;
    };
    console.log(`bench:cpu memory — ${workers} worker(s); load average ${load()}`);
    console.log(`resident MiB per worker at start: ${residentMiB(workersOf()).join(", ")}`);
    for (let i = 0; i < total; i++) await get(`${server.url}${paths[i % paths.length]}`, BROWSER);
    console.log(`after ${total} requests over ${paths.length} pages: ${residentMiB(workersOf()).join(", ")}`);
  } finally {
    await server.stop();
  }
}

/** Sixty distinct public addresses: the menu's pages, then searches and language copies to make up the number. */
async function sixtyPages(server: RunningServer) {
  const home = (await get(`${server.url}/`, {})).body.toString();
  const links = [...new Set([...home.matchAll(/href="(\/[A-Za-z][^"#?]*)"/g)].map(([, href]) => href))].filter(
    (href) => !/^\/(assets|media|files|api|welcome|Login)/.test(href) && !/\.[a-z0-9]+$/i.test(href),
  );
  const paths = ["/", ...links];
  for (let i = 0; paths.length < 60; i++) paths.push(i % 2 ? `/search?q=word${i}` : `/hi${links[i % links.length]}`);
  return paths.slice(0, 60);
}

// The site behind Debian's nginx with the configuration of docs/deploy.md, read from that file (its nginx block) and
// changed only where a test machine differs: the ports, the paths, a self-signed certificate. CI installs nginx
// (.ci/run); the test fails without it rather than skipping.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest, type Server } from "node:http";
import { request } from "node:https";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "./harness/admin";
import { startServer, type RunningServer } from "./harness/server";

const NGINX = "/usr/sbin/nginx";
const HOST = "www.example-school.org";
const S_MAXAGE = 3;
const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

/** The fenced nginx block of docs/deploy.md, as the guide gives it. */
function deployGuideConfiguration() {
  const guide = readFileSync(join(root, "docs/deploy.md"), "utf8");
  const block = guide.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error("docs/deploy.md has no ```nginx block");
  return block;
}

/** Replaces `from` with `to`, and fails when the guide no longer holds `from` (the test would drift from it). */
function substitute(text: string, from: string | RegExp, to: string) {
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`docs/deploy.md's nginx block no longer holds ${String(from)}`);
  return changed;
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

let app: RunningServer;
let nginx: ChildProcess;
let nginxLog = "";
let dir: string;
let httpsPort: number;
let upstream: Server;

// The app sets no cookie on a public page any more (the visit count is kept without one), so nothing it sends today
// shows what nginx does with one. A pass-through in front of the app adds a cookie to a response when the request
// asks with PROBE_COOKIE: the same public page, once with a cookie and once without.
const PROBE_COOKIE = "x-probe-set-cookie";
function passThrough(appPort: number): Promise<number> {
  upstream = createHttpServer((req, res) => {
    const forward = httpRequest(
      { host: "127.0.0.1", port: appPort, path: req.url, method: req.method, headers: req.headers, agent: false },
      (answer) => {
        const headers = { ...answer.headers };
        if (req.headers[PROBE_COOKIE]) headers["set-cookie"] = ["probe=1; Path=/; HttpOnly"];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    upstream.listen(0, "127.0.0.1", () => resolve((upstream.address() as AddressInfo).port)),
  );
}

/** A request to nginx over HTTPS (its certificate is self-signed), from `localAddress` when given. */
function viaNginx(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path,
        method: options.method ?? "GET",
        servername: HOST,
        rejectUnauthorized: false,
        localAddress: options.localAddress,
        agent: false,
        headers: { host: HOST, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

beforeAll(async () => {
  app = await startServer({
    env: {
      ALLOWED_HOSTS: HOST,
      PAGE_CACHE_S_MAXAGE: String(S_MAXAGE),
      PAGE_CACHE_STALE_SECONDS: "300",
      TRUST_PROXY: "loopback",
    },
  });
  dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  // nginx's workers run as another user when the test runs as root: the cache folders must be theirs to write.
  chmodSync(dir, 0o755);
  for (const folder of ["cache", "temp"]) {
    mkdirSync(join(dir, folder));
    chmodSync(join(dir, folder), 0o777);
  }
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${HOST}`,
    "-keyout",
    join(dir, "key.pem"),
    "-out",
    join(dir, "cert.pem"),
  ]);
  chmodSync(join(dir, "key.pem"), 0o644);
  httpsPort = await freePort();
  const httpPort = await freePort();
  const appPort = await passThrough(Number(new URL(app.url).port));

  let site = deployGuideConfiguration();
  site = substitute(site, "/var/cache/nginx/school", join(dir, "cache"));
  site = substitute(site, "server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`);
  site = substitute(site, /^\s*listen \[::\]:\d+.*$/gm, "");
  site = substitute(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = substitute(site, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = substitute(site, `/etc/letsencrypt/live/${HOST}/fullchain.pem`, join(dir, "cert.pem"));
  site = substitute(site, `/etc/letsencrypt/live/${HOST}/privkey.pem`, join(dir, "key.pem"));
  site = substitute(site, "/srv/school/", `${root}/`);
  writeFileSync(join(dir, "school.conf"), site);
  // What Debian's /etc/nginx/nginx.conf around conf.d gives, within the test's folder.
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/school.conf;
}
`,
  );
  nginx = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  nginx.stdout!.on("data", (chunk) => (nginxLog += chunk));
  nginx.stderr!.on("data", (chunk) => (nginxLog += chunk));
  for (let i = 0; ; i++) {
    try {
      await viaNginx("/healthz");
      break;
    } catch (error) {
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${String(error)}\n${nginxLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(async () => {
  upstream?.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cacheStatus = (answer: Answer) => answer.headers["x-cache"];

describe("behind nginx with docs/deploy.md's configuration", () => {
  it("serves anonymous pages from its cache", async () => {
    const first = await viaNginx("/Transport");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toContain(`s-maxage=${S_MAXAGE}`);
    expect(["MISS", "EXPIRED", "STALE", "UPDATING", "HIT"]).toContain(cacheStatus(first));
    const second = await viaNginx("/Transport");
    expect(cacheStatus(second)).toBe("HIT");
    expect(second.body).toBe(first.body);
  });

  it("never serves a signed-in request from its cache, nor keeps its answer", async () => {
    const admin = await signInAs(app, "admin");
    await viaNginx("/Faq");
    expect(cacheStatus(await viaNginx("/Faq"))).toBe("HIT");
    const signedIn = await viaNginx("/Faq", { headers: { cookie: admin.cookie } });
    expect(cacheStatus(signedIn)).toBe("BYPASS");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    // The signed-in page (its dashboard link) did not replace the kept public copy.
    const after = await viaNginx("/Faq");
    expect(cacheStatus(after)).toBe("HIT");
    expect(after.body).not.toContain("/welcome");
    // A page only a signed-in user sees is never kept, though asked for twice.
    for (let i = 0; i < 2; i++) {
      const dashboard = await viaNginx("/welcome/students", { headers: { cookie: admin.cookie } });
      expect(dashboard.status).toBe(200);
      expect(cacheStatus(dashboard)).toBe("BYPASS");
    }
    expect(cacheStatus(await viaNginx("/welcome/students"))).not.toBe("HIT");
  });

  it("never keeps a response that sets a cookie", async () => {
    const path = "/Holidays";
    const withCookie = [
      await viaNginx(path, { headers: { [PROBE_COOKIE]: "1" } }),
      await viaNginx(path, { headers: { [PROBE_COOKIE]: "1" } }),
    ];
    for (const answer of withCookie) {
      expect(String(answer.headers["set-cookie"] ?? "")).toContain("probe=1");
      expect(cacheStatus(answer)).not.toBe("HIT");
    }
    // The same page without the cookie is kept: the refusal above is the cookie's doing.
    await viaNginx(path);
    const plain = await viaNginx(path);
    expect(cacheStatus(plain)).toBe("HIT");
    expect(plain.headers["set-cookie"]).toBeUndefined();
  });

  it(`shows an office edit within the s-maxage it promises (${S_MAXAGE} s, plus one refresh)`, async () => {
    const admin: SignedIn = await signInAs(app, "admin");
    await viaNginx("/Commite");
    expect(cacheStatus(await viaNginx("/Commite"))).toBe("HIT");
    const words = `Nginx test ${Date.now()}: admissions open`;
    const saved = await viaNginx("/api/news", {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json", origin: `https://${HOST}` },
      body: JSON.stringify({ jobOpenings: words, latestEvent: "Sports day on Friday" }),
    });
    expect(saved.status).toBe(200);
    const editedAt = Date.now();
    const seen: string[] = [];
    for (;;) {
      const page = await viaNginx("/Commite");
      seen.push(`${Date.now() - editedAt} ms ${String(cacheStatus(page))} ${page.headers["x-render-cache"]}`);
      if (page.body.includes(words)) break;
      // Past s-maxage the old copy is only what nginx answers while one request fetches the new one.
      // (nginx counts a copy's life in whole seconds: up to one more.)
      if (Date.now() - editedAt > (S_MAXAGE + 1) * 1000)
        expect(["STALE", "UPDATING"], seen.join("\n")).toContain(cacheStatus(page));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The refresh itself is one render: on a loaded machine well under 2 s.
    expect(Date.now() - editedAt).toBeLessThan((S_MAXAGE + 3) * 1000);
  });

  it("serves built files from disk as immutable", async () => {
    const home = await viaNginx("/");
    const asset = home.body.match(/\/assets\/[\w.-]+\.(?:css|js)/)?.[0];
    expect(asset).toBeDefined();
    const file = await viaNginx(asset!);
    expect(file.status).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // From disk: the app's own page-cache header never appears on it.
    expect(cacheStatus(file)).toBeUndefined();
  });

  it("gives the app the client's own address, not one the client forged", async () => {
    // The public-form cap (5 a minute per address) tells which address the app saw.
    const callBack = (n: number, localAddress: string, forged?: string) =>
      viaNginx("/api/contact_us", {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...(forged ? { "x-forwarded-for": forged } : {}) },
        body: JSON.stringify({ name: `Nginx parent ${n}`, emailid: `nginx${n}@example.org`, mobilnum: "9876543210" }),
      });
    const statuses: number[] = [];
    // Each with another forged address: nginx replaces it with the client's, so all six count against 127.0.0.1.
    for (let n = 0; n < 6; n++) statuses.push((await callBack(n, "127.0.0.1", `198.51.100.${n + 1}`)).status);
    expect(statuses.slice(0, 5).every((status) => status < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Another client (another loopback address) is counted on its own.
    expect((await callBack(7, "127.0.0.2")).status).toBeLessThan(300);
  });
});

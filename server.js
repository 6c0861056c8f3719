// Entry point: `node server.js` serves the production build; `node server.js --dev` runs Vite with hot reload.
// With WEB_CONCURRENCY above 1 (`npm start` sets one per core) this process becomes the primary of that many
// workers: it migrates and seeds once, forks the workers, restarts any that dies, and stops them gracefully.
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
// Unset, React and Express would pick their development builds: twice the CPU per page (docs/benchmarks.md).
process.env.NODE_ENV ??= dev ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const workerCount = dev ? 1 : Number(process.env.WEB_CONCURRENCY || 1);
if (!Number.isInteger(workerCount) || workerCount < 1) {
  console.error(`WEB_CONCURRENCY must be a whole number of at least 1 (got "${process.env.WEB_CONCURRENCY}").`);
  process.exit(1);
}
const shutdownMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10) * 1000;
// How the primary hands its first-run setup token to the workers (never printed or logged).
const SETUP_TOKEN_ENV = "SCHOOL_WORKER_SETUP_TOKEN";
// Passed on from one worker to the others (server/cache-bus.ts).
const PAGES_CHANGED = "school:pages-changed";
// A worker's "my event loop still turns", every second (watchWorkers).
const HEARTBEAT = "school:heartbeat";

function printSetupLink(setupPath, actualPort) {
  if (!setupPath) return;
  const origin = (process.env.PUBLIC_URL ?? `http://localhost:${actualPort}`).replace(/\/$/, "");
  console.log(
    `\nNew install: open ${origin}${setupPath}\nto name the school, choose its colours and logo and create the first administrator.` +
      "\nThe link works until setup is done; every other page leads there meanwhile. (ADMIN_USER/ADMIN_PASSWORD skip this.)\n",
  );
}

async function loadBuild() {
  const buildFile = new URL("./build/server/index.js", import.meta.url);
  if (!existsSync(buildFile)) {
    console.error("No build found: run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  return import(buildFile.href);
}

try {
  if (workerCount > 1 && cluster.isPrimary) await runPrimary();
  else await runServer();
} catch (error) {
  // A setting that stops the start (a weak ADMIN_PASSWORD) is one plain line for the operator, not a stack trace.
  if (error?.name !== "StartupRefusal") throw error;
  console.error(error.message);
  process.exit(1);
}

/** Serves requests in this process: on its own, or as one worker of several. */
async function runServer() {
  let handler;
  let closeDb = async () => {};
  let setupLinkPath = () => null;
  let applyServerLimits = (_server) => {};
  if (dev) {
    const vite = await import("vite");
    const express = (await import("express")).default;
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const source = await devServer.ssrLoadModule("./server/app.ts");
    await source.prepare();
    setupLinkPath = () => source.firstRunSetupPath();
    applyServerLimits = source.applyServerLimits;
    const outer = express();
    outer.use(devServer.middlewares);
    const apps = new WeakMap();
    outer.use(async (req, res, next) => {
      try {
        // Re-read on every request so edits to server code apply without a restart.
        const fresh = await devServer.ssrLoadModule("./server/app.ts");
        if (!apps.has(fresh)) apps.set(fresh, fresh.createApp());
        apps.get(fresh)(req, res, next);
      } catch (error) {
        if (error instanceof Error) devServer.ssrFixStacktrace(error);
        next(error);
      }
    });
    handler = outer;
  } else {
    const server = await loadBuild();
    if (cluster.isWorker) {
      const setupToken = process.env[SETUP_TOKEN_ENV];
      delete process.env[SETUP_TOKEN_ENV];
      await server.prepare({ migrate: false, setupToken });
    } else {
      await server.prepare();
      setupLinkPath = () => server.firstRunSetupPath();
    }
    handler = server.createApp({ clientDir: new URL("./build/client", import.meta.url).pathname });
    closeDb = server.closeDb;
    applyServerLimits = server.applyServerLimits;
  }

  // Timeouts are checked every second, so a slow body is closed close to its bound (server/timeouts.ts).
  const httpServer = createServer({ connectionsCheckingInterval: 1_000 }, handler);
  applyServerLimits(httpServer);
  if (cluster.isWorker) startHeartbeat();
  httpServer.listen(port, host, () => {
    if (cluster.isWorker) return; // The primary says where the site listens, once.
    const address = httpServer.address();
    const actualPort = typeof address === "object" && address ? address.port : port;
    console.log(`School website listening on http://localhost:${actualPort}`);
    printSetupLink(setupLinkPath(), actualPort);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Stops accepting; requests in flight finish (idle keep-alive connections close now).
    httpServer.close(async () => {
      await closeDb().catch((error) => console.error("closing the database failed", error));
      process.exit(0);
    });
    httpServer.closeIdleConnections();
    setTimeout(() => {
      httpServer.closeAllConnections();
      process.exit(1);
    }, shutdownMs).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, stop);
  // A worker whose primary is gone (killed outright) must not live on unsupervised.
  if (cluster.isWorker) process.on("disconnect", stop);
}

/**
 * The worker's side of the event-loop watchdog: a heartbeat to the primary every second. A worker whose loop is held
 * (a pathological input, a bug) misses them, and its primary replaces it (watchWorkers).
 */
function startHeartbeat() {
  setInterval(() => process.connected && process.send?.({ type: HEARTBEAT }), 1_000).unref();
}

/** The primary's side: a worker silent for more than WATCHDOG_SECONDS is logged and killed; the exit handler forks another. */
function watchWorkers() {
  const boundMs = Number(process.env.WATCHDOG_SECONDS || 10) * 1000;
  const lastBeat = new Map();
  cluster.on("listening", (worker) => lastBeat.set(worker.id, Date.now()));
  cluster.on("message", (worker, message) => {
    if (message?.type === HEARTBEAT && lastBeat.has(worker.id)) lastBeat.set(worker.id, Date.now());
  });
  cluster.on("exit", (worker) => lastBeat.delete(worker.id));
  setInterval(() => {
    for (const [id, beat] of lastBeat) {
      const silent = Date.now() - beat;
      const worker = cluster.workers?.[id];
      if (silent <= boundMs || !worker) continue;
      lastBeat.delete(id);
      console.error(
        `worker ${worker.process.pid} blocked: no heartbeat for ${Math.round(silent / 1000)} s; replacing it`,
      );
      worker.process.kill("SIGKILL");
    }
  }, 1_000).unref();
}

/** Prepares the database once, then runs `workerCount` workers on one port and keeps them running. */
async function runPrimary() {
  const server = await loadBuild();
  const setup = await server.preparePrimary();
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: process.argv.slice(2) });

  let shuttingDown = false;
  let listening = 0;
  let announced = false;
  // A worker that dies soon after it started waits longer each time, so a broken start does not spin.
  const startedAt = new Map();
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork(setup.token ? { [SETUP_TOKEN_ENV]: setup.token } : {});
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("listening", (_worker, address) => {
    listening++;
    if (announced || listening < workerCount) return;
    announced = true;
    console.log(`School website listening on http://localhost:${address.port} (${workerCount} workers)`);
    printSetupLink(setup.path, address.port);
  });

  cluster.on("message", (from, message) => {
    if (message?.type !== PAGES_CHANGED) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message);
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(30_000, 250 * 2 ** quickDeaths);
    console.error(
      `worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay} ms` : ""}`,
    );
    setTimeout(() => !shuttingDown && fork(), delay);
  });

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (shuttingDown) return;
      shuttingDown = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      // Each worker stops accepting, finishes what it has, closes its database connection and exits.
      for (const worker of workers) worker?.process.kill("SIGTERM");
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }, shutdownMs + 2_000).unref();
    });
  }

  watchWorkers();
  for (let i = 0; i < workerCount; i++) fork();
}

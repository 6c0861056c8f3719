// Entry point: `node server.js` serves the production build; `node server.js --dev` runs Vite with hot reload.
import { existsSync } from "node:fs";
import { createServer } from "node:http";

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV ??= "development";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

let handler;
let closeDb = async () => {};
let setupLinkPath = () => null;
if (dev) {
  const vite = await import("vite");
  const express = (await import("express")).default;
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const source = await devServer.ssrLoadModule("./server/app.ts");
  await source.prepare();
  setupLinkPath = () => source.firstRunSetupPath();
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
  const buildFile = new URL("./build/server/index.js", import.meta.url);
  if (!existsSync(buildFile)) {
    console.error("No build found: run `npm run build` first (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const server = await import(buildFile.href);
  await server.prepare();
  setupLinkPath = () => server.firstRunSetupPath();
  handler = server.createApp({ clientDir: new URL("./build/client", import.meta.url).pathname });
  closeDb = server.closeDb;
}

const httpServer = createServer(handler);
httpServer.listen(port, host, () => {
  const address = httpServer.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  console.log(`School website listening on http://localhost:${actualPort}`);
  const setupPath = setupLinkPath();
  if (setupPath) {
    const origin = (process.env.PUBLIC_URL ?? `http://localhost:${actualPort}`).replace(/\/$/, "");
    console.log(
      `\nNew install: open ${origin}${setupPath}\nto name the school, choose its colours and logo and create the first administrator.` +
        "\nThe link works until setup is done; every other page leads there meanwhile. (ADMIN_USER/ADMIN_PASSWORD skip this.)\n",
    );
  }
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    httpServer.close(async () => {
      await closeDb();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

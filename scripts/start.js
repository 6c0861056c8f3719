// `npm start`: builds once when no build is present, then serves it with one worker per core
// (WEB_CONCURRENCY overrides; 1 serves from a single process).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

const root = new URL("..", import.meta.url);
if (!existsSync(new URL("build/server/index.js", root))) {
  console.log("No build yet: building the site (takes about a minute)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.WEB_CONCURRENCY ||= String(availableParallelism());
await import("../server.js");

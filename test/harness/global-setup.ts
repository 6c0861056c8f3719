import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { warmPlaceholderCache } from "../../app/features/slides/placeholder-slides.server";

// HTTP and browser suites test the real production build; `npm test` builds first,
// this only covers running a project on its own.
export default async function setup() {
  if (!existsSync("build/server/index.js")) {
    execSync("npx react-router build", { stdio: "inherit" });
  }
  // Every fresh test server seeds sample slide pictures; encode them once here rather than in each server.
  await warmPlaceholderCache();
}

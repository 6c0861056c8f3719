import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// HTTP and browser suites test the real production build; `npm test` builds first,
// this only covers running a project on its own.
export default function setup() {
  if (!existsSync("build/server/index.js")) {
    execSync("npx react-router build", { stdio: "inherit" });
  }
}

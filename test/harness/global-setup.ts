import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { warmSampleGalleryCache } from "../../app/modules/gallery/sample-gallery.server";
import { warmPlaceholderCache } from "../../app/modules/slides/placeholder-slides.server";
import { prepareTemplates } from "./templates";

// HTTP and browser suites test the real production build; `npm test` builds first,
// this only covers running a project on its own.
// Vitest passes the project (its env names the engine); Playwright passes its config and runs on SQLite.
export default async function setup(project?: { config?: { env?: Record<string, string> } }) {
  if (!existsSync("build/server/index.js")) {
    execSync("npx react-router build", { stdio: "inherit" });
  }
  // Every fresh test server seeds sample slide and gallery pictures; encode them once here rather than in each server.
  await warmPlaceholderCache();
  await warmSampleGalleryCache();
  const engine =
    (project?.config?.env?.TEST_DB_ENGINE ?? process.env.TEST_DB_ENGINE) === "postgres" ? "postgres" : "sqlite";
  return prepareTemplates(engine);
}

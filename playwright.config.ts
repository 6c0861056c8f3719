import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP } from "./test/harness/browser";

if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);

// Browser journeys against the production build (`npm run build` first; global setup builds if it is missing).
// Each test file gets its own server and database (see e2e/fixtures.ts), so files run side by side.
export default defineConfig({
  testDir: ".",
  // Browser journeys live beside their module (app/modules/*/*.e2e.ts); the site-wide ones in e2e/.
  testMatch: ["app/**/*.e2e.ts", "e2e/**/*.e2e.ts"],
  globalSetup: "./test/harness/global-setup.ts",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous: the machines running this are small and shared; a web-first assertion still fails in 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    viewport: DESKTOP,
    // Traces cost CPU on every test; ask for them when chasing a failure: `npm run test:e2e -- --trace on`.
    screenshot: "only-on-failure",
  },
});

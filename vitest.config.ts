import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~platform": fileURLToPath(new URL("./platform", import.meta.url)),
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};
// Tests that touch a database run once per engine.
const engineSuites = ["**/*.http.test.ts", "**/*.db.test.ts"];
const ignored = ["node_modules/**", "build/**", "data/**", ".react-router/**"];

export default defineConfig({
  resolve: { alias },
  test: {
    // VITEST_WORKERS=4 runs four files at once (413 s -> 236 s once on this machine), but servers then failed to
    // start within their time under CI's load; the default stays Vitest's own until that is made robust.
    ...(process.env.VITEST_WORKERS ? { maxWorkers: Number(process.env.VITEST_WORKERS) } : {}),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "platform/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          exclude: [...ignored, ...engineSuites],
          environment: "node",
        },
      },
      ...(["sqlite", "postgres"] as const).map((engine) => ({
        resolve: { alias },
        test: {
          name: `http-${engine}`,
          include: engineSuites,
          exclude: ignored,
          env: { TEST_DB_ENGINE: engine },
          globalSetup: ["test/harness/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

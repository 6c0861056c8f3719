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
    // The HTTP files mostly wait on the servers they start (child processes), so more files than cores run at once.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 4),
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

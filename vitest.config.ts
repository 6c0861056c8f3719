import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
};
// Tests that touch a database run once per engine.
const engineSuites = ["**/*.http.test.ts", "**/*.db.test.ts"];
const ignored = ["node_modules/**", "build/**", "data/**", ".react-router/**"];
// Passwords hashed in the tests themselves (test/harness/admin.ts) at a cheap cost; servers get it from the harness.
const testEnv = { PASSWORD_HASH_COST: "test" };

export default defineConfig({
  resolve: { alias },
  test: {
    // Three files at once: the HTTP files mostly wait on their servers. Servers start from prepared databases
    // (test/harness/templates.ts) and have a generous start deadline, so a loaded machine slows them, not fails them.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          exclude: [...ignored, ...engineSuites],
          environment: "node",
          env: testEnv,
        },
      },
      ...(["sqlite", "postgres"] as const).map((engine) => ({
        resolve: { alias },
        test: {
          name: `http-${engine}`,
          include: engineSuites,
          exclude: ignored,
          env: { ...testEnv, TEST_DB_ENGINE: engine },
          globalSetup: ["test/harness/global-setup.ts"],
          // Some tests start servers of their own; a loaded machine slows those starts.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      })),
    ],
  },
});

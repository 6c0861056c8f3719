import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers (README "Layers"): each imports only the ones below it.
//   app/routes, server/api   → app/features → app/components, app/lib, app/content → platform → (db/schema types)
//   db/ (schema, migrations) → platform only
// A zone names a folder (target) and what it must not import (from).
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: "./platform",
    from: ["./app", "./server", "./scripts", "./db/migrations", "./db/migrate.ts"],
    message: "platform/ is the bottom layer: it imports nothing from the app, the server or the scripts.",
  },
  {
    target: "./db",
    from: ["./app", "./server", "./scripts"],
    message: "db/ (schema types, migrations) imports only platform/.",
  },
  {
    target: "./app",
    from: ["./server", "./scripts"],
    message: "The app sits below the Express server: move what both need into platform/ or app/lib.",
  },
  {
    target: "./app/components",
    from: ["./app/features", "./app/routes", "./app/root.tsx"],
    message: "Components take props: they import no feature, no route and not ~/root.",
  },
  {
    target: "./app/lib",
    from: ["./app/features", "./app/routes", "./app/components", "./app/root.tsx"],
    message: "app/lib is a shared helper layer: it imports no feature, route or component.",
  },
  {
    target: "./app/content",
    from: ["./app/features", "./app/routes", "./app/components", "./app/root.tsx"],
    message: "app/content holds data and fixed texts: it imports no feature, route or component.",
  },
  {
    target: "./app/features",
    from: ["./app/routes", "./app/root.tsx"],
    message: "Features sit below the routes: a route imports a feature, not the other way round.",
  },
  // The one exception: inbox/intake.server.ts is the help desk's single entrance, through which every public form
  // (contact, enquiries, donations) files its submission in the same transaction.
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`, "./inbox/intake.server.ts"],
    message: `A feature does not import another feature's internals: move what ${feature} shares down to app/lib, app/components or platform/.`,
  })),
  {
    target: "./server/api",
    from: ["./platform/database/connection.ts"],
    message: "The JSON API calls feature functions; it does not open the database itself.",
  },
];

// app/content is seed data: the database is the only source once a server has started. Only the seed modules
// (`*-seed.server.ts`, server/prepare-database.ts, scripts) read it.
const seedOnlyZone = {
  target: ["./app/routes", "./app/components", "./app/features", "./app/lib", "./app/root.tsx"],
  from: "./app/content",
  message:
    "app/content is seed data, read only by the seed modules (*-seed.server.ts): read the page from the database instead.",
};

export default tseslint.config(
  {
    ignores: ["node_modules/", "build/", "data/", ".react-router/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      // Parse .ts/.tsx when following imports (no-cycle reads the files it reaches).
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Tests, the harness, browser journeys and benchmarks may reach any layer to set up what they check.
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}", "test/**", "e2e/**", "bench/**"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*-seed.server.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, seedOnlyZone] }],
    },
  },
  {
    // Playwright fixtures hand their value to the test through a callback named `use`; it is not React's `use`.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
);

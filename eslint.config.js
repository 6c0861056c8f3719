import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The shape (README "Architecture"; docs/decisions/001-modules-on-a-kernel.md):
//   app/routes.ts, app/root.tsx, app/behaviours   the top: compose the modules
//   app/modules/<capability>/                    one folder per capability; others use only its index.ts / index.server.ts
//   app/ui/                                      props-only shared components: no module
//   app/kernel/                                  cross-cutting: imports no module, no ui
//   server/                                      Express wiring: mounts the modules' APIs through their public faces
// A zone names a folder (target) and what it must not import (from); `except` is relative to `from`.
const modules = readdirSync(new URL("./app/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFaces = modules.flatMap((name) => [`./${name}/index.ts`, `./${name}/index.server.ts`]);

const layerZones = [
  {
    target: "./app/kernel",
    from: [
      "./app/modules",
      "./app/ui",
      "./app/behaviours",
      "./app/root.tsx",
      "./app/routes.ts",
      "./app/entry.server.tsx",
    ],
    message:
      "The kernel sits under every module: it imports no module and no UI. Pass what it needs in as a parameter.",
  },
  {
    target: "./app/ui",
    from: ["./app/modules", "./app/root.tsx", "./app/routes.ts"],
    message: "Shared components take props: they import no module and not ~/root.",
  },
  {
    target: "./app",
    from: ["./server", "./scripts"],
    message: "The app sits below the Express server: move what both need into app/kernel.",
  },
  {
    target: "./db",
    from: ["./app/ui", "./server", "./scripts"],
    message: "db/ (table types, migrations) imports only the kernel and the modules' table types.",
  },
  {
    // db/schema.ts composes `Database` from each owner's table types.
    target: "./db",
    from: "./app/modules",
    except: modules.map((name) => `./${name}/tables.ts`),
    message: "db/ imports from a module only its table types (app/modules/<name>/tables.ts).",
  },
  ...modules.map((name) => ({
    target: `./app/modules/${name}`,
    from: "./app/modules",
    except: [`./${name}`, ...publicFaces],
    message: `A module uses another module only through its public face (~/modules/<name> or ~/modules/<name>/index.server): add what ${name} needs there.`,
  })),
  {
    target: ["./server", "./scripts", "./app/root.tsx", "./app/entry.server.tsx"],
    from: "./app/modules",
    except: publicFaces,
    message:
      "The wiring uses a module only through its public face (~/modules/<name> or ~/modules/<name>/index.server).",
  },
];

// app/content is seed data: the database is the only source once a server has started. Only the seed modules
// (`*-seed.server.ts`, server/prepare-database.ts, scripts) read it.
const seedOnlyZone = {
  target: ["./app/modules", "./app/ui", "./app/kernel", "./app/root.tsx"],
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
    ignores: ["**/*.test.{ts,tsx}", "**/*.e2e.ts", "test/**", "e2e/**", "bench/**"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.e2e.ts", "**/*-seed.server.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, seedOnlyZone] }],
    },
  },
  {
    // One database handle, taken one way: db() is the request's (docs/decisions/101-one-database-handle-per-request.md).
    files: ["**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.property.name='locals'][property.name='database']",
          message: "Take the request's database with db() from ~/kernel/database/connection.",
        },
      ],
    },
  },
  {
    // Only the kernel opens connections; scripts, the test harness and benchmarks open their own databases.
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["app/kernel/**", "scripts/**", "test/**", "bench/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/database/connection"],
              importNames: ["createDb"],
              message: "Use db(): it is the request's database, or the process's own outside a request.",
            },
          ],
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Take Link and NavLink from ~/ui/link: a plain <a> on a page without React (decision 147).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand their value to the test through a callback named `use`; it is not React's `use`.
    files: ["e2e/**/*.ts", "**/*.e2e.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  prettier,
);

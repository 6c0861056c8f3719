import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { behaviourScripts } from "./scripts/vite-behaviours.ts";
import { precompressAssets } from "./scripts/vite-precompress.ts";

// The server bundle's entry is our Express app (server/app.ts), so the API, the
// database layer and the React Router handler ship as one built module.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  ssr: { external: ["sharp", "pg", "pino", "pino-http"] },
  plugins: [reactRouter(), behaviourScripts(), precompressAssets()],
});

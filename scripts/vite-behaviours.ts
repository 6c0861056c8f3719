import { resolve } from "node:path";
import type { ChunkingContext } from "rolldown";
import type { Plugin } from "vite";
import { BEHAVIOURS } from "../app/behaviours/names.ts";

/**
 * The small browser modules of pages that ship no React (app/behaviours/<name>.ts), one per behaviour.
 * The client build emits each as its own entry with a hashed name (served immutable from /assets like
 * every built file, and allowed by `script-src 'self'`); the server build, which runs after it in the
 * same process, reads their addresses from `virtual:behaviour-scripts`. In development Vite serves the
 * sources themselves.
 */

const VIRTUAL_ID = "virtual:behaviour-scripts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function behaviourScripts(): Plugin {
  const root = process.cwd();
  const source = (name: string) => resolve(root, "app/behaviours", `${name}.ts`);
  const references = new Map<string, string>();
  const addresses = new Map<string, string>();
  let serving = false;
  return {
    name: "school:behaviour-scripts",
    // Every public page loads `site` and what it imports (menu, scroll-to-top, visitor count, the footer form's
    // enhancer): one shared chunk rather than the half dozen the splitter would make, each a request with its own
    // headers. Other modules import from that chunk as from any.
    configEnvironment(name) {
      if (name !== "client") return;
      const siteGraph = new Set<string>();
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string, context: ChunkingContext) => {
                      if (siteGraph.size === 0) collectStaticGraph(context, source("site"), siteGraph);
                      return id !== source("site") && siteGraph.has(id) ? "site-shared" : null;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      if (serving)
        return `export default ${JSON.stringify(Object.fromEntries(BEHAVIOURS.map((name) => [name, `/app/behaviours/${name}.ts`])))};`;
      // The browser's copy of the root never renders these tags (hydrated pages run React instead).
      if (this.environment.name === "client") return "export default {};";
      if (addresses.size !== BEHAVIOURS.length)
        this.error("the behaviour scripts are not built: the client build must run before the server build");
      return `export default ${JSON.stringify(Object.fromEntries(addresses))};`;
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const name of BEHAVIOURS)
        references.set(name, this.emitFile({ type: "chunk", id: source(name), name: `behaviour-${name}` }));
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, reference] of references) addresses.set(name, `/${this.getFileName(reference)}`);
    },
  };
}

/** The modules `entry` imports statically, directly or not. */
function collectStaticGraph(context: ChunkingContext, entry: string, into: Set<string>) {
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
}

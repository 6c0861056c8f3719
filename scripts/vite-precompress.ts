import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of the client
 * build's assets folder. The server sends them as they are, which is smaller than on-the-fly
 * compression (its speed-first settings) and costs no CPU per request. Run again after the server
 * build, which writes React Router's route manifest into the same folder (decision 151).
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "school:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client" || environment.name === "ssr",
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? config.build.outDir;
    },
    async closeBundle() {
      const dir = join(outDir, "assets");
      const names = await readdir(dir).catch(() => [] as string[]);
      const done = new Set(names);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name) && !done.has(`${name}.br`))
          .map(async (name) => {
            const file = join(dir, name);
            if ((await stat(file)).size < 1024) return;
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

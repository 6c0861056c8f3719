import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import { assertSafeKey, type MediaStorage } from "./storage";
import { contentTypeForKey } from "./content-types";

/** Files under one folder; written to a temporary name first so a half-written file is never served. */
export function diskStorage(rootDir: string, urlPrefix = "/media"): MediaStorage {
  const root = resolve(rootDir);
  const pathFor = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    kind: "disk",
    async put(key, body, _contentType) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    async get(key, range) {
      const path = pathFor(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        return {
          body: createReadStream(path, range ? { start: range.start, end: range.end } : undefined),
          contentType: contentTypeForKey(key),
          size: info.size,
        };
      } catch {
        return undefined;
      }
    },
    async head(key) {
      const path = pathFor(key);
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, contentType: contentTypeForKey(key) } : undefined;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await rm(pathFor(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathFor(key))).isFile();
      } catch {
        return false;
      }
    },
    publicUrl: (key) => `${urlPrefix}/${key}`,
  };
}

import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createScratchDatabase } from "./databases";
import { startServer, type RunningServer } from "./server";

/**
 * A server without sample content whose spooled uploads go to a folder of its own (its TMPDIR), so a test can see
 * that a refused upload left no file behind.
 */
export async function startUploadServer(env: Record<string, string> = {}): Promise<{
  server: RunningServer;
  tempDir: string;
}> {
  const database = await createScratchDatabase();
  const tempDir = join(database.directory, "tmp");
  mkdirSync(tempDir, { recursive: true });
  const server = await startServer({ database, env: { TMPDIR: tempDir, SEED_SAMPLE_CONTENT: "false", ...env } });
  return { server, tempDir };
}

/** Every file below a folder (recursively); an absent folder has none. */
export function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((name) =>
      statSync(join(directory, name)).isFile(),
    );
  } catch {
    return [];
  }
}

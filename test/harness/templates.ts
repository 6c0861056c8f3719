import type { Engine } from "~/kernel/database/connection";
import { createScratchDatabase, TEMPLATE_ENV_PREFIX, type DatabaseCopySource, type ScratchDatabase } from "./databases";
import { startServer } from "./server";

// A test server's start is mostly migrations and seeding on its fresh database. The global setup has a server
// prepare one database of each kind per run; later servers start on a copy (a file copy, or PostgreSQL's
// CREATE DATABASE … TEMPLATE), so every start still runs the real start-up code but finds nothing left to do.

/** Prepares this run's templates of one engine; returns their teardown. */
export async function prepareTemplates(engine: Engine): Promise<() => Promise<void>> {
  const made: ScratchDatabase[] = [];
  for (const kind of ["sample", "empty"] as const) {
    const database = await createScratchDatabase(engine);
    const server = await startServer({
      database,
      env: kind === "empty" ? { SEED_SAMPLE_CONTENT: "false" } : {},
    });
    await server.stop({ keepDatabase: true });
    made.push(database);
    const source: DatabaseCopySource = { engine, directory: database.directory, name: database.name };
    // Test workers start after the global setup and inherit its environment.
    process.env[`${TEMPLATE_ENV_PREFIX}${engine}_${kind}`] = JSON.stringify(source);
  }
  return async () => {
    for (const database of made) await database.drop();
  };
}

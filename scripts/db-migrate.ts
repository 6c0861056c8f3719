// `npm run db:migrate`: brings the configured database to the latest schema.
import { closeDb, db } from "~/kernel/database/connection";
import { migrateToLatest } from "../db/migrate";

const results = await migrateToLatest(db());
for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
if (results.length === 0) console.log("Already up to date.");
await closeDb();

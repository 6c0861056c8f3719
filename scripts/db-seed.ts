// `npm run db:seed`: migrates, then loads the sample content (existing keys are kept).
import "~/wiring.server";
import { closeDb, db } from "~/kernel/database/connection";
import { migrateToLatest } from "../db/migrate";
import { seedEssentials, seedSampleContent } from "../server/prepare-database";

await migrateToLatest(db());
await seedSampleContent(db());
await seedEssentials(db());
console.log("Sample content loaded.");
await closeDb();

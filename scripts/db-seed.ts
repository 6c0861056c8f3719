// `npm run db:seed`: migrates, then loads the sample content (existing keys are kept).
import { closeDb, db } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { seedEssentials, seedSampleContent } from "../db/seed";

await migrateToLatest(db());
await seedSampleContent(db());
await seedEssentials(db());
console.log("Sample content loaded.");
await closeDb();

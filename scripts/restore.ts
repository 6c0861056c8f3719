// `npm run restore -- archive.tar.gz`: restores a backup into an empty install.
import { config } from "~/kernel/config";
import { restoreBackup } from "~/kernel/database/backup";

const archive = process.argv[2];
if (!archive) {
  console.error("Usage: npm run restore -- <archive.tar.gz>");
  process.exit(2);
}
const { DATABASE_URL, SQLITE_PATH, MEDIA_DIR } = config();
try {
  const manifest = await restoreBackup(
    { databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH, mediaDir: MEDIA_DIR },
    archive,
  );
  console.log(
    `Restored the ${manifest.engine} database${manifest.media ? " and media" : ""} from ${archive} (made ${manifest.createdAt}).`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

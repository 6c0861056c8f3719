// `npm run backup [-- archive.tar.gz]`: database and media in one archive.
import { config } from "~/kernel/config";
import { createBackup } from "~/kernel/database/backup";

const archive = process.argv[2] ?? `backups/school-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`;
const { DATABASE_URL, SQLITE_PATH, MEDIA_DIR } = config();
const manifest = await createBackup(
  { databaseUrl: DATABASE_URL, sqlitePath: SQLITE_PATH, mediaDir: MEDIA_DIR },
  archive,
);
console.log(`Backup of the ${manifest.engine} database${manifest.media ? " and media" : ""} written to ${archive}`);

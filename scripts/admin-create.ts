// `npm run admin:create -- --userid office --name "School Office" [--role admin|editor]`
// Asks for the password (or reads ADMIN_PASSWORD). Creates the database tables first when needed.
import { closeDb, db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { migrateToLatest } from "../db/migrate";
import { adminUserSchema } from "~/modules/accounts";
import { fieldErrors } from "../app/kernel/validation";
import { createAdminUser } from "~/modules/accounts/index.server";
import { ask, askPassword, readOptions } from "./admin-prompt";

try {
  const options = readOptions(["userid", "name", "role"]);
  const userid = options.userid ?? process.env.ADMIN_USER ?? (await ask("User ID: "));
  const displayName = options.name ?? userid;
  const role = options.role ?? "admin";
  const password = await askPassword("Password (at least 12 characters, not a common one): ");
  const parsed = adminUserSchema.safeParse({ userid, displayName, role, password });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) console.error(`${field}: ${message}`);
    process.exitCode = 1;
  } else {
    await migrateToLatest(db());
    const created = await createAdminUser(db(), parsed.data, { id: null, userid: "command-line" });
    console.log(`Created ${created.role} account "${created.userid}".`);
  }
} catch (error) {
  if (error instanceof RefusedError) console.error(Object.values(error.fields).join("; ") || error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}

// `npm run admin:reset-password -- --userid office`: sets a new password (asked, or ADMIN_PASSWORD),
// ends the account's sessions and lifts its sign-in lock. For an office that is locked out.
import { closeDb, db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { newPasswordSchema } from "~/modules/accounts";
import { setPassword } from "~/modules/accounts/index.server";
import { ask, askPassword, readOptions } from "./admin-prompt";

let userid = "";
try {
  const options = readOptions(["userid"]);
  userid = options.userid ?? process.env.ADMIN_USER ?? (await ask("User ID: "));
  const parsed = newPasswordSchema.safeParse(
    await askPassword("New password (at least 12 characters, not a common one): "),
  );
  if (!parsed.success) {
    console.error(`password: ${parsed.error.issues[0]?.message}`);
    process.exitCode = 1;
  } else {
    await setPassword(db(), { userid }, parsed.data, { id: null, userid: "command-line" });
    console.log(`New password set for "${userid}"; its sessions were ended.`);
  }
} catch (error) {
  if (error instanceof RefusedError)
    console.error(error.status === 404 ? `No account "${userid}".` : Object.values(error.fields).join("; "));
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}

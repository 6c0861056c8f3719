// `npm run admin:reset-2fa -- --userid office`: turns two-factor sign-in off for an account whose phone
// is lost (its recovery codes go too) and ends its sessions. The person signs in with the password and,
// where administrators must use it, sets it up again. Recorded in the audit log.
import { closeDb, db } from "~/kernel/database/connection";
import { removeTwoFactor } from "~/modules/accounts/index.server";
import { endSessions, findAccountByUserid } from "~/modules/accounts/index.server";
import { ask, readOptions } from "./admin-prompt";

try {
  const options = readOptions(["userid"]);
  const userid = options.userid ?? (await ask("User ID: "));
  const account = await findAccountByUserid(db(), userid);
  if (!account) {
    console.error(`No account "${userid}".`);
    process.exitCode = 1;
  } else {
    await removeTwoFactor(db(), account.id, { id: null, userid: "command-line" }, "two_factor_reset");
    await endSessions(db(), account.id, {});
    console.log(`Two-factor sign-in is off for "${account.userid}"; its sessions were ended.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}

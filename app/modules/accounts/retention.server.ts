import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { forgetTypedUserIds } from "~/kernel/audit.server";

// What the accounts module keeps about people who are not (yet) signed in follows the retention period of the mail
// settings (registered with the help desk's nightly retention job by app/wiring.server.ts): reset requests and
// spent or expired reset links (with the address they came from), and the user ids typed in failed sign-ins.

/** Typed ids of failed sign-ins are forgotten after this many days even when the retention period is longer. */
export const FAILED_SIGN_IN_ID_DAYS = 30;

const FAILED_SIGN_IN_ACTIONS = ["login_failed", "login_locked", "password_check_failed", "two_factor_failed"];

export async function eraseExpiredAccountData(db: Kysely<Database>, cutoff: Date, now: Date) {
  const before = cutoff.toISOString();
  const requests = await db.deleteFrom("password_reset_requests").where("created_at", "<", before).executeTakeFirst();
  const links = await db.deleteFrom("password_reset_tokens").where("expires_at", "<", before).executeTakeFirst();
  const idsBefore = new Date(Math.max(cutoff.getTime(), now.getTime() - FAILED_SIGN_IN_ID_DAYS * 24 * 3600_000));
  const typedIds = await forgetTypedUserIds(db, {
    actions: FAILED_SIGN_IN_ACTIONS,
    before: idsBefore.toISOString(),
  });
  return Number(requests.numDeletedRows) + Number(links.numDeletedRows) + typedIds;
}

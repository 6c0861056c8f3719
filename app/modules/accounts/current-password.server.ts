import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { verifyPassword } from "./password.server";
import { guardedCheck, recordRepeatedSignInFailure } from "./throttle.server";

export const CURRENT_PASSWORD_MESSAGES = {
  required: "Type your current password to make this change",
  wrong: "Current password is incorrect",
} as const;

/**
 * A signed-in owner's current password, asked before a change to how the account is reached or protected
 * (its password, e-mail, two-factor sign-in). Throttled like a sign-in and every wrong guess audited.
 */
export async function requireCurrentPassword(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  currentPassword: string | undefined,
  ip: string,
) {
  if (!currentPassword)
    throw new RefusedError(400, FIX_FIELDS, { currentPassword: CURRENT_PASSWORD_MESSAGES.required });
  const account = await db
    .selectFrom("admin_users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirst();
  if (!account) throw new RefusedError(404, "No such account.");
  // Throttled like a sign-in (same counters).
  const checked = await guardedCheck(db, { userid: user.userid, ip, step: "password" }, () =>
    verifyPassword(currentPassword.slice(0, 200), account.password_hash),
  );
  if (checked.ok) return;
  await recordRepeatedSignInFailure(db, "password_check_failed", { userid: user.userid, ip, accountId: user.id });
  if (checked.locked) throw new RefusedError(429, checked.message);
  throw new RefusedError(400, FIX_FIELDS, { currentPassword: CURRENT_PASSWORD_MESSAGES.wrong });
}

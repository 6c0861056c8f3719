import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readSettingValue } from "~/kernel/settings/store.server";
import { isBreachedPassword } from "./breached-passwords.server";
import { PASSWORD_MESSAGES } from "./password-limits";
import { passwordProblem } from "./password-policy";

/**
 * The password rule with what the server knows: the account's user id and name and the school's name
 * as set in the dashboard, and the breached-password list. Returns the field message, or undefined when the password may be set.
 */
export async function newPasswordProblem(
  db: Kysely<Database>,
  password: string,
  account: { userid?: string; displayName?: string },
) {
  const school = await readSettingValue(db, "schoolName");
  const problem = passwordProblem(password, { ...account, schoolName: school ?? "Sample Vidya Niketan School" });
  if (problem) return problem;
  // Checked on the server only: the list stays out of the browser's bundle.
  return isBreachedPassword(password) ? PASSWORD_MESSAGES.breached : undefined;
}

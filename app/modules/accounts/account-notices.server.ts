import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { renderMail } from "~/modules/mail";
import { enqueueMail, isDeliverableAddress } from "~/modules/mail/index.server";
import { readSettingValue } from "~/kernel/settings/store.server";

// ASVS 5.0 6.3: the owner hears of every change to how the account is signed in to, so a change she did not
// make is noticed. Queued in the change's own transaction; an account without an address gets nothing.

export type AccountChange = "password" | "two_factor_on" | "two_factor_off" | "recovery_codes" | "email";

const WHAT: Record<AccountChange, string> = {
  password: "The password of your dashboard account was changed.",
  two_factor_on: "Two-factor sign-in was turned on for your dashboard account.",
  two_factor_off: "Two-factor sign-in was turned off for your dashboard account.",
  recovery_codes: "New recovery codes were made for your dashboard account; the old ones no longer work.",
  email: "The e-mail address of your dashboard account was changed. Password reset links now go to the new address.",
};

/** Queues the notice to `to` (for an e-mail change: the old address). */
export async function noticeAccountChange(
  db: Kysely<Database>,
  account: { userid: string; email: string | null },
  change: AccountChange,
  meta: { ip?: string | null } = {},
) {
  if (!isDeliverableAddress(account.email)) return;
  // The kernel's settings, not the site module's (whose API imports this module's guard).
  const schoolName = (await readSettingValue(db, "schoolName")) ?? "the school";
  await enqueueMail(db, {
    purpose: "security_notice",
    to: account.email,
    subject: `Your ${schoolName} dashboard account was changed`,
    ...renderMail({
      schoolName,
      heading: "Your account was changed",
      paragraphs: [
        WHAT[change],
        `Account: "${account.userid}".`,
        "If you made this change, there is nothing to do. If you did not, ask an administrator to reset your password and check the audit log at once.",
      ],
      footer: meta.ip ? `Changed from address ${meta.ip}.` : undefined,
    }),
  });
}

import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit } from "~/kernel/audit.server";
import { logger } from "~/kernel/logger";
import { rateLimiter } from "~/kernel/rate-limit.server";
import { readSettingValue } from "~/kernel/settings/store.server";
import { renderMail } from "~/modules/mail";
import { enqueueMail, isDeliverableAddress, wakeMailSender } from "~/modules/mail/index.server";

// A spike of failed sign-ins (decision record 113): more than SPIKE_FAILURES failures across all accounts in
// 15 minutes. It is shown on the dashboard home while it lasts and mailed to the admins once an hour at most.
// Both counts live in the kernel's rate limiter, so every worker and server sees the same spike.
export const SPIKE_FAILURES = 30;
const SPIKE_WINDOW_SECONDS = 15 * 60;
const SITE = "all-accounts";

const failures = rateLimiter({
  name: "sign-in-failures",
  points: SPIKE_FAILURES,
  windowSeconds: SPIKE_WINDOW_SECONDS,
  ifStoreUnreachable: "count-in-this-process",
});
const notices = rateLimiter({
  name: "sign-in-spike-notice",
  points: 1,
  windowSeconds: 60 * 60,
  ifStoreUnreachable: "count-in-this-process",
});

/** After each failed guess: past the bound, the admins are mailed (once an hour) and the audit log notes it. */
export async function noteSignInFailure(db: Kysely<Database>) {
  if ((await failures.take(SITE)).allowed) return;
  if (!(await notices.take(SITE)).allowed) return;
  const seen = (await failures.peek(SITE))?.taken ?? SPIKE_FAILURES + 1;
  logger.warn({ failures: seen }, "spike of failed sign-ins: the admins are mailed");
  await recordAudit(db, { id: null, userid: "system", ip: null }, { action: "sign_in_spike", entity: "admin_user" });
  await mailAdmins(db, seen);
  wakeMailSender();
}

async function mailAdmins(db: Kysely<Database>, seen: number) {
  const admins = await db
    .selectFrom("admin_users")
    .select(["email"])
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .execute();
  // The kernel's settings, not the site module's (whose API imports this module's guard).
  const schoolName = (await readSettingValue(db, "schoolName")) ?? "the school";
  for (const { email } of admins) {
    if (!email || !isDeliverableAddress(email)) continue;
    await enqueueMail(db, {
      purpose: "security_notice",
      to: email,
      subject: `Many failed sign-ins to the ${schoolName} dashboard`,
      ...renderMail({
        schoolName,
        heading: "Many failed sign-ins",
        paragraphs: [
          `In the last ${SPIKE_WINDOW_SECONDS / 60} minutes there were ${seen} failed sign-ins to the dashboard.`,
          "Someone may be guessing passwords. Each account's guesses are already slowed down; nobody is locked out.",
          "Check that every account has a long password, and turn on two-factor sign-in. The audit log lists the attempts.",
        ],
        footer: "You get this message at most once an hour.",
      }),
    });
  }
}

export type SignInSpike = { failures: number; minutes: number };

/** The spike the dashboard warns of: failures past the bound in the current window. */
export async function currentSignInSpike(): Promise<SignInSpike | undefined> {
  const seen = await failures.peek(SITE);
  if (!seen || seen.taken <= SPIKE_FAILURES) return undefined;
  return { failures: seen.taken, minutes: SPIKE_WINDOW_SECONDS / 60 };
}

import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { renderMail } from "~/modules/mail";
import { enqueueMail, isDeliverableAddress, wakeMailSender } from "~/modules/mail/index.server";
import { readSettingValue } from "~/kernel/settings/store.server";
import { logger } from "~/kernel/logger";
import { oneAtATimePerKey } from "./one-at-a-time.server";
import { clock } from "./session.server";

// A spike of failed sign-ins (decision record 113): more than 50 failures across all accounts in 10 minutes,
// or more than 20 at one account, is shown on the dashboard home and mailed to the admins once per spike.
// A spike lasts while failures keep coming; 30 quiet minutes end it, and the next one is mailed again.
export const SPIKE_WINDOW_MS = 10 * 60_000;
export const SPIKE_TOTAL_FAILURES = 50;
export const SPIKE_ACCOUNT_FAILURES = 20;
const SPIKE_QUIET_MS = 30 * 60_000;
/** The dashboard shows a spike for an hour after its last failure. */
const SPIKE_SHOWN_MS = 60 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

async function recentFailures(db: Kysely<Database>, since: string) {
  const row = await db
    .selectFrom("sign_in_budgets")
    .select((eb) => [eb.fn.sum<number>("failures").as("failures"), eb.fn.countAll<number>().as("accounts")])
    .where("last_failure_at", ">=", since)
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures ?? 0), accounts: Number(row.accounts) };
}

/** After each failed guess: starts or extends a spike when the failures cross either bound. */
export async function noteSignInFailure(db: Kysely<Database>, failure: { budgetKey: string; failures: number }) {
  const now = clock.now();
  const recent = await recentFailures(db, iso(now - SPIKE_WINDOW_MS));
  if (recent.failures <= SPIKE_TOTAL_FAILURES && failure.failures <= SPIKE_ACCOUNT_FAILURES) return;
  const started = await oneAtATimePerKey(db, "sign-in-spike", async (trx) => {
    const current = await trx
      .selectFrom("sign_in_spikes")
      .selectAll()
      .where("last_seen_at", ">=", iso(now - SPIKE_QUIET_MS))
      .orderBy("id", "desc")
      .executeTakeFirst();
    const counts = { failures: Math.max(recent.failures, failure.failures), accounts: recent.accounts };
    if (current) {
      await trx
        .updateTable("sign_in_spikes")
        .set({
          last_seen_at: iso(now),
          failures: Math.max(Number(current.failures), counts.failures),
          accounts: Math.max(Number(current.accounts), counts.accounts),
        })
        .where("id", "=", current.id)
        .execute();
      return false;
    }
    await trx
      .insertInto("sign_in_spikes")
      .values({ started_at: iso(now), last_seen_at: iso(now), ...counts })
      .execute();
    await mailAdmins(trx, counts);
    return true;
  });
  if (started) {
    logger.warn({ ...failure }, "spike of failed sign-ins: the admins are mailed");
    wakeMailSender();
  }
}

async function mailAdmins(db: Kysely<Database>, counts: { failures: number; accounts: number }) {
  const admins = await db
    .selectFrom("admin_users")
    .select(["email"])
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .execute();
  // The kernel's settings, not the site module's (whose API imports this module's guard).
  const schoolName = (await readSettingValue(db, "schoolName")) ?? "the school";
  for (const { email } of admins) {
    if (!isDeliverableAddress(email)) continue;
    await enqueueMail(db, {
      purpose: "security_notice",
      to: email,
      subject: `Many failed sign-ins to the ${schoolName} dashboard`,
      ...renderMail({
        schoolName,
        heading: "Many failed sign-ins",
        paragraphs: [
          `In the last few minutes there were ${counts.failures} failed sign-ins to the dashboard, at ${counts.accounts} account name(s).`,
          "Someone may be guessing passwords. Each account's guesses are already slowed down; nobody is locked out.",
          "Check that every account has a long password, and turn on two-factor sign-in. The audit log lists the attempts.",
        ],
        footer: "You get this message once per burst of failures.",
      }),
    });
  }
}

export type SignInSpike = { startedAt: string; lastSeenAt: string; failures: number; accounts: number };

/** The spike the dashboard warns of, while its last failure is less than an hour old. */
export async function currentSignInSpike(db: Kysely<Database>): Promise<SignInSpike | undefined> {
  const row = await db
    .selectFrom("sign_in_spikes")
    .selectAll()
    .where("last_seen_at", ">=", iso(clock.now() - SPIKE_SHOWN_MS))
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    startedAt: row.started_at,
    lastSeenAt: row.last_seen_at,
    failures: Number(row.failures),
    accounts: Number(row.accounts),
  };
}

import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { enqueueMail, isDeliverableAddress } from "~/modules/mail/index.server";
import { wakeMailSender } from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { recordAudit } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { getSiteSettings } from "~/modules/site/index.server";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-policy.server";
import { clock } from "./session.server";
import { clearLoginFailures } from "./throttle.server";
import { RESET_LINK_INVALID } from "./reset-schema";
import { noticeAccountChange } from "./account-notices.server";
import { rateLimiter } from "~/kernel/rate-limit.server";

export const RESET_LINK_MINUTES = 30;
// Mail to the office must not be floodable, even while the shared store of the counts is away.
/** Requests from one address in 15 minutes (any accounts, existing or not). */
const requestsPerAddress = rateLimiter({
  name: "reset-request-address",
  points: 5,
  windowSeconds: 15 * 60,
  ifStoreUnreachable: "count-in-this-process",
});
/** Links sent to one account in an hour. */
const linksPerAccount = rateLimiter({
  name: "reset-link-account",
  points: 3,
  windowSeconds: 60 * 60,
  ifStoreUnreachable: "count-in-this-process",
});

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type ResetRequestOutcome = "accepted" | "throttled";

/**
 * "Forgot password?": finds the account by user ID or e-mail and queues a single-use link to its e-mail.
 * The answer is the same whether or not the account exists; only the per-address throttle shows.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  identifier: string,
  meta: { ip: string; baseUrl: string },
): Promise<ResetRequestOutcome> {
  const ip = (meta.ip || "unknown").slice(0, 64);
  if (!(await requestsPerAddress.take(ip)).allowed) return "throttled";

  const wanted = identifier.trim().toLowerCase();
  const account = await db
    .selectFrom("admin_users")
    .select(["id", "userid", "email", "disabled"])
    .where((eb) => eb.or([eb(eb.fn("lower", ["userid"]), "=", wanted), eb(eb.fn("lower", ["email"]), "=", wanted)]))
    .executeTakeFirst();
  const email = account?.email;
  if (!account || account.disabled || !isDeliverableAddress(email)) return "accepted";
  if (!(await linksPerAccount.take(String(account.id))).allowed) return "accepted";
  const site = await getSiteSettings(db);
  await db.transaction().execute(async (trx) => {
    const token = randomBytes(32).toString("base64url");
    const now = clock.now();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        id: hashToken(token),
        user_id: account.id,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + RESET_LINK_MINUTES * 60_000).toISOString(),
        ip,
      })
      .execute();
    await enqueueMail(trx, {
      purpose: "password_reset",
      to: email,
      subject: `Set a new password for the ${site.shortName} dashboard`,
      ...renderMail({
        schoolName: site.schoolName,
        heading: "Set a new password",
        paragraphs: [
          `Someone (we hope you) asked to set a new password for the dashboard account "${account.userid}".`,
          `The link below works once and for ${RESET_LINK_MINUTES} minutes. Using it signs the account out everywhere.`,
          "If you did not ask for this, ignore this message: your password stays as it is.",
        ],
        action: { label: "Set a new password", url: `${meta.baseUrl}/reset-password/${token}` },
        footer: `Requested from address ${ip}.`,
      }),
    });
    await recordAudit(
      trx,
      { id: null, userid: null, ip },
      { action: "password_reset_requested", entity: "admin_user", entityKey: account.userid },
    );
  });
  wakeMailSender();
  return "accepted";
}

/** The account a reset link belongs to, while it is unused and not expired. */
export async function findResetToken(db: Kysely<Database>, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return (
    db
      .selectFrom("password_reset_tokens")
      .innerJoin("admin_users", "admin_users.id", "password_reset_tokens.user_id")
      .select([
        "password_reset_tokens.id",
        "admin_users.id as userId",
        "admin_users.userid",
        "admin_users.display_name as displayName",
        "admin_users.email",
      ])
      .where("password_reset_tokens.id", "=", hashToken(token))
      // A link made before the password last changed is void, however that change was made.
      .where((eb) =>
        eb.or([
          eb("admin_users.password_changed_at", "is", null),
          eb("admin_users.password_changed_at", "<=", eb.ref("password_reset_tokens.created_at")),
        ]),
      )
      .where("password_reset_tokens.used_at", "is", null)
      .where("password_reset_tokens.expires_at", ">", new Date(clock.now()).toISOString())
      .where("admin_users.disabled", "=", 0)
      .executeTakeFirst()
  );
}

/**
 * Uses a reset link: the token is spent (only one use can win), the password set, every session of the
 * account ended, its other links voided and its sign-in lock lifted, all in one transaction. A spent or
 * unknown link is refused with 410, a weak password with 400.
 */
export async function completePasswordReset(db: Kysely<Database>, token: string, password: string, ip: string) {
  const linkGone = () => new RefusedError(410, RESET_LINK_INVALID);
  const found = await findResetToken(db, token);
  if (!found) throw linkGone();
  // The same password rule as everywhere else (length, common passwords, the account's own names).
  const weak = await newPasswordProblem(db, password, { userid: found.userid });
  if (weak) throw new RefusedError(400, weak, { password: weak });
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction().execute(async (trx) => {
    const now = new Date(clock.now()).toISOString();
    const spent = await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("id", "=", found.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw linkGone();
    await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("user_id", "=", found.userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where("id", "=", found.userId)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", found.userId).execute();
    await noticeAccountChange(trx, found, "password", { ip });
    await recordAudit(
      trx,
      { id: found.userId, userid: found.userid, ip: ip.slice(0, 64) },
      {
        action: "password_reset",
        entity: "admin_user",
        entityKey: found.userid,
        before: { password: "old" },
        after: { password: "new" },
      },
    );
    return { userid: found.userid };
  });
  wakeMailSender();
  await clearLoginFailures(db, reset.userid);
  return reset;
}

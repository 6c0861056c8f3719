import { createHash, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { readSettingValue, saveSettingValue } from "~/kernel/settings/store.server";
import { clock } from "./session.server";
import { noticeAccountChange, type AccountChange } from "./account-notices.server";
import { requireCurrentPassword } from "./current-password.server";
import { wakeMailSender } from "~/modules/mail/index.server";
import { guardedCheck, LOCKED_MESSAGE, recordRepeatedSignInFailure } from "./throttle.server";

// Two-factor sign-in with time-based codes (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator
// app expects), ten single-use recovery codes stored hashed, and an admin setting that makes it compulsory
// for administrators. Every step is audit-logged; wrong codes are throttled like passwords.

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "School website";
const REQUIRE_SETTING = "security.requireAdminTwoFactor";
// One step either side of now: a phone whose clock is 30 s off still works.
const TOLERANCE_SECONDS = 30;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app, or a recovery code",
  codeWrong: "That code is not right, or was already used. Try the newest code.",
  locked: LOCKED_MESSAGE,
} as const;

const hashCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const nowIso = () => new Date(clock.now()).toISOString();
/** Ten codes like "k3m9-x2qd-7hfa": 12 characters from 32, about 60 bits each. */
function newRecoveryCodes() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

export type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  enrolling: boolean;
};

export async function twoFactorStatus(db: Kysely<Database>, userId: number): Promise<TwoFactorStatus> {
  const row = await db
    .selectFrom("admin_users")
    .select(["totp_secret", "totp_enabled_at", "totp_pending_secret"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const left = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return {
    enabled: Boolean(row.totp_secret),
    enabledAt: row.totp_enabled_at,
    recoveryCodesLeft: Number(left.n),
    enrolling: Boolean(row.totp_pending_secret),
  };
}

/** Starts (or restarts) enrolment: a new secret, kept aside until a code from it is typed. */
export async function startEnrolment(db: Kysely<Database>, user: { id: number; userid: string }, actor: AuditActor) {
  const secret = generateSecret();
  await db.updateTable("admin_users").set({ totp_pending_secret: secret }).where("id", "=", user.id).execute();
  await recordAudit(db, actor, {
    action: "two_factor_enrolment_started",
    entity: "admin_user",
    entityKey: user.userid,
  });
  return enrolmentView(user.userid, secret);
}

/** What the enrolment screen shows for a secret: the QR code (SVG, drawn on the server) and the key in text. */
export async function enrolmentView(userid: string, secret: string) {
  const uri = generateURI({ issuer: ISSUER, label: userid, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg, grouped: secret.match(/.{1,4}/g)!.join(" ") };
}

export async function pendingEnrolment(db: Kysely<Database>, user: { id: number; userid: string }) {
  const row = await db
    .selectFrom("admin_users")
    .select("totp_pending_secret")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  return row.totp_pending_secret ? enrolmentView(user.userid, row.totp_pending_secret) : undefined;
}

/** Whether `code` is the current TOTP code of `secret` for a step after `afterStep`; the step when it is. */
async function matchingStep(secret: string, code: string, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    epoch: Math.floor(clock.now() / 1000),
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => undefined);
  return result?.valid && "timeStep" in result ? Number(result.timeStep) : undefined;
}

/** A wrong or locked second step, as the sign-in reads it (login.server.ts tells a lock from a wrong code). */
type Failure = {
  ok: false;
  status: 400 | 429;
  fields: Record<string, string>;
  error: string;
  retryAfterSeconds?: number;
};
const refused = (failure: Failure) => new RefusedError(failure.status, failure.error, failure.fields);

/**
 * Confirms enrolment with a code from the new secret: two-factor sign-in is on from now, and the ten
 * recovery codes are returned to be shown once.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  code: string,
  ip: string,
): Promise<string[]> {
  const row = await db
    .selectFrom("admin_users")
    .select("totp_pending_secret")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!row.totp_pending_secret)
    throw new RefusedError(400, "Start the set-up again.", { code: "Start the set-up again" });
  let step: number | undefined;
  const checked = await guardedCheck(db, { userid: user.userid, ip, step: "second-factor" }, async () => {
    step = await matchingStep(row.totp_pending_secret!, code.trim(), null);
    return step !== undefined;
  });
  if (!checked.ok) throw refused(await secondStepFailure(db, user, ip, checked));
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({
        totp_secret: row.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled_at: nowIso(),
        totp_last_step: step!,
      })
      .where("id", "=", user.id)
      .execute();
    await storeRecoveryCodes(trx, user.id, codes);
    await recordAudit(
      trx,
      { id: user.id, userid: user.userid, ip },
      { action: "two_factor_enabled", entity: "admin_user", entityKey: user.userid },
    );
    await tellOwner(trx, user.id, "two_factor_on", ip);
  });
  wakeMailSender();
  return codes;
}

async function tellOwner(db: Kysely<Database>, userId: number, change: AccountChange, ip?: string | null) {
  const owner = await db
    .selectFrom("admin_users")
    .select(["userid", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (owner) await noticeAccountChange(db, owner, change, { ip });
}

async function storeRecoveryCodes(db: Kysely<Database>, userId: number, codes: string[]) {
  await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  const createdAt = nowIso();
  await db
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code), created_at: createdAt, used_at: null })))
    .execute();
}

async function secondStepFailure(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  ip: string,
  checked: { locked: boolean; retryAfterSeconds: number; message: string },
): Promise<Failure> {
  await recordRepeatedSignInFailure(db, "two_factor_failed", { userid: user.userid, ip, accountId: user.id });
  if (checked.locked)
    return {
      ok: false,
      status: 429,
      error: checked.message,
      fields: { code: checked.message },
      retryAfterSeconds: checked.retryAfterSeconds,
    };
  return {
    ok: false,
    status: 400,
    error: TWO_FACTOR_MESSAGES.codeWrong,
    fields: { code: TWO_FACTOR_MESSAGES.codeWrong },
  };
}

/**
 * The second step of a sign-in (or a check before turning two-factor off): a current TOTP code, used
 * once, or an unused recovery code, which is then spent. Throttled like passwords; audited.
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  code: string,
  ip: string,
): Promise<{ ok: true; usedRecoveryCode: boolean } | Failure> {
  const typed = code.trim();
  if (!typed)
    return {
      ok: false,
      status: 400,
      error: TWO_FACTOR_MESSAGES.codeRequired,
      fields: { code: TWO_FACTOR_MESSAGES.codeRequired },
    };
  let usedRecoveryCode = false;
  const checked = await guardedCheck(db, { userid: user.userid, ip, step: "second-factor" }, async () => {
    const account = await db
      .selectFrom("admin_users")
      .select(["totp_secret", "totp_last_step"])
      .where("id", "=", user.id)
      .executeTakeFirst();
    if (!account?.totp_secret) return false;
    const lastStep = account.totp_last_step === null ? null : Number(account.totp_last_step);
    const step = await matchingStep(account.totp_secret, typed, lastStep);
    if (step !== undefined) {
      // Taken in one UPDATE: two requests with the same code cannot both pass.
      const taken = await db
        .updateTable("admin_users")
        .set({ totp_last_step: step })
        .where("id", "=", user.id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    }
    if (normalizeRecoveryCode(typed).length !== 12) return false;
    const spent = await db
      .updateTable("recovery_codes")
      .set({ used_at: nowIso() })
      .where("user_id", "=", user.id)
      .where("code_hash", "=", hashCode(typed))
      .where("used_at", "is", null)
      .executeTakeFirst();
    usedRecoveryCode = Number(spent.numUpdatedRows) === 1;
    return usedRecoveryCode;
  });
  if (!checked.ok) return secondStepFailure(db, user, ip, checked);
  await recordAudit(
    db,
    { id: user.id, userid: user.userid, ip },
    {
      action: usedRecoveryCode ? "recovery_code_used" : "two_factor_passed",
      entity: "admin_user",
      entityKey: user.userid,
    },
  );
  return { ok: true, usedRecoveryCode };
}

/** The account's own settings ask for a current code first: a wrong one is refused (RefusedError). */
async function requireSecondFactor(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  code: string,
  ip: string,
) {
  const verified = await verifySecondFactor(db, user, code, ip);
  if (!verified.ok) throw refused(verified);
}

/** New recovery codes (the old ones stop working), after a current code; shown once. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  code: string,
  ip: string,
): Promise<string[]> {
  await requireSecondFactor(db, user, code, ip);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await storeRecoveryCodes(trx, user.id, codes);
    await recordAudit(
      trx,
      { id: user.id, userid: user.userid, ip },
      { action: "recovery_codes_renewed", entity: "admin_user", entityKey: user.userid },
    );
    await tellOwner(trx, user.id, "recovery_codes", ip);
  });
  wakeMailSender();
  return codes;
}

/** Turns two-factor sign-in off for an account: by its owner after a code, or by `npm run admin:reset-2fa`. */
export async function removeTwoFactor(db: Kysely<Database>, userId: number, actor: AuditActor, action: string) {
  const removed = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("admin_users").select("userid").where("id", "=", userId).executeTakeFirst();
    if (!account) return undefined;
    await tellOwner(trx, userId, "two_factor_off", actor.ip);
    await trx
      .updateTable("admin_users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await recordAudit(trx, actor, { action, entity: "admin_user", entityKey: account.userid });
    return account.userid;
  });
  wakeMailSender();
  return removed;
}

/** Turning it off asks for the current password and a current code (ASVS 6.3). */
export async function disableTwoFactor(
  db: Kysely<Database>,
  user: { id: number; userid: string },
  code: string,
  ip: string,
  currentPassword: string | undefined,
): Promise<void> {
  await requireCurrentPassword(db, user, currentPassword, ip);
  await requireSecondFactor(db, user, code, ip);
  await removeTwoFactor(db, user.id, { id: user.id, userid: user.userid, ip }, "two_factor_disabled");
}

/** The admin setting: every administrator must use two-factor sign-in. */
export async function adminTwoFactorRequired(db: Kysely<Database>) {
  return (await readSettingValue(db, REQUIRE_SETTING)) === "true";
}

export async function setAdminTwoFactorRequired(db: Kysely<Database>, required: boolean, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const before = await adminTwoFactorRequired(trx);
    await saveSettingValue(trx, REQUIRE_SETTING, String(required), nowIso());
    await recordAudit(trx, actor, {
      action: "settings",
      entity: "site_settings",
      entityKey: REQUIRE_SETTING,
      before: { requireAdminTwoFactor: before },
      after: { requireAdminTwoFactor: required },
    });
  });
}

/** An administrator who must enrol before using the dashboard (the setting is on and they have no second factor). */
export async function mustEnrolTwoFactor(db: Kysely<Database>, user: { id: number; role: string }) {
  if (user.role !== "admin" || !(await adminTwoFactorRequired(db))) return false;
  const row = await db.selectFrom("admin_users").select("totp_secret").where("id", "=", user.id).executeTakeFirst();
  return !row?.totp_secret;
}

export async function hasTwoFactor(db: Kysely<Database>, userId: number) {
  const row = await db.selectFrom("admin_users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.totp_secret);
}

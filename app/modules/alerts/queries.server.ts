import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readSettingValue } from "~/kernel/settings/store.server";
import { firstMomentAfter } from "~/kernel/schedule";
import type { AlertRow } from "./tables";
import type { Alert, AlertState, BannerAlert } from "./schema";

// Reads of the alerts table: the only code besides commands.server.ts that touches it.

const SEVERITY_RANK = { emergency: 0, warning: 1, information: 2 } as const;

export const MAILING_LIST_KEY = "alerts.mailingList";

function stateAt(row: Pick<AlertRow, "starts_at" | "ends_at">, now: string): AlertState {
  if (row.ends_at !== null && row.ends_at <= now) return "ended";
  return row.starts_at > now ? "scheduled" : "showing";
}

function parseTranslations(text: string): Record<string, string> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

export function alertFromRow(row: AlertRow, now = new Date().toISOString()): Alert {
  return {
    id: row.id,
    message: row.message,
    translations: parseTranslations(row.translations),
    severity: row.severity,
    link: row.link,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    state: stateAt(row, now),
    mailedAt: row.mailed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findAlert(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? alertFromRow(row) : undefined;
}

/** Every alert for the office: showing and scheduled first (soonest first), then the last 50 ended ones. */
export async function listAlertsForOffice(db: Kysely<Database>) {
  const now = new Date().toISOString();
  const live = await db
    .selectFrom("alerts")
    .selectAll()
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  const ended = await db
    .selectFrom("alerts")
    .selectAll()
    .where("ends_at", "<=", now)
    .orderBy("ends_at", "desc")
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return [...live, ...ended].map((row) => alertFromRow(row, now));
}

/** The banner's alerts at a moment, and the next moment they change by the clock alone (epoch ms, or undefined). */
export type BannerAnswer = { alerts: BannerAlert[]; changesAt: number | undefined };

/**
 * The alerts showing at `at`, the most severe first, then the newest; with the next start or end of an alert not
 * yet ended, after which the answer may differ (read once, filtered by the clock here).
 */
export async function loadBanner(db: Kysely<Database>, at = new Date()): Promise<BannerAnswer> {
  const now = at.toISOString();
  // Every alert not ended: those showing and those still to start.
  const rows = await db
    .selectFrom("alerts")
    .selectAll()
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const alerts = rows
    .filter((row) => row.starts_at <= now)
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])
    .map((row) => ({
      id: row.id,
      severity: row.severity,
      link: row.link,
      texts: { ...parseTranslations(row.translations), en: row.message },
    }));
  return {
    alerts,
    changesAt: firstMomentAfter(
      rows.flatMap((row) => [row.starts_at, row.ends_at]),
      at,
    ),
  };
}

/** The office's emergency mailing list (addresses); empty when never set. */
export async function readMailingList(db: Kysely<Database>): Promise<string[]> {
  const stored = await readSettingValue(db, MAILING_LIST_KEY);
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === "string") : [];
  } catch {
    return [];
  }
}

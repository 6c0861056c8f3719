import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readSettingValue } from "~/kernel/settings/store.server";
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

/** The alerts showing now, the most severe first, then the newest. */
export async function loadShowingAlerts(db: Kysely<Database>, at = new Date()): Promise<BannerAlert[]> {
  const now = at.toISOString();
  const rows = await db
    .selectFrom("alerts")
    .selectAll()
    .where("starts_at", "<=", now)
    .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", now)]))
    .orderBy("starts_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])
    .map((row) => ({
      id: row.id,
      severity: row.severity,
      link: row.link,
      texts: { ...parseTranslations(row.translations), en: row.message },
    }));
}

/** The next moment an alert starts or ends (epoch ms), after `at`; undefined when none is due. */
export async function nextAlertChange(db: Kysely<Database>, at = new Date()): Promise<number | undefined> {
  const now = at.toISOString();
  const row = await db
    .selectFrom("alerts")
    .select((eb) => [
      eb.fn.min(eb.case().when("starts_at", ">", now).then(eb.ref("starts_at")).end()).as("nextStart"),
      eb.fn.min(eb.case().when("ends_at", ">", now).then(eb.ref("ends_at")).end()).as("nextEnd"),
    ])
    .executeTakeFirst();
  const moments = [row?.nextStart, row?.nextEnd]
    .filter((value): value is string => typeof value === "string")
    .map((value) => Date.parse(value))
    .filter((value) => Number.isFinite(value));
  return moments.length ? Math.min(...moments) : undefined;
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

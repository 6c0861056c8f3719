import { createHash, randomBytes } from "node:crypto";
import { createIsbotFromList, list } from "isbot";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { todayIn } from "~/kernel/dates";
import { logger } from "~/kernel/logger";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { getSiteSettings } from "~/kernel/settings/store.server";
import type { VisitKind } from "./tables";

// Visit figures without tracking (docs/decisions/127-visit-figures-without-tracking.md). A request adds to counts
// kept in memory, written every few seconds in one transaction of upserts (or at once when the footer asks for the
// count). A visitor is told apart for one day by sha256(salt, day, address, user agent): the salt is shared through
// the database, replaced every day, and the day's hashes are deleted with it; no address or cookie is kept.

// Headless Chrome is left out of the list: schools' own kiosks and screenshot checks use it, and a visit
// from it is still a page view of a browser. Monitors and page checkers are added.
const isListedBot = createIsbotFromList(list.filter((pattern) => pattern !== "headless"));
const CHECKERS = /lighthouse|pingdom|uptime|monitor|preview/i;

export function isCrawler(userAgent: string | undefined) {
  return !userAgent || isListedBot(userAgent) || CHECKERS.test(userAgent);
}

/** A subject as stored: at most 200 characters (the column). */
const SUBJECT_LENGTH = 200;
const FLUSH_AFTER_MS = 2000;
const ROWS_PER_STATEMENT = 400;

type Batch = { counts: Map<string, number>; visitors: Map<string, Set<string>> };

// Pending counts per database (a request is served from its own site's database: server/app.ts).
const pending = new Map<Kysely<Database>, Batch>();
let timer: NodeJS.Timeout | undefined;
let writing: Promise<void> = Promise.resolve();

// The school's time zone (read again every minute), and today's salt of each database, read once a day per process.
const zone = { name: DEFAULT_SITE_SETTINGS.timeZone, checkedAt: 0 };
const salts = new WeakMap<Kysely<Database>, { day: string; salt: string }>();

function batchFor(database: Kysely<Database>) {
  let batch = pending.get(database);
  if (!batch) {
    batch = { counts: new Map(), visitors: new Map() };
    pending.set(database, batch);
  }
  timer ??= setTimeout(
    () => void flushVisits().catch((err: unknown) => logger.warn({ err }, "visit figures")),
    FLUSH_AFTER_MS,
  );
  timer.unref?.();
  return batch;
}

/** Today in the school's time zone and its salt (created by the first process to need it, then shared). */
async function saltOfToday(database: Kysely<Database>) {
  const now = Date.now();
  if (now - zone.checkedAt > 60_000) {
    zone.checkedAt = now;
    zone.name = (await getSiteSettings(database)).timeZone || zone.name;
  }
  const day = todayIn(zone.name);
  const known = salts.get(database);
  if (known?.day === day) return known;
  await database
    .insertInto("visit_salt")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await database.selectFrom("visit_salt").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  await forgetEarlierDays(database, day);
  salts.set(database, { day, salt: row.salt });
  return { day, salt: row.salt };
}

/** Yesterday's salt and hashes go once a new day has begun (the retention job does it too). */
export async function forgetEarlierDays(database: Kysely<Database>, day: string) {
  await database.deleteFrom("visit_salt").where("day", "<", day).execute();
  await database.deleteFrom("visit_seen").where("day", "<", day).execute();
}

export type Visitor = { address: string; userAgent: string | undefined };

// Counts still finding their day and salt: a flush waits for them, so a caller sees every count begun before it.
const counting = new Set<Promise<unknown>>();

function track<T>(work: Promise<T>): Promise<T> {
  counting.add(work);
  return work.finally(() => counting.delete(work));
}

function add(batch: Batch, day: string, kind: VisitKind, subject: string) {
  const key = `${day}\t${kind}\t${subject.slice(0, SUBJECT_LENGTH)}`;
  batch.counts.set(key, (batch.counts.get(key) ?? 0) + 1);
}

async function noteVisitor(database: Kysely<Database>, visitor: Visitor) {
  const { day, salt } = await saltOfToday(database);
  const hash = createHash("sha256")
    .update(`${salt}\n${day}\n${visitor.address}\n${visitor.userAgent ?? ""}`)
    .digest("hex");
  const batch = batchFor(database);
  const seen = batch.visitors.get(day) ?? new Set<string>();
  seen.add(hash);
  batch.visitors.set(day, seen);
  return { day, batch };
}

/** One page view: the page, and when it came from elsewhere (or nowhere) an entry and the referring domain. */
export function countPageView(
  database: Kysely<Database>,
  view: Visitor & { page: string; referrer: string | undefined; host: string | undefined },
) {
  if (isCrawler(view.userAgent)) return Promise.resolve();
  return track(addPageView(database, view));
}

async function addPageView(
  database: Kysely<Database>,
  view: Visitor & { page: string; referrer: string | undefined; host: string | undefined },
) {
  const { day, batch } = await noteVisitor(database, view);
  add(batch, day, "view", view.page);
  const from = referringDomain(view.referrer);
  if (from === sameSite(view.host)) return;
  add(batch, day, "entry", view.page);
  if (from) add(batch, day, "referrer", from);
}

/** A search of the site: its words (lower case, spaces folded), and again among the empty ones when nothing matched. */
export function countSiteSearch(
  database: Kysely<Database>,
  search: { term: string; found: number; userAgent: string | undefined },
) {
  const term = normalTerm(search.term);
  if (!term || isCrawler(search.userAgent)) return Promise.resolve();
  return track(
    saltOfToday(database).then(({ day }) => {
      const batch = batchFor(database);
      add(batch, day, "search", term);
      if (search.found === 0) add(batch, day, "search-empty", term);
    }),
  );
}

/** A public form sent and stored (enquiry, contact, call-back, alumni registration, donation, admission). */
export function countFormCompletion(
  database: Kysely<Database>,
  completion: { form: string; userAgent: string | undefined },
) {
  if (isCrawler(completion.userAgent)) return Promise.resolve();
  return track(saltOfToday(database).then(({ day }) => add(batchFor(database), day, "form", completion.form)));
}

/** A visitor who asks for the count (the footer, GET /api/visitor-count) is one of the day's visitors too. */
export async function countVisitor(database: Kysely<Database>, visitor: Visitor) {
  if (!isCrawler(visitor.userAgent)) await noteVisitor(database, visitor);
}

export const normalTerm = (term: string) => term.trim().replace(/\s+/g, " ").toLowerCase().slice(0, SUBJECT_LENGTH);

function referringDomain(referrer: string | undefined) {
  if (!referrer) return undefined;
  try {
    const { hostname, protocol } = new URL(referrer);
    return /^https?:$/.test(protocol) ? hostname.replace(/^www\./, "").toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

const sameSite = (host: string | undefined) =>
  host
    ?.replace(/:\d+$/, "")
    .replace(/^www\./, "")
    .toLowerCase();

/**
 * Writes every pending count, one transaction per database: today's new hashes first (the ones already seen add
 * nothing), then one upsert per few hundred figures. Calls queue behind one another, so a caller that awaits this
 * sees its own counts stored.
 */
export async function flushVisits(): Promise<void> {
  await Promise.allSettled([...counting]);
  clearTimeout(timer);
  timer = undefined;
  const batches = [...pending.entries()];
  pending.clear();
  writing = writing.catch(() => undefined).then(() => writeBatches(batches));
  return writing;
}

async function writeBatches(batches: [Kysely<Database>, Batch][]) {
  for (const [database, batch] of batches) await database.transaction().execute((trx) => writeBatch(trx, batch));
}

async function writeBatch(trx: Kysely<Database>, batch: Batch) {
  for (const [day, hashes] of batch.visitors) {
    let added = 0;
    for (const chunk of chunks([...hashes])) {
      const inserted = await trx
        .insertInto("visit_seen")
        .values(chunk.map((visitor) => ({ day, visitor })))
        .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
        .returning("visitor")
        .execute();
      added += inserted.length;
    }
    if (added === 0) continue;
    batch.counts.set(`${day}\tvisitors\t`, added);
    await addToRunningTotal(trx, added);
  }
  const rows = [...batch.counts].map(([key, count]) => {
    const [day, kind, subject] = key.split("\t") as [string, VisitKind, string];
    return { day, kind, subject, count };
  });
  for (const chunk of chunks(rows)) {
    await trx
      .insertInto("visit_daily")
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(["day", "kind", "subject"])
          .doUpdateSet((eb) => ({ count: eb(eb.ref("visit_daily.count"), "+", eb.ref("excluded.count")) })),
      )
      .execute();
  }
}

/** The footer's number: every day's unique visitors added up (with what the spec's counter had counted before). */
async function addToRunningTotal(trx: Kysely<Database>, added: number) {
  await trx
    .insertInto("visitor_count")
    .values({ id: 1, count: added })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({ count: eb(eb.ref("visitor_count.count"), "+", eb.ref("excluded.count")) })),
    )
    .execute();
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

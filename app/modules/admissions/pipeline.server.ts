import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import { addDays, zonedInstant } from "~/kernel/dates";
import { escapeLike, likeOperator } from "~/kernel/database/dialect";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { readPage, type PageRequest } from "~/kernel/pagination";
import { toE164 } from "~/kernel/phone-number";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { moveApplicationIn } from "./office.server";
import { BOARD_COLUMNS, OFFICE_STATUSES, type BulkMove, type PipelineFilter } from "./pipeline";
import { STATUS_LABELS } from "./schema";

// The office's pipeline reads (the list, the board, the CSV) over one filter, and the bulk move: every ticked
// application through the single move's command in one transaction, all or none.

/** What a row of the list, a card of the board and a line of the API show. */
const LIST_COLUMNS = [
  "id",
  "number",
  "academic_year",
  "status",
  "child_name",
  "date_of_birth",
  "class_sought",
  "phone",
  "email",
  "duplicate_of",
  "submitted_at",
  "updated_at",
] as const;

/** A search for a phone typed any way ("98480 12345", "+91-98480-12345", "098480 12345") or its last digits. */
function phoneSearch(q: string) {
  if (!/^[\d\s()+\-.]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 ? { e164: toE164(q), digits } : undefined;
}

async function filtered(db: Kysely<Database>, filter: PipelineFilter) {
  let query = db.selectFrom("admission_applications").where("status", "in", OFFICE_STATUSES);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.class) query = query.where("class_sought", "=", filter.class);
  if (filter.year) query = query.where("academic_year", "=", filter.year);
  if (filter.from || filter.to) {
    // The dates are the school's days: from its midnight to the midnight after the last day.
    const { timeZone } = await getSiteSettings(db);
    if (filter.from)
      query = query.where("submitted_at", ">=", zonedInstant(filter.from, "00:00", timeZone).utc.toISOString());
    if (filter.to)
      query = query.where(
        "submitted_at",
        "<",
        zonedInstant(addDays(filter.to, 1), "00:00", timeZone).utc.toISOString(),
      );
  }
  if (filter.q) {
    const like = likeOperator(db);
    const words = `%${escapeLike(filter.q)}%`;
    const phone = phoneSearch(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb("child_name", like, words),
        eb("number", like, words),
        ...(phone?.e164 ? [eb("phone", "=", phone.e164), eb("other_phone", "=", phone.e164)] : []),
        ...(phone ? [eb("phone", like, `%${phone.digits}%`), eb("other_phone", like, `%${phone.digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/** One page of the filtered applications, newest submission first. */
export async function listPipelinePage(db: Kysely<Database>, filter: PipelineFilter, asked: PageRequest) {
  const query = await filtered(db, filter);
  return readPage(asked, {
    total: async () =>
      Number((await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow()).total),
    rows: (window) =>
      query
        .select([...LIST_COLUMNS])
        .orderBy("submitted_at", "desc")
        .orderBy("id", "desc")
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
  });
}

/** The board: per column its count under the filter and its first `perColumn` cards, oldest submission first. */
export async function readBoard(db: Kysely<Database>, filter: PipelineFilter, perColumn = 30) {
  const columns = filter.status ? BOARD_COLUMNS.filter((status) => status === filter.status) : BOARD_COLUMNS;
  return Promise.all(
    columns.map(async (status) => {
      const query = await filtered(db, { ...filter, status });
      const [count, cards] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
        query
          .select([...LIST_COLUMNS])
          .orderBy("submitted_at")
          .orderBy("id")
          .limit(perColumn)
          .execute(),
      ]);
      return { status, total: Number(count.total), cards };
    }),
  );
}

/** Every filtered application with what a clerk needs in a spreadsheet (no document keys, no hashes). */
export async function exportPipeline(db: Kysely<Database>, filter: PipelineFilter) {
  const query = await filtered(db, filter);
  return query
    .select([
      "number",
      "academic_year",
      "status",
      "submitted_at",
      "child_name",
      "date_of_birth",
      "gender",
      "class_sought",
      "boarding",
      "previous_school",
      "father_name",
      "mother_name",
      "guardian_name",
      "phone",
      "other_phone",
      "email",
      "address",
      "needs_transport",
      "transport_route",
      "duplicate_of",
      "student_key",
    ])
    .orderBy("submitted_at")
    .orderBy("id")
    .execute();
}

/**
 * Moves every ticked application to one status in one transaction, each through the single move's command (the
 * same checks: allowed moves, seats). If any cannot move, none moves, and the refusal names each and why.
 */
export async function moveApplications(db: Kysely<Database>, move: BulkMove, actor: AuditActor) {
  const numbers = [...new Set(move.numbers)];
  return db.transaction().execute(async (trx) => {
    const refused: string[] = [];
    for (const number of numbers) {
      try {
        await moveApplicationIn(trx, number, { status: move.status, note: move.note }, actor);
      } catch (error) {
        if (!(error instanceof RefusedError)) throw error;
        refused.push(`${number}: ${Object.values(error.fields)[0] ?? error.message}`);
      }
    }
    if (refused.length)
      throw new RefusedError(409, FIX_FIELDS, {
        numbers: `None was moved to "${STATUS_LABELS[move.status]}". ${refused.join("; ")}.`,
      });
    return { moved: numbers, status: move.status };
  });
}

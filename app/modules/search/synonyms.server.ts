import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import type { Database } from "../../../db/schema";
import { splitTerms, synonymGroupSchema } from "./synonyms";

type Db = Kysely<Database> | Transaction<Database>;

export type SynonymGroup = { id: number; terms: string[] };

/** Every group, oldest first: what a search expands its words with and what the office edits. */
export async function listSynonymGroups(db: Db): Promise<SynonymGroup[]> {
  const rows = await db.selectFrom("search_synonyms").select(["id", "terms"]).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, terms: splitTerms(row.terms) }));
}

function checkedTerms(text: unknown): string[] {
  const parsed = synonymGroupSchema.safeParse(typeof text === "string" ? text : "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Check the words of the group.";
    throw new RefusedError(400, message, { terms: message });
  }
  return parsed.data;
}

/**
 * Adds a group (`id` undefined) or replaces one group's words; refused with a field message for a group of
 * fewer than 2 or more than 20 words or a word over 40 characters. Null when the group no longer exists.
 */
export async function saveSynonymGroup(
  db: Kysely<Database>,
  input: { id?: number; terms: unknown },
  actor: AuditActor,
): Promise<SynonymGroup | null> {
  const terms = checkedTerms(input.terms);
  const text = terms.join(", ");
  return db.transaction().execute(async (trx) => {
    if (input.id === undefined) {
      const row = await trx
        .insertInto("search_synonyms")
        .values({ terms: text, updated_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "create",
        entity: "search_synonyms",
        entityKey: row.id,
        after: { terms: text },
      });
      return { id: row.id, terms };
    }
    const before = await trx
      .selectFrom("search_synonyms")
      .select("terms")
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!before) return null;
    await trx
      .updateTable("search_synonyms")
      .set({ terms: text, updated_at: nowIso() })
      .where("id", "=", input.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "search_synonyms",
      entityKey: input.id,
      before: { terms: before.terms },
      after: { terms: text },
    });
    return { id: input.id, terms };
  });
}

/** Removes a group; false when there was none. */
export async function deleteSynonymGroup(db: Kysely<Database>, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("search_synonyms").select("terms").where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await trx.deleteFrom("search_synonyms").where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "search_synonyms",
      entityKey: id,
      before: { terms: before.terms },
    });
    return true;
  });
}

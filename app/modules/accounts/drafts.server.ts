import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

// A form sent with an ended session (signed out in another tab, idle too long) is not lost: its text
// fields wait here under a random id that rides along /Login?redirectTo=<section>?draft=<id>, and the
// section puts them back after sign-in. Passwords and files are never kept.

const DRAFT_MINUTES = 30;
const MAX_FIELDS = 60;
const MAX_VALUE = 5_000;
const SECRET_FIELD = /password/i;

export type FormDraft = Record<string, string>;

/** Keeps the text fields of `form` (sent to `path`); returns the draft's id. */
export async function saveDraft(db: Kysely<Database>, path: string, form: FormData): Promise<string> {
  const fields: FormDraft = {};
  let count = 0;
  form.forEach((value, name) => {
    if (typeof value !== "string" || SECRET_FIELD.test(name) || count >= MAX_FIELDS) return;
    fields[name.slice(0, 100)] = value.slice(0, MAX_VALUE);
    count++;
  });
  const id = randomBytes(18).toString("base64url");
  const now = Date.now();
  await db
    .deleteFrom("form_drafts")
    .where("created_at", "<", new Date(now - DRAFT_MINUTES * 60_000).toISOString())
    .execute();
  await db
    .insertInto("form_drafts")
    .values({ id, path: path.slice(0, 300), fields: JSON.stringify(fields), created_at: new Date(now).toISOString() })
    .execute();
  return id;
}

/** The draft kept for `path` under `id`, once: it is removed as it is read. */
export async function takeDraft(
  db: Kysely<Database>,
  id: string | null | undefined,
  path: string,
): Promise<FormDraft | undefined> {
  if (!id || id.length > 64) return undefined;
  const row = await db.selectFrom("form_drafts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom("form_drafts").where("id", "=", id).execute();
  const fresh = Date.parse(row.created_at) > Date.now() - DRAFT_MINUTES * 60_000;
  if (!fresh || row.path.toLowerCase() !== path.toLowerCase()) return undefined;
  try {
    const fields: unknown = JSON.parse(row.fields);
    if (typeof fields !== "object" || fields === null) return undefined;
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string")) as FormDraft;
  } catch {
    return undefined;
  }
}

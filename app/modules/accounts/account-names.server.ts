import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";

// What other modules may know of an account: who it is and what to call it (the help desk's assignees and history,
// the command-line scripts). Passwords, secrets and sessions stay behind the accounts module's own functions.

type Db = Kysely<Database> | Transaction<Database>;

/** The account signed in as `userid`, if there is one. */
export function findAccountByUserid(db: Db, userid: string) {
  return db.selectFrom("admin_users").select(["id", "userid"]).where("userid", "=", userid).executeTakeFirst();
}

/** One account's display name and whether it is disabled. */
export function findAccountName(db: Db, id: number) {
  return db.selectFrom("admin_users").select(["display_name", "disabled"]).where("id", "=", id).executeTakeFirst();
}

/** Display names by account id, for the ids given (unknown ids are left out). */
export async function accountNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("admin_users").select(["id", "display_name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** Accounts that can be given work (not disabled), by display name. */
export function listActiveAccounts(db: Db) {
  return db
    .selectFrom("admin_users")
    .select(["id", "display_name", "userid"])
    .where("disabled", "=", 0)
    .orderBy("display_name")
    .execute();
}

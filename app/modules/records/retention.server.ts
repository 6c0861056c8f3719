import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

// Registered with the help desk's nightly retention job by app/wiring.server.ts: a rejected alumni registration
// (its photo went when it was rejected) is deleted once the retention period of the mail settings has passed.

export async function deleteExpiredRejectedRegistrations(db: Kysely<Database>, cutoff: Date) {
  const result = await db
    .deleteFrom("alumni_registrations")
    .where("status", "=", "rejected")
    .where("reviewed_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

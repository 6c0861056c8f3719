import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The application fee paid by UPI (docs/decisions/136-admission-fee-by-upi.md): one payment per application, the
// UTR the parent typed (unique: one bank transfer pays for one application) and how the office verified it.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("admission_payments"), "id")
    .addColumn("application_id", "integer", (c) =>
      c.notNull().unique().references("admission_applications.id").onDelete("cascade"),
    )
    .addColumn("provider", "varchar(20)", (c) => c.notNull())
    // Whole rupees: the class's fee when the parent entered the UTR.
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("utr", "varchar(12)", (c) => c.notNull().unique())
    // claimed (UTR entered, waiting for the office), verified, mismatch.
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    // The amount the bank statement showed for this UTR, in paise, when it differed.
    .addColumn("statement_paise", "integer")
    .addColumn("verified_via", "varchar(20)")
    .addColumn("verified_by", "varchar(100)")
    .addColumn("verified_at", "varchar(32)")
    .addColumn("entered_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admission_payments_status").on("admission_payments").column("status").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("admission_payments").execute();
}

import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Nothing of an alumnus is public unless the office ticks "show on website" (default off).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("alumni")
    .addColumn("showOnWebsite", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("alumni").addColumn("photo_key", "varchar(300)").execute();

  await addSerialKey(db, db.schema.createTable("alumni_registrations"), "id")
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("gender", "varchar(10)", (c) => c.notNull())
    .addColumn("studentorteacher", "varchar(10)", (c) => c.notNull())
    .addColumn("admissionyear", "varchar(4)", (c) => c.notNull())
    .addColumn("passoutyear", "varchar(4)", (c) => c.notNull())
    .addColumn("branch", "varchar(100)", (c) => c.notNull())
    .addColumn("contactnum", "varchar(20)", (c) => c.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("typeofemployee", "varchar(100)", (c) => c.notNull())
    .addColumn("designation", "varchar(100)", (c) => c.notNull())
    .addColumn("companyname", "varchar(150)", (c) => c.notNull())
    .addColumn("companylocation", "varchar(150)", (c) => c.notNull())
    .addColumn("facebookurl", "varchar(500)")
    .addColumn("linkedinurl", "varchar(500)")
    .addColumn("blogurl", "varchar(500)")
    .addColumn("websiteurl", "varchar(500)")
    .addColumn("comments", "text")
    .addColumn("consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("photo_key", "varchar(300)")
    .addColumn("status", "varchar(10)", (c) => c.notNull().defaultTo("pending"))
    /** Why the reviewer should look twice: "Same name and years as ALU2010001" and the like. */
    .addColumn("duplicate_note", "varchar(300)")
    .addColumn("alumni_registerid", "varchar(50)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("reviewed_at", "varchar(32)")
    .addColumn("reviewed_by", "varchar(100)")
    .execute();
  await db.schema
    .createIndex("alumni_registrations_status")
    .on("alumni_registrations")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("alumni_registrations").execute();
  await db.schema.alterTable("alumni").dropColumn("photo_key").execute();
  await db.schema.alterTable("alumni").dropColumn("showOnWebsite").execute();
}

import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "varchar(64)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("news")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("jobOpenings", "text", (c) => c.notNull())
    .addColumn("latestEvent", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("visitor_count")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("count", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();

  await addSerialKey(db, db.schema.createTable("contact_requests"), "id")
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("emailid", "varchar(254)", (c) => c.notNull())
    .addColumn("mobilnum", "varchar(20)")
    .addColumn("subject", "varchar(300)")
    .addColumn("message", "text")
    .addColumn("createdat", "varchar(32)", (c) => c.notNull())
    .addColumn("handled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("handled_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("contact_requests_createdat").on("contact_requests").column("createdat").execute();

  await addSerialKey(db, db.schema.createTable("enquiries"), "id")
    .addColumn("studentName", "varchar(200)", (c) => c.notNull())
    .addColumn("parentName", "varchar(200)", (c) => c.notNull())
    .addColumn("occupation", "varchar(200)")
    .addColumn("address", "varchar(500)")
    .addColumn("presentSchool", "varchar(200)")
    .addColumn("admissionSought", "varchar(100)")
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("daycareRequest", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("remarks", "text")
    .addColumn("createdat", "varchar(32)", (c) => c.notNull())
    .addColumn("handled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("handled_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("enquiries_createdat").on("enquiries").column("createdat").execute();

  await addSerialKey(db, db.schema.createTable("donation_pledges"), "id")
    .addColumn("donorName", "varchar(200)", (c) => c.notNull())
    .addColumn("phone", "varchar(20)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("createdat", "varchar(32)", (c) => c.notNull())
    .addColumn("handled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("handled_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("donation_pledges_createdat").on("donation_pledges").column("createdat").execute();

  await db.schema
    .createTable("committee_members")
    .addColumn("sno", "integer", (c) => c.primaryKey())
    .addColumn("designation", "varchar(200)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("address", "varchar(500)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("committee_members_name").on("committee_members").column("name").execute();

  await addSerialKey(db, db.schema.createTable("students"), "stdid")
    .addColumn("stdadmid", "varchar(50)", (c) => c.notNull().unique())
    .addColumn("stdaadhar", "varchar(20)", (c) => c.notNull())
    .addColumn("stdname", "varchar(200)", (c) => c.notNull())
    .addColumn("studentclass", "varchar(50)", (c) => c.notNull())
    .addColumn("section", "varchar(20)", (c) => c.notNull())
    .addColumn("contactnum", "varchar(20)", (c) => c.notNull())
    .addColumn("emailid", "varchar(254)", (c) => c.notNull())
    .addColumn("address", "varchar(500)", (c) => c.notNull())
    .addColumn("gender", "varchar(10)", (c) => c.notNull())
    .addColumn("admissionyear", "varchar(4)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("students_stdname").on("students").columns(["stdname", "stdid"]).execute();

  await addSerialKey(db, db.schema.createTable("faculty"), "facultyid")
    .addColumn("facultyadmid", "varchar(50)", (c) => c.notNull().unique())
    .addColumn("facultyaadhar", "varchar(20)", (c) => c.notNull())
    .addColumn("facultyname", "varchar(200)", (c) => c.notNull())
    .addColumn("subject", "varchar(100)", (c) => c.notNull())
    .addColumn("qualification", "varchar(200)", (c) => c.notNull())
    .addColumn("experience", "varchar(100)", (c) => c.notNull())
    .addColumn("contactnum", "varchar(20)", (c) => c.notNull())
    .addColumn("emailid", "varchar(254)", (c) => c.notNull())
    .addColumn("address", "varchar(500)", (c) => c.notNull())
    .addColumn("gender", "varchar(10)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("faculty_facultyname").on("faculty").columns(["facultyname", "facultyid"]).execute();

  await addSerialKey(db, db.schema.createTable("alumni"), "alumniid")
    .addColumn("registerid", "varchar(50)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("gender", "varchar(10)", (c) => c.notNull())
    .addColumn("studentorteacher", "varchar(10)", (c) => c.notNull())
    .addColumn("admissionyear", "varchar(4)", (c) => c.notNull())
    .addColumn("passoutyear", "varchar(4)", (c) => c.notNull())
    .addColumn("branch", "varchar(100)", (c) => c.notNull())
    .addColumn("contactnum", "varchar(20)", (c) => c.notNull())
    .addColumn("typeofemployee", "varchar(100)", (c) => c.notNull())
    .addColumn("designation", "varchar(200)", (c) => c.notNull())
    .addColumn("companyname", "varchar(200)", (c) => c.notNull())
    .addColumn("companylocation", "varchar(200)", (c) => c.notNull())
    .addColumn("facebookurl", "varchar(500)")
    .addColumn("linkedinurl", "varchar(500)")
    .addColumn("blogurl", "varchar(500)")
    .addColumn("websiteurl", "varchar(500)")
    .addColumn("comments", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("alumni_name").on("alumni").columns(["name", "alumniid"]).execute();

  await db.schema
    .createTable("media")
    .addColumn("key", "varchar(300)", (c) => c.primaryKey())
    .addColumn("content_type", "varchar(100)", (c) => c.notNull())
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("variants", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("original_name", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await addSerialKey(db, db.schema.createTable("gallery_items"), "id")
    .addColumn("media_key", "varchar(300)", (c) => c.references("media.key").onDelete("set null"))
    .addColumn("screenname", "varchar(20)", (c) => c.notNull())
    .addColumn("imageorvideo", "varchar(10)", (c) => c.notNull())
    .addColumn("imagename", "varchar(30)")
    .addColumn("videoname", "varchar(30)")
    .addColumn("eventname", "varchar(30)", (c) => c.notNull())
    .addColumn("eventdesc", "varchar(150)")
    .addColumn("eventdate", "varchar(10)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_by", "integer")
    .execute();
  await db.schema
    .createIndex("gallery_items_screenname")
    .on("gallery_items")
    .columns(["screenname", "eventdate"])
    .execute();

  await addSerialKey(db, db.schema.createTable("slides"), "id")
    .addColumn("slidename", "varchar(50)", (c) => c.notNull())
    .addColumn("sno", "integer", (c) => c.notNull())
    .addColumn("media_key", "varchar(300)", (c) => c.notNull().references("media.key"))
    .addColumn("alt", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("slides_slidename_sno", ["slidename", "sno"])
    .execute();

  await addSerialKey(db, db.schema.createTable("admin_users"), "id")
    .addColumn("userid", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("display_name", "varchar(200)", (c) => c.notNull())
    .addColumn("role", "varchar(10)", (c) => c.notNull())
    .addColumn("password_hash", "varchar(300)", (c) => c.notNull())
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_login_at", "varchar(32)")
    .addColumn("password_changed_at", "varchar(32)")
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)")
    .addColumn("user_agent", "varchar(300)")
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await addSerialKey(db, db.schema.createTable("login_attempts"), "id")
    .addColumn("userid", "varchar(100)", (c) => c.notNull())
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_lookup")
    .on("login_attempts")
    .columns(["userid", "ip", "created_at"])
    .execute();

  await addSerialKey(db, db.schema.createTable("audit_log"), "id")
    .addColumn("actor_id", "integer")
    .addColumn("actor_userid", "varchar(100)")
    .addColumn("action", "varchar(50)", (c) => c.notNull())
    .addColumn("entity", "varchar(50)")
    .addColumn("entity_key", "varchar(300)")
    .addColumn("changes", "text")
    .addColumn("ip", "varchar(64)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_at").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "audit_log",
    "login_attempts",
    "sessions",
    "admin_users",
    "slides",
    "gallery_items",
    "media",
    "alumni",
    "faculty",
    "students",
    "committee_members",
    "donation_pledges",
    "enquiries",
    "contact_requests",
    "visitor_count",
    "news",
    "site_settings",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

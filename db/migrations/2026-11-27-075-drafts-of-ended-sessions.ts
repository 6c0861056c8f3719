import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// A draft is kept only for someone whose session ended recently (issue 32, H2): a session's end is remembered for a
// day (its token's hash and account), and each draft belongs to the account that made it. Drafts kept before this
// have no owner and live 30 minutes at most: they are dropped.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("ended_sessions")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("ended_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("ended_sessions_ended_at").on("ended_sessions").column("ended_at").execute();
  await sql`delete from form_drafts`.execute(db);
  await db.schema.alterTable("form_drafts").addColumn("user_id", "integer").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("form_drafts").dropColumn("user_id").execute();
  await db.schema.dropTable("ended_sessions").ifExists().execute();
}

import { sql, type Kysely } from "kysely";
import { addSerialKey, isPostgres } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// One row per public thing the site search can find (a page, an event, a post, a document, an alumnus),
// written by the features in the same transaction as their own write. Only public things are stored,
// so the search never has to know each kind's publishing rules.
// SQLite: an FTS5 table over it (external content, kept by triggers). PostgreSQL: a table of tsvectors
// (title weighted above body) with a GIN index, kept by a trigger.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("search_entries"), "id")
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("item_key", "varchar(200)", (c) => c.notNull())
    .addColumn("title", "varchar(300)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "varchar(500)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("search_entries_item", ["kind", "item_key"])
    .execute();

  if (isPostgres(db)) {
    // The vectors live in a narrow table of their own, uncompressed (storage external; most stay inline):
    // ranking reads every match's vector, and reading them beside long compressed bodies cost several times more.
    await sql`create table search_vectors (
      entry_id integer primary key references search_entries (id) on delete cascade,
      search_vector tsvector not null
    )`.execute(db);
    await sql`alter table search_vectors alter column search_vector set storage external`.execute(db);
    await sql`create index search_vectors_gin on search_vectors using gin (search_vector)`.execute(db);
    await sql`create function search_entries_vector() returns trigger language plpgsql as $$
      begin
        insert into search_vectors (entry_id, search_vector)
          values (new.id, setweight(to_tsvector('english', new.title), 'A') || setweight(to_tsvector('english', new.body), 'D'))
          on conflict (entry_id) do update set search_vector = excluded.search_vector;
        return null;
      end $$`.execute(db);
    await sql`create trigger search_entries_vector after insert or update of title, body on search_entries
      for each row execute function search_entries_vector()`.execute(db);
  } else {
    // Porter stemming ("sports" finds "sport"), accents folded ("ecole" finds "école").
    await sql`create virtual table search_entries_fts using fts5(
      title, body, content='search_entries', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create trigger search_entries_fts_insert after insert on search_entries begin
      insert into search_entries_fts (rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
    await sql`create trigger search_entries_fts_delete after delete on search_entries begin
      insert into search_entries_fts (search_entries_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
    end`.execute(db);
    await sql`create trigger search_entries_fts_update after update on search_entries begin
      insert into search_entries_fts (search_entries_fts, rowid, title, body) values ('delete', old.id, old.title, old.body);
      insert into search_entries_fts (rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`drop table if exists search_vectors`.execute(db);
    await sql`drop trigger if exists search_entries_vector on search_entries`.execute(db);
    await sql`drop function if exists search_entries_vector()`.execute(db);
  } else {
    for (const event of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists search_entries_fts_${event}`).execute(db);
    await sql`drop table if exists search_entries_fts`.execute(db);
  }
  await db.schema.dropTable("search_entries").ifExists().execute();
}

import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// A page's headings weigh more than its body text and less than its title: a third indexed column, weighted on
// both engines alike (SQLite bm25 10 / 4 / 1; PostgreSQL A / B / D, ts_rank's 1.0 / 0.4 / 0.1).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("search_entries")
    .addColumn("headings", "varchar(4000)", (c) => c.notNull().defaultTo(""))
    .execute();
  if (isPostgres(db)) {
    await sql`create or replace function search_entries_vector() returns trigger language plpgsql as $$
      begin
        insert into search_vectors (entry_id, search_vector)
          values (new.id, setweight(to_tsvector('english', new.title), 'A')
            || setweight(to_tsvector('english', new.headings), 'B')
            || setweight(to_tsvector('english', new.body), 'D'))
          on conflict (entry_id) do update set search_vector = excluded.search_vector;
        return null;
      end $$`.execute(db);
    await sql`drop trigger if exists search_entries_vector on search_entries`.execute(db);
    await sql`create trigger search_entries_vector after insert or update of title, headings, body on search_entries
      for each row execute function search_entries_vector()`.execute(db);
    return;
  }
  for (const event of ["insert", "delete", "update"])
    await sql.raw(`drop trigger if exists search_entries_fts_${event}`).execute(db);
  await sql`drop table if exists search_entries_fts`.execute(db);
  await sql`create virtual table search_entries_fts using fts5(
    title, headings, body, content='search_entries', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger search_entries_fts_insert after insert on search_entries begin
    insert into search_entries_fts (rowid, title, headings, body) values (new.id, new.title, new.headings, new.body);
  end`.execute(db);
  await sql`create trigger search_entries_fts_delete after delete on search_entries begin
    insert into search_entries_fts (search_entries_fts, rowid, title, headings, body)
      values ('delete', old.id, old.title, old.headings, old.body);
  end`.execute(db);
  await sql`create trigger search_entries_fts_update after update on search_entries begin
    insert into search_entries_fts (search_entries_fts, rowid, title, headings, body)
      values ('delete', old.id, old.title, old.headings, old.body);
    insert into search_entries_fts (rowid, title, headings, body) values (new.id, new.title, new.headings, new.body);
  end`.execute(db);
  await sql`insert into search_entries_fts (search_entries_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) {
    await sql`create or replace function search_entries_vector() returns trigger language plpgsql as $$
      begin
        insert into search_vectors (entry_id, search_vector)
          values (new.id, setweight(to_tsvector('english', new.title), 'A') || setweight(to_tsvector('english', new.body), 'D'))
          on conflict (entry_id) do update set search_vector = excluded.search_vector;
        return null;
      end $$`.execute(db);
    await sql`drop trigger if exists search_entries_vector on search_entries`.execute(db);
    await sql`create trigger search_entries_vector after insert or update of title, body on search_entries
      for each row execute function search_entries_vector()`.execute(db);
  } else {
    for (const event of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists search_entries_fts_${event}`).execute(db);
    await sql`drop table if exists search_entries_fts`.execute(db);
    await sql`create virtual table search_entries_fts using fts5(
      title, body, content='search_entries', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2'
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
    await sql`insert into search_entries_fts (search_entries_fts) values ('rebuild')`.execute(db);
  }
  await db.schema.alterTable("search_entries").dropColumn("headings").execute();
}

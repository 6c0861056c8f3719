import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Content per language (docs/decisions/139-content-translations.md): news posts, events, the ticker and slides get
// `translations`, a JSON object by language code ({"hi": {"title": …}}); dates, pictures and links stay shared.
// Search per language (docs/decisions/140-indic-search-and-feeds-per-language.md): each search entry has a
// `language`; SQLite's FTS5 tokenizer counted Devanagari and Telugu vowel signs (categories M*) as separators and
// cut "शुल्क" into "श ल क", so the index is rebuilt with the marks kept inside words. PostgreSQL indexes entries in
// another language than English with the `simple` configuration (no English stemming or stop words on them).
const CONTENT_TABLES = ["news_posts", "events", "news", "slides"] as const;

const SQLITE_TOKENIZER = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'";
const OLD_SQLITE_TOKENIZER = "porter unicode61 remove_diacritics 2";

async function sqliteIndex(db: Kysely<unknown>, tokenizer: string) {
  for (const event of ["insert", "delete", "update"])
    await sql.raw(`drop trigger if exists search_entries_fts_${event}`).execute(db);
  await sql`drop table if exists search_entries_fts`.execute(db);
  await sql
    .raw(
      `create virtual table search_entries_fts using fts5(
        title, headings, body, content='search_entries', content_rowid='id', tokenize="${tokenizer}"
      )`,
    )
    .execute(db);
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

async function postgresTrigger(db: Kysely<unknown>, config: string, columns: string) {
  await sql
    .raw(
      `create or replace function search_entries_vector() returns trigger language plpgsql as $$
      declare config regconfig := ${config};
      begin
        insert into search_vectors (entry_id, search_vector)
          values (new.id, setweight(to_tsvector(config, new.title), 'A')
            || setweight(to_tsvector(config, new.headings), 'B')
            || setweight(to_tsvector(config, new.body), 'D'))
          on conflict (entry_id) do update set search_vector = excluded.search_vector;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`drop trigger if exists search_entries_vector on search_entries`.execute(db);
  await sql
    .raw(
      `create trigger search_entries_vector after insert or update of ${columns} on search_entries
      for each row execute function search_entries_vector()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>) {
  for (const table of CONTENT_TABLES)
    await db.schema
      .alterTable(table)
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
  await db.schema
    .alterTable("search_entries")
    .addColumn("language", "varchar(8)", (c) => c.notNull().defaultTo("en"))
    .execute();
  if (isPostgres(db)) {
    await postgresTrigger(
      db,
      "(case when new.language = 'en' then 'english' else 'simple' end)::regconfig",
      "title, headings, body, language",
    );
    return;
  }
  await sqliteIndex(db, SQLITE_TOKENIZER);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) await postgresTrigger(db, "'english'", "title, headings, body");
  else await sqliteIndex(db, OLD_SQLITE_TOKENIZER);
  await db.schema.alterTable("search_entries").dropColumn("language").execute();
  for (const table of CONTENT_TABLES) await db.schema.alterTable(table).dropColumn("translations").execute();
}

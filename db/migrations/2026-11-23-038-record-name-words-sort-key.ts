import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";
import { TABLES, sqliteWordsJson } from "./2026-11-23-022-record-name-words";

// Each name word also carries its record's whole name, lower-cased as the table sorts it (name_key), with an
// index on (table_name, word, name_key, record_id): a search's first page sorted by name is then read from that
// index alone, without reading and sorting every matching record. Triggers of migration 022 are replaced by ones
// that write name_key too.
async function sqliteTriggers(db: Kysely<unknown>, withKey: boolean) {
  for (const { table, id, name } of TABLES) {
    const words = (row: "new" | "old") => {
      const json = sqliteWordsJson(`${row}.${name}`);
      const key = withKey ? `, lower(${row}.${name})` : "";
      return `select '${table}', substr(value, 1, 200), ${row}.${id}${key} from json_each(case when json_valid(${json}) then ${json} else '[]' end) where value <> ''`;
    };
    const columns = withKey ? "table_name, word, record_id, name_key" : "table_name, word, record_id";
    const insertWords = `insert or ignore into record_name_words (${columns}) ${words("new")};`;
    const deleteWords = `delete from record_name_words where table_name = '${table}' and record_id = old.${id};`;
    await sql.raw(`drop trigger if exists ${table}_name_words_insert`).execute(db);
    await sql.raw(`drop trigger if exists ${table}_name_words_update`).execute(db);
    await sql
      .raw(`create trigger ${table}_name_words_insert after insert on ${table} begin ${insertWords} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_name_words_update after update of ${name}, ${id} on ${table} begin ${deleteWords} ${insertWords} end`,
      )
      .execute(db);
  }
}

async function postgresFunction(db: Kysely<unknown>, withKey: boolean) {
  const columns = withKey ? sql`(table_name, word, record_id, name_key)` : sql`(table_name, word, record_id)`;
  const key = withKey ? sql`, lower(coalesce(changed_name, ''))` : sql``;
  await sql`create or replace function record_name_words_sync() returns trigger language plpgsql as $$
      declare
        changed_id integer;
        changed_name text;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          execute format('select ($1).%I', tg_argv[0]) into changed_id using old;
          delete from record_name_words where table_name = tg_table_name and record_id = changed_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          execute format('select ($1).%I, ($1).%I', tg_argv[0], tg_argv[1]) into changed_id, changed_name using new;
          insert into record_name_words ${columns}
            select tg_table_name, left(word, 200), changed_id${key}
            from regexp_split_to_table(lower(coalesce(changed_name, '')), '[[:space:].,()/''-]+') as word
            where word <> ''
            on conflict do nothing;
        end if;
        return null;
      end $$`.execute(db);
}

export async function up(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  // PostgreSQL compares byte-wise ("C"), as the name index it stands in for (lower(name) collate "C").
  await sql
    .raw(`alter table record_name_words add column name_key varchar(1000)${postgres ? ' collate "C"' : ""}`)
    .execute(db);
  for (const { table, id, name } of TABLES) {
    await sql
      .raw(
        `update record_name_words set name_key = (select lower(${name}) from ${table} where ${table}.${id} = record_name_words.record_id) where table_name = '${table}'`,
      )
      .execute(db);
  }
  await sql
    .raw(`create index record_name_words_sorted on record_name_words (table_name, word, name_key, record_id)`)
    .execute(db);
  if (postgres) await postgresFunction(db, true);
  else await sqliteTriggers(db, true);
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) await postgresFunction(db, false);
  else await sqliteTriggers(db, false);
  await sql.raw(`drop index record_name_words_sorted`).execute(db);
  await sql.raw(`alter table record_name_words drop column name_key`).execute(db);
}

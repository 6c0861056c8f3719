import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// Every word of every record's name, lower-cased, kept by triggers: a search for "rao" finds
// "Dr. Srinivasa Rao" through an index range on `word` instead of scanning every name. Words are split
// at spaces and at . , ( ) / - ' (so "Dr.", "K.Lakshmi" and "D'Souza" give dr, k, lakshmi, d, souza).
// Triggers keep rows written by any path (the API, imports, seeding, a DBA's insert) searchable.
export const TABLES = [
  { table: "students", id: "stdid", name: "stdname" },
  { table: "faculty", id: "facultyid", name: "facultyname" },
  { table: "alumni", id: "alumniid", name: "name" },
  { table: "committee_members", id: "sno", name: "name" },
] as const;

/** SQLite: the separators become spaces, then each run of text between spaces one item of a JSON array. */
export function sqliteWordsJson(column: string) {
  let text = `replace(replace(lower(${column}), '\\', '\\\\'), '"', '\\"')`;
  for (const separator of [".", ",", "(", ")", "/", "-", "''", "char(9)", "char(10)", "char(13)"]) {
    const literal = separator.startsWith("char(") ? separator : `'${separator}'`;
    text = `replace(${text}, ${literal}, ' ')`;
  }
  return `'["' || replace(${text}, ' ', '","') || '"]'`;
}

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("record_name_words")
    .addColumn("table_name", "varchar(50)", (c) => c.notNull())
    .addColumn("word", "varchar(200)", (c) => c.notNull())
    .addColumn("record_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("record_name_words_pk", ["table_name", "word", "record_id"])
    .execute();
  await db.schema
    .createIndex("record_name_words_by_record")
    .on("record_name_words")
    .columns(["table_name", "record_id"])
    .execute();

  if (isPostgres(db)) {
    // Byte-wise order, so `word >= 'rao' and word < 'rao' || U+10FFFF` is a true prefix range on the index.
    await sql`alter table record_name_words alter column word type varchar(200) collate "C"`.execute(db);
    await sql`create function record_name_words_sync() returns trigger language plpgsql as $$
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
          insert into record_name_words (table_name, word, record_id)
            select tg_table_name, left(word, 200), changed_id
            from regexp_split_to_table(lower(coalesce(changed_name, '')), '[[:space:].,()/''-]+') as word
            where word <> ''
            on conflict do nothing;
        end if;
        return null;
      end $$`.execute(db);
    for (const { table, id, name } of TABLES) {
      await sql`create trigger ${sql.id(`${table}_name_words`)} after insert or delete or update of ${sql.id(name)}, ${sql.id(id)} on ${sql.table(table)} for each row execute function record_name_words_sync(${sql.lit(id)}, ${sql.lit(name)})`.execute(
        db,
      );
      await sql`insert into record_name_words (table_name, word, record_id)
        select ${table}, left(word, 200), ${sql.ref(id)}
        from ${sql.table(table)}, regexp_split_to_table(lower(${sql.ref(name)}), '[[:space:].,()/''-]+') as word
        where word <> ''
        on conflict do nothing`.execute(db);
    }
  } else {
    for (const { table, id, name } of TABLES) {
      const words = (row: "new" | "old") => {
        const json = sqliteWordsJson(`${row}.${name}`);
        return `select '${table}', substr(value, 1, 200), ${row}.${id} from json_each(case when json_valid(${json}) then ${json} else '[]' end) where value <> ''`;
      };
      const insertWords = (row: "new" | "old") =>
        `insert or ignore into record_name_words (table_name, word, record_id) ${words(row)};`;
      const deleteWords = `delete from record_name_words where table_name = '${table}' and record_id = old.${id};`;
      await sql
        .raw(`create trigger ${table}_name_words_insert after insert on ${table} begin ${insertWords("new")} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_name_words_update after update of ${name}, ${id} on ${table} begin ${deleteWords} ${insertWords("new")} end`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${table}_name_words_delete after delete on ${table} begin ${deleteWords} end`)
        .execute(db);
      const json = sqliteWordsJson(name);
      await sql
        .raw(
          `insert or ignore into record_name_words (table_name, word, record_id) select '${table}', substr(value, 1, 200), ${id} from ${table}, json_each(case when json_valid(${json}) then ${json} else '[]' end) where value <> ''`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>) {
  for (const { table } of TABLES) {
    if (isPostgres(db))
      await sql`drop trigger if exists ${sql.id(`${table}_name_words`)} on ${sql.table(table)}`.execute(db);
    else
      for (const event of ["insert", "update", "delete"])
        await sql.raw(`drop trigger if exists ${table}_name_words_${event}`).execute(db);
  }
  if (isPostgres(db)) await sql`drop function if exists record_name_words_sync()`.execute(db);
  await db.schema.dropTable("record_name_words").ifExists().execute();
}

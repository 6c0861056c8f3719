import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// CBSE asks for a prominent link to the Mandatory Public Disclosure: the About Us menu lists it last (the home page
// and the footer link it too), unless the office renamed that section or already links the page.
export async function up(db: Kysely<unknown>) {
  const now = new Date().toISOString();
  await sql`insert into menu_entries (section_id, position, label, path, path_key, hidden, updated_at)
    select s.id, (select coalesce(max(i.position), -1) + 1 from menu_entries i where i.section_id = s.id),
      'Mandatory Public Disclosure', '/mandatory-public-disclosure', 'mandatory-public-disclosure', 0, ${now}
    from menu_entries s where s.section_id is null and s.label = 'About Us'
    and not exists (select 1 from menu_entries where path_key = 'mandatory-public-disclosure')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from menu_entries where path_key = 'mandatory-public-disclosure'`.execute(db);
}

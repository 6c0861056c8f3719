import { sql, type Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The Donate page's items, managed by the office. They replace the fixed "Item 1" to "Item 5" at the spec's
// costs, in the same order, so they take the ids 1 to 5 that pledges and clients already used.
const SPEC_ITEMS: [string, string, number][] = [
  ["A set of notebooks", "Notebooks and a geometry box for one child for a term.", 10],
  ["A library book", "A new book for the school library, with your name on its bookplate.", 20],
  ["A bench", "A share of a wooden bench for the playground or the assembly ground.", 30],
  ["A computer-lab hour", "One hour of the computer lab for a class: power, upkeep and software.", 40],
  ["A tree for the campus", "A sapling planted on the campus green belt and looked after until it stands alone.", 50],
];

export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("donation_items"), "id")
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("description", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("cost", "integer", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const [index, [name, description, cost]] of SPEC_ITEMS.entries()) {
    await sql`insert into donation_items (name, description, cost, sort_order, active, created_at, updated_at)
      values (${name}, ${description}, ${cost}, ${index + 1}, 1, ${now}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("donation_items").execute();
}

import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The sample donation items kept the spec's placeholder costs (Rs. 10 to 50: a bench at Rs. 30), which a parent
// reads as the school's prices. They get plausible sample prices, flagged as samples for the office to replace;
// an item the office has already renamed or repriced is left alone (decision 109).
const SAMPLE_PRICES: { name: string; was: number; cost: number; description: string }[] = [
  {
    name: "A set of notebooks",
    was: 10,
    cost: 600,
    description: "Notebooks and a geometry box for one child for a term.",
  },
  {
    name: "A library book",
    was: 20,
    cost: 400,
    description: "A new book for the school library, with your name on its bookplate.",
  },
  {
    name: "A bench",
    was: 30,
    cost: 6000,
    description: "A wooden bench for the playground or the assembly ground.",
  },
  {
    name: "A computer-lab hour",
    was: 40,
    cost: 1500,
    description: "One hour of the computer lab for a class: power, upkeep and software.",
  },
  {
    name: "A tree for the campus",
    was: 50,
    cost: 1000,
    description: "A sapling planted on the campus green belt and looked after until it stands alone.",
  },
];

const SAMPLE_NOTE = " (Sample price: the school office sets its own.)";

export async function up(db: Kysely<unknown>) {
  for (const item of SAMPLE_PRICES)
    await sql`update donation_items set cost = ${item.cost}, description = ${item.description + SAMPLE_NOTE}
      where name = ${item.name} and cost = ${item.was}`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  for (const item of SAMPLE_PRICES)
    await sql`update donation_items set cost = ${item.was}, description = ${item.description}
      where name = ${item.name} and cost = ${item.cost}`.execute(db);
}

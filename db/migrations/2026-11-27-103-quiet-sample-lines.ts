import type { Kysely } from "kysely";

type Settings = { site_settings: { key: string; value: string } };

// Frozen: later changes go into new migration files.
// A new install's header lines said "Registration No. SAMPLE/0000/2024" and "(sample affiliation)" to parents.
// They become quiet samples (the dashboard's "Make the site yours" list and a signed-in "sample" mark tell the
// office), only while they still hold the words they were installed with.
const LINES: [key: string, from: string, to: string][] = [
  ["registrationLine", "Registration No. SAMPLE/0000/2024", "Registration No. 0000/2010"],
  [
    "affiliationLine",
    "English medium, {classes}, {boards} (sample affiliation)",
    "English medium, {classes}, {boards}, Affiliation No. 0000000",
  ],
];

export async function up(db: Kysely<unknown>) {
  await rewrite(db, LINES);
}

export async function down(db: Kysely<unknown>) {
  await rewrite(
    db,
    LINES.map(([key, from, to]) => [key, to, from]),
  );
}

async function rewrite(db: Kysely<unknown>, lines: [string, string, string][]) {
  const settings = db as unknown as Kysely<Settings>;
  for (const [key, from, to] of lines)
    await settings
      .updateTable("site_settings")
      .set({ value: to })
      .where("key", "=", key)
      .where("value", "=", from)
      .execute();
}

import { sql, type Kysely } from "kysely";

type HolidaysPage = { pages: { path_key: string; built_in: number; lead: string | null; blocks: string } };

// Frozen: later changes go into new migration files.
// Parents met developer and legacy words in the menu: an unexplained "SDP", two items both called "Online Enquiry"
// and a LOGIN for staff among the parents' links (staff sign in from the footer's quiet link; /Login still works).
// Built-in pages said "(Downloads)" inside link buttons, "Go to SDP" and "OUR HIGHLIGHTS" in letter-spaced capitals.
// The holidays page listed months without a year ("Dasara vacation: October"); it now lists the calendar's holiday
// events with their dates, so its old table goes, unless the office has changed it.
// Each entry and phrase changes only while it still has the words it was installed with, so the office's own edits
// stay.
const RENAMES: [from: string, to: string, path: string | null][] = [
  ["SDP", "Development", null],
  ["Online Enquiry", "Send a Message", "/ContactUs"],
  ["Online Enquiry Form", "Admission Enquiry", "/Onlineenquiryform"],
  ["Student Enrollment", "Student Enrolment", "/Studentenrollment"],
];

const PAGE_PHRASES: [from: string, to: string][] = [
  [' (Downloads)"', '"'],
  ['"Go to SDP"', '"See the development plan"'],
  ['"OUR HIGHLIGHTS"', '"Our highlights"'],
];

export async function up(db: Kysely<unknown>) {
  for (const [from, to] of PAGE_PHRASES)
    await sql`update pages set blocks = replace(blocks, ${from}, ${to}) where built_in = 1`.execute(db);
  for (const [from, to, path] of RENAMES)
    await sql`update menu_entries set label = ${to}
      where label = ${from} and ${path === null ? sql`path is null` : sql`path = ${path}`}`.execute(db);
  await sql`update menu_entries set hidden = 1 where label = 'LOGIN' and path = '/Login'`.execute(db);
  await datedHolidays(db as unknown as Kysely<HolidaysPage>);
}

const OLD_HOLIDAYS_LEAD =
  "The main holidays of the academic year. Exact dates are in the academic calendar on the downloads page.";
const NEW_HOLIDAYS_LEAD =
  "The holidays and vacations of this academic year, with their dates. Holidays that follow the festival calendar are confirmed by the office nearer the day.";

async function datedHolidays(db: Kysely<HolidaysPage>) {
  const page = await db
    .selectFrom("pages")
    .select(["lead", "blocks"])
    .where("path_key", "=", "holidays")
    .where("built_in", "=", 1)
    .executeTakeFirst();
  if (!page) return;
  const blocks = JSON.parse(page.blocks) as { type: string; caption?: string; rows?: string[][] }[];
  const kept = blocks.filter(
    (block) =>
      !(block.type === "table" && block.caption === "Holidays and vacations" && block.rows?.[0]?.[1] === "15 August"),
  );
  await db
    .updateTable("pages")
    .set({ blocks: JSON.stringify(kept), lead: page.lead === OLD_HOLIDAYS_LEAD ? NEW_HOLIDAYS_LEAD : page.lead })
    .where("path_key", "=", "holidays")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const [from, to, path] of RENAMES)
    await sql`update menu_entries set label = ${from}
      where label = ${to} and ${path === null ? sql`path is null` : sql`path = ${path}`}`.execute(db);
  await sql`update menu_entries set hidden = 0 where label = 'LOGIN' and path = '/Login'`.execute(db);
}

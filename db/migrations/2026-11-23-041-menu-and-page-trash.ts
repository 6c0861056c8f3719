import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

type MenuLink = { label: string; path: string };
type MenuEntry = MenuLink | { label: string; items: MenuLink[] };

/** The menu as app/content/site.ts had it when the office took it over (frozen with the migration). */
const STARTING_MENU: MenuEntry[] = [
  { label: "Home", path: "/" },
  {
    label: "About Us",
    items: [
      { label: "Vidhya", path: "/Vidhya" },
      { label: "Executive Committee", path: "/Commite" },
      { label: "Support Us", path: "/Supportus" },
      { label: "Alumni Details", path: "/Alumini" },
      { label: "News Letter", path: "/Newsletter" },
    ],
  },
  {
    label: "SDP",
    items: [
      { label: "School Development Plan", path: "/Sdp" },
      { label: "Donate", path: "/Donate" },
    ],
  },
  {
    label: "Facilities",
    items: [
      { label: "Classroom", path: "/Classroom" },
      { label: "Sports", path: "/Sportsroom" },
      { label: "IT/Computer Lab", path: "/Labroom" },
      { label: "Medical", path: "/Medical" },
      { label: "Laboratories", path: "/Laboratories" },
      { label: "Library", path: "/Library" },
      { label: "Auditorium", path: "/Auditorium" },
      { label: "Arts & Crafts", path: "/Arts" },
      { label: "Transport", path: "/Transport" },
      { label: "Residential", path: "/Boardingroom" },
    ],
  },
  {
    label: "Beyond",
    items: [
      { label: "Sadacharam", path: "/Sadacharam" },
      { label: "SVAV Prathana", path: "/Svavprathana" },
      { label: "Sanskrit", path: "/Sanskrit" },
      { label: "Yoga", path: "/Yoga" },
    ],
  },
  {
    label: "Admission",
    items: [
      { label: "Admission Process", path: "/AdmissionProcess" },
      { label: "Online Enquiry", path: "/ContactUs" },
      { label: "Online Enquiry Form", path: "/Onlineenquiryform" },
      { label: "Fee Structure", path: "/Feestructure" },
      { label: "Student Enrollment", path: "/Login" },
      { label: "Download Brochure", path: "/Download" },
      { label: "FAQ", path: "/Faq" },
    ],
  },
  {
    label: "Academic",
    items: [
      { label: "Curriculum", path: "/Cirriculum" },
      { label: "Philosophy", path: "/Philosophy" },
      { label: "Holidays", path: "/Holidays" },
      { label: "Downloads", path: "/Downloads" },
    ],
  },
  {
    label: "News & Events",
    items: [
      { label: "Events", path: "/Events" },
      { label: "Gallery", path: "/Gallery" },
      { label: "Hall of Fame", path: "/Halloffame" },
    ],
  },
  {
    label: "Career",
    items: [
      { label: "Professional Development", path: "/ProfessionalDevelopment" },
      { label: "Job Opening", path: "/JobOpening" },
    ],
  },
  { label: "Contact Us", path: "/contact" },
  { label: "LOGIN", path: "/Login" },
];

type MenuTables = {
  menu_entries: {
    id?: number;
    section_id: number | null;
    position: number;
    label: string;
    path: string | null;
    path_key: string | null;
    updated_at: string;
  };
  pages: { path_key: string; menu_section: string | null };
};

const keyOf = (path: string) => path.replace(/^\/+|\/+$/g, "").toLowerCase();

// Frozen: later changes go into new migration files.
// The header menu, edited by the office: top-level entries (a link, or a section holding links) and the links of
// each section, in order. The first start fills it from app/content/site.ts. `path_key` is the link's path in lower
// case without slashes, the key of `pages`, so a link to a page knows when that page is hidden or in the trash.
// Pages the office added can be put in the trash (trashed_at) and restored for 30 days.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("menu_entries"), "id")
    .addColumn("section_id", "integer", (c) => c.references("menu_entries.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "varchar(60)", (c) => c.notNull())
    .addColumn("path", "varchar(200)")
    .addColumn("path_key", "varchar(200)")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .execute();
  await db.schema.createIndex("menu_entries_order").on("menu_entries").columns(["section_id", "position"]).execute();

  // Filled here rather than at start-up: migrations run once, under the migrator's lock, so two instances
  // starting together cannot both fill it.
  const menu = db as unknown as Kysely<MenuTables>;
  const now = new Date().toISOString();
  for (const [position, entry] of STARTING_MENU.entries()) {
    const path = "path" in entry ? entry.path : null;
    const section = await menu
      .insertInto("menu_entries")
      .values({ section_id: null, position, label: entry.label, path, path_key: path && keyOf(path), updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if ("items" in entry)
      await menu
        .insertInto("menu_entries")
        .values(
          entry.items.map((item, index) => ({
            section_id: section.id,
            position: index,
            label: item.label,
            path: item.path,
            path_key: keyOf(item.path),
            updated_at: now,
          })),
        )
        .execute();
    // Pages already in the database learn the section that lists them (new installs: when they are seeded).
    if ("items" in entry)
      await menu
        .updateTable("pages")
        .set({ menu_section: entry.label })
        .where(
          "path_key",
          "in",
          entry.items.map((item) => keyOf(item.path)),
        )
        .execute();
  }

  await db.schema.alterTable("pages").addColumn("trashed_at", "varchar(32)").execute();
  await db.schema.alterTable("pages").addColumn("trashed_by", "varchar(100)").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("pages").dropColumn("trashed_by").execute();
  await db.schema.alterTable("pages").dropColumn("trashed_at").execute();
  await db.schema.dropTable("menu_entries").execute();
}

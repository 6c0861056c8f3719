import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The school's facts (class range, boards, campus, timings...) were typed into the built-in pages' words, and the
// pages disagreed (Nursery to class 10 here, Nursery to VIII growing to XII there). They are now site settings
// filled in through tokens (docs/decisions/107-one-set-of-school-facts.md). Each built-in text below is replaced
// by its tokens only where the page still holds it word for word: what the office has changed stays as it is.

/** [the built-in text as first seeded, the same words with the facts as tokens] */
const SEEDED_TO_TOKENS: [string, string][] = [
  ["{school} | Day and residential school, Nursery to class 10", "{school} | Day and residential school, {classes}"],
  [
    "{school}: an English-medium day and residential school from Nursery to class 10 (SSC and CBSE) on a 33-acre campus.",
    "{school}: an English-medium day and residential school from {classes} ({boards}) on a {acres}-acre campus.",
  ],
  [
    "An English-medium day and residential school from Nursery to class 10, following the SSC and CBSE syllabi on a green 33-acre campus. We join global competence with ancient wisdom.",
    "An English-medium day and residential school from {classes}, following the {boards} syllabi on a green {acres}-acre campus. We join global competence with ancient wisdom.",
  ],
  [
    "A walk around our 33-acre campus: classrooms, labs, playing fields and hostels.",
    "A walk around our {acres}-acre campus: classrooms, labs, playing fields and hostels.",
  ],
  [
    "Nursery to class 10, SSC and CBSE, day and residential, on a 33-acre campus with a 300-seat auditorium.",
    "{classes}, {boards}, day and residential, on a {acres}-acre campus with a 300-seat auditorium.",
  ],
  [
    "{school} at a glance: a 33-acre campus, Nursery to class 10, SSC and CBSE, day and residential.",
    "{school} at a glance: a {acres}-acre campus, {classes}, {boards}, day and residential.",
  ],
  [
    "An English-medium day and residential school from Nursery to class 10.",
    "An English-medium day and residential school from {classes}, founded in {founded}.",
  ],
  [
    "Classes from Nursery to class 10, following SSC and CBSE syllabi",
    "Classes from {classes}, following {boards} syllabi, at most {section_size} students in a section",
  ],
  [
    "How to join {school}: enquiry, campus visit, interaction, documents and fee payment, from Nursery to class 10.",
    "How to join {school}: enquiry, campus visit, interaction, documents and fee payment, from {classes}.",
  ],
  [
    "Admissions are open from Nursery to class 10, for day scholars and boarders.",
    "{school} takes children from {classes}, as day scholars and boarders. Admissions for {admissions_year}: {admissions_classes}.",
  ],
  [
    "Pay the first instalment of the fees to confirm the seat.",
    "Pay the first instalment of the fees to confirm the seat. {fees}",
  ],
  [
    "{school} follows the CBSE and State (SSC) syllabi. Teaching moves from play and activity in the early years to concepts, practice and projects in the higher classes.",
    "{school} teaches {classes} and follows the {boards} syllabi. Teaching moves from play and activity in Nursery, LKG and UKG to concepts, practice and projects in the higher classes.",
  ],
  ["Primary: classes 4 and 5", "Primary: classes 1 to 5"],
  ["Senior secondary: classes 11 and 12", "After {highest_class}: choosing what next"],
  [
    "Streams chosen with guidance, with focus on entrance examinations and projects.",
    "Students leaving after {highest_class} choose their stream and next school with guidance from teachers and visiting professionals.",
  ],
  [
    "{school} is an English-medium school following the SSC and CBSE syllabi. Classes run from Nursery to VIII now, and the school is growing year by year to class XII.",
    "{school} is an English-medium school following the {boards} syllabi. Classes run from {classes}.",
  ],
  ["School runs from 8:30 am to 3:30 pm, Monday to Saturday.", "School runs from {school_hours}."],
  [
    "Each section has at most 25 students, so every teacher knows every child.",
    "Each section has at most {section_size} students, so every teacher knows every child.",
  ],
  [
    "The campus is 33 acres, with grounds for football, cricket practice, athletics, volleyball, kabaddi, kho-kho, basketball, badminton and a skating rink.",
    "The campus is {acres} acres, with grounds for football, cricket practice, athletics, volleyball, kabaddi, kho-kho, basketball, badminton and a skating rink.",
  ],
  [
    "Student life at {school}: houses, clubs, sport, prayer and study from Nursery to class 10.",
    "Student life at {school}: houses, clubs, sport, prayer and study from {classes}.",
  ],
  [
    "The 33-acre campus leaves room for full-size grounds. Outdoor games are played every evening under trained coaches; indoor games such as chess, carrom and table tennis keep students active on rainy days.",
    "The {acres}-acre campus leaves room for full-size grounds. Outdoor games are played every evening under trained coaches; indoor games such as chess, carrom and table tennis keep students active on rainy days.",
  ],
  // The home page's welcome popup announced an event of 2024 as news; it now says what the plan is.
  [
    "Foundation-laying for the school's modernisation on 19 August 2024. Be part of the School Development Plan.",
    "The campus is being modernised under the School Development Plan: see what is planned and how to be part of it.",
  ],
];

/** Pieces of the blocks' JSON, changed only where they are exactly as seeded. */
const SEEDED_JSON: [string, string][] = [
  // At a Glance: the campus figure from the settings, and the other facts beside it.
  [
    '{"value":"33","label":"acre campus"}',
    '{"value":"{acres}","label":"acre campus"},{"value":"{founded}","label":"year founded"},{"value":"{students}","label":"students"},{"value":"{teachers}","label":"teachers"}',
  ],
];

const FIELDS = ["title", "description", "heading", "lead"] as const;

type PageRow = {
  id: number;
  version: number;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
  social_image: string | null;
};

function withTokens(row: PageRow) {
  const next = { ...row };
  for (const field of FIELDS)
    for (const [seeded, tokens] of SEEDED_TO_TOKENS) if (next[field] === seeded) next[field] = tokens;
  for (const [seeded, tokens] of SEEDED_TO_TOKENS)
    next.blocks = next.blocks.replaceAll(JSON.stringify(seeded), JSON.stringify(tokens));
  for (const [seeded, tokens] of SEEDED_JSON) next.blocks = next.blocks.replaceAll(seeded, tokens);
  return next;
}

type Tables = {
  pages: PageRow & { built_in: number; updated_at: string };
  page_revisions: Omit<PageRow, "id"> & { page_id: number; summary: string; published_at: string };
};

export async function up(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<Tables>;
  const rows: PageRow[] = await db
    .selectFrom("pages")
    .select(["id", "version", "title", "description", "heading", "lead", "blocks", "social_image"])
    .where("built_in", "=", 1)
    .execute();
  const now = new Date().toISOString();
  for (const row of rows) {
    const next = withTokens(row);
    if (FIELDS.every((field) => next[field] === row[field]) && next.blocks === row.blocks) continue;
    const version = row.version + 1;
    const words = {
      title: next.title,
      description: next.description,
      heading: next.heading,
      lead: next.lead,
      blocks: next.blocks,
    };
    await db
      .updateTable("pages")
      .set({ ...words, version, updated_at: now })
      .where("id", "=", row.id)
      .where("version", "=", row.version)
      .execute();
    await db
      .insertInto("page_revisions")
      .values({
        page_id: row.id,
        version,
        ...words,
        social_image: row.social_image,
        summary: "The school's facts from the site settings",
        published_at: now,
      })
      .execute();
  }
}

// The words stay as tokens: filled from the settings, they read as the sample facts did.
export async function down() {}

// `npm run bench:search`: fills the site search's index of a fresh database of each engine with 10,000 entries
// (BENCH_ITEMS or `-- --items 50000`): events, news posts, alumni and documents with school-like text, plus the
// content pages, and prints p50/p95 of typical searches as /search runs them (count + one ranked page with
// highlighted title and snippet), and of one indexing write. `--engine sqlite|postgres` runs one engine.
// Target: p95 < 30 ms at 10,000 entries. "CPU ms" is the mean CPU time per search (this process and, on
// PostgreSQL, its server process): on a machine shared with other work, wall-clock times also count waiting.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { createDb, type Engine } from "~/kernel/database/connection";
import { isPostgres } from "~/kernel/database/dialect";
import { prepareDatabase } from "../server/prepare-database";
import type { Database } from "../db/schema";
import {
  indexSearchEntry,
  replaceSearchKind,
  type SearchEntry,
  type SearchKind,
} from "../app/modules/search/search-index.server";
import { searchSite } from "../app/modules/search/search.server";
import { createScratchDatabase } from "../test/harness/databases";

const { values: args } = parseArgs({
  options: {
    items: { type: "string", default: process.env.BENCH_ITEMS ?? "10000" },
    engine: { type: "string", default: process.env.BENCH_ENGINE ?? "both" },
    runs: { type: "string", default: process.env.BENCH_RUNS ?? "200" },
    keep: { type: "boolean", default: false },
  },
});
const items = Number(args.items);
const runs = Number(args.runs);
const engines: Engine[] = args.engine === "both" ? ["sqlite", "postgres"] : [args.engine as Engine];

// Common words first: picked with a skew, so "school" and "students" are in thousands of entries and
// the names near the end in a few, as on a real site.
const WORDS = (
  "school students class parents teachers day annual program event results team sports celebration " +
  "library science exam festival prize award music dance drama art craft cricket football kabaddi " +
  "athletics swimming chess quiz debate essay competition district state national campus ground hall " +
  "assembly morning evening visit trip museum planetarium zoo factory farm river hill temple fort " +
  "computer robotics laboratory experiment project model exhibition fair mathematics olympiad english " +
  "hindi marathi telugu kannada tamil sanskrit history geography civics physics chemistry biology " +
  "health camp doctor dental eye vaccination yoga meditation independence republic gandhi jayanti " +
  "diwali holi ganesh eid christmas pongal onam navratri dussehra holiday vacation summer winter " +
  "monsoon admission fees transport bus hostel meals uniform books notebooks donation alumni reunion " +
  "principal headmaster trustee committee meeting orientation workshop training seminar guest speaker " +
  "scholarship merit toppers board examination practical viva timetable calendar circular notice " +
  "Aarav Aditi Akash Ananya Arjun Bhavna Chetan Deepa Divya Farhan Gauri Harsha Ishaan Jaya Kabir " +
  "Kavya Lakshmi Manoj Meera Naveen Neha Omkar Pooja Pranav Rahul Revathi Sanjana Suresh Tanvi Uday " +
  "Rao Reddy Sharma Iyer Nair Kumar Patel Das Gupta Naidu Menon Singh Verma Joshi Pillai"
).split(" ");

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(42);
const word = () => WORDS[Math.floor(WORDS.length * next() ** 2)];
const words = (count: number) => Array.from({ length: count }, word).join(" ");
const sentence = () => {
  const text = words(8 + Math.floor(next() * 10));
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
};
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(" ");

function entries(kind: SearchKind, count: number, make: (i: number) => Omit<SearchEntry, "kind" | "key">) {
  return Array.from({ length: count }, (_, i) => ({ kind, key: i + 1, ...make(i + 1) }));
}

async function fill(db: Kysely<Database>) {
  const events = Math.round(items * 0.35);
  const posts = Math.round(items * 0.35);
  const alumni = Math.round(items * 0.2);
  const documents = items - events - posts - alumni;
  await replaceSearchKind(
    db,
    "event",
    entries("event", events, (i) => ({
      title: words(4),
      body: `${sentence()}\n${words(3)}\n${paragraph(4 + (i % 6))}`,
      url: `/Events/event-${i}`,
    })),
  );
  await replaceSearchKind(
    db,
    "post",
    entries("post", posts, (i) => ({
      title: words(6),
      body: `${sentence()}\n${paragraph(6 + (i % 10))}`,
      url: `/News/post-${i}`,
    })),
  );
  await replaceSearchKind(
    db,
    "alumnus",
    entries("alumnus", alumni, (i) => ({
      title: `${WORDS[WORDS.length - 50 + (i % 35)]} ${WORDS[WORDS.length - 15 + (i % 15)]} ${i}`,
      body: `${words(3)}\n${2000 + (i % 20)} - ${2010 + (i % 15)}\n${words(2)}\n${sentence()}`,
      url: `/Alumini?q=alumnus-${i}`,
    })),
  );
  await replaceSearchKind(
    db,
    "document",
    entries("document", documents, (i) => ({ title: words(5), body: "", url: `/media/documents/${i}.pdf` })),
  );
  await sql.raw(isPostgres(db) ? "vacuum analyze" : "analyze").execute(db);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * CPU time spent on the searches, in ms: this process (node:sqlite runs in it) plus, on PostgreSQL, the
 * one server process of the single connection. On a shared, busy machine wall-clock times include waiting
 * for a core; the CPU time is the work itself.
 */
let backendPid: number | undefined;
function cpuMs() {
  const own = process.cpuUsage();
  let server = 0;
  if (backendPid) {
    const fields = readFileSync(`/proc/${backendPid}/stat`, "utf8").split(") ")[1].split(" ");
    server = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }
  return (own.user + own.system) / 1000 + server;
}

async function measure(name: string, work: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await work(i);
  const times: number[] = [];
  const cpuBefore = cpuMs();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  const cpu = (cpuMs() - cpuBefore) / runs;
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), cpu };
}

async function benchEngine(engine: Engine) {
  const scratch = await createScratchDatabase(engine);
  // One connection on PostgreSQL, as one request uses, so its server process's CPU time can be read.
  const db =
    engine === "postgres"
      ? new Kysely<Database>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.env.DATABASE_URL, max: 1 }) }),
        })
      : createDb({ databaseUrl: "", sqlitePath: scratch.env.SQLITE_PATH });
  try {
    await prepareDatabase(db, { sampleContent: false });
    const filling = performance.now();
    await fill(db);
    const filled = ((performance.now() - filling) / 1000).toFixed(1);
    const total = Number(
      (
        await db
          .selectFrom("search_entries")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    backendPid = undefined;
    if (engine === "postgres") {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      backendPid = rows[0].pid;
    }
    const common = await searchSite(db, { q: "school", page: 1 });
    const rareNames = ["Farhan Iyer", "Revathi Naidu", "Omkar Pillai", "Tanvi Menon", "Kabir Joshi"];
    const topics = ["cricket", "science exhibition", "annual day", "robotics", "scholarship", "holi"];
    const results = [
      await measure(`common word ("school", ${common.total} matches)`, () => searchSite(db, { q: "school", page: 1 })),
      await measure("common word, page 20", () => searchSite(db, { q: "school", page: 20 })),
      await measure("topic words (cricket, science exhibition...)", (run) =>
        searchSite(db, { q: topics[run % topics.length], page: 1 }),
      ),
      await measure("prefix as typed (exam, celeb, olymp)", (run) =>
        searchSite(db, { q: ["exam", "celeb", "olymp"][run % 3], page: 1 }),
      ),
      await measure("an alumna's name (two rare words)", (run) =>
        searchSite(db, { q: rareNames[run % rareNames.length], page: 1 }),
      ),
      await measure("no match", () => searchSite(db, { q: "zzqxjw", page: 1 })),
      await measure('hostile text (quotes, NEAR, "(", 2,000 chars)', (run) =>
        searchSite(db, {
          q: ['"school" NEAR( AND OR *', "x".repeat(2000), '"(("', "😀 sports ☃"][run % 4].slice(0, 200),
          page: 1,
        }),
      ),
      await measure("index one event (upsert in a transaction)", (run) =>
        db.transaction().execute((trx) =>
          indexSearchEntry(trx, {
            kind: "event",
            key: 1 + (run % 100),
            title: words(4),
            body: paragraph(5),
            url: `/Events/event-${1 + (run % 100)}`,
          }),
        ),
      ),
    ];
    console.log(
      `\n${engine === "postgres" ? "PostgreSQL" : "SQLite"}: ${total.toLocaleString("en")} indexed entries (filled in ${filled} s), ${runs} runs each`,
    );
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    console.log(`load average ${load} on ${availableParallelism()} cores`);
    console.log("search".padEnd(52), "p50 ms".padStart(8), "p95 ms".padStart(8), "CPU ms".padStart(8));
    for (const result of results)
      console.log(
        result.name.padEnd(52),
        result.p50.toFixed(2).padStart(8),
        result.p95.toFixed(2).padStart(8),
        result.cpu.toFixed(2).padStart(8),
      );
    return results;
  } finally {
    await db.destroy();
    // `--keep` leaves the filled database for a look at its query plans.
    if (args.keep) console.log(`kept: ${scratch.env.DATABASE_URL || scratch.env.SQLITE_PATH}`);
    else await scratch.drop();
  }
}

console.log(`bench:search — Node ${process.version}`);
let slow = false;
for (const engine of engines) {
  const results = await benchEngine(engine);
  if (items <= 10_000 && results.some((result) => result.p95 >= 30)) slow = true;
}
if (slow) {
  console.log("\nSome p95 is at or above the 30 ms target.");
  process.exitCode = 1;
}

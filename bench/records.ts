// `npm run bench:records`: seeds 100,000 students (BENCH_ROWS or `-- --rows 1000000` for more) into a fresh
// database of each engine and prints p50/p95 of the queries behind the students table and API:
// page 1 sorted by name, a deep page, a name-prefix search, an admission-id search and the count.
// `--engine sqlite` or `--engine postgres` runs one engine only. Target: p95 < 50 ms at 100,000.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import { createDb, type Engine } from "~/kernel/database/connection";
import { isPostgres } from "~/kernel/database/dialect";
import { prepareDatabase } from "../server/prepare-database";
import type { Database, NewStudentRow } from "../db/schema";
import { studentsKind } from "../app/modules/records/kinds";
import { countRecords, listRecordPage, recordPageQueries } from "../app/modules/records/queries.server";
import { createScratchDatabase } from "../test/harness/databases";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: process.env.BENCH_ROWS ?? "100000" },
    engine: { type: "string", default: process.env.BENCH_ENGINE ?? "both" },
    runs: { type: "string", default: process.env.BENCH_RUNS ?? "100" },
    explain: { type: "boolean", default: false },
  },
});
const rows = Number(args.rows);
const runs = Number(args.runs);
const engines: Engine[] = args.engine === "both" ? ["sqlite", "postgres"] : [args.engine as Engine];

const FIRST = [
  "Aarav",
  "Aditi",
  "Akash",
  "Ananya",
  "Arjun",
  "Bhavna",
  "Chetan",
  "Deepa",
  "Divya",
  "Farhan",
  "Gauri",
  "Harsha",
  "Ishaan",
  "Jaya",
  "Kabir",
  "Kavya",
  "Lakshmi",
  "Manoj",
  "Meera",
  "Naveen",
  "Neha",
  "Omkar",
  "Pooja",
  "Pranav",
  "Rahul",
  "Revathi",
  "Sai",
  "Sanjana",
  "Suresh",
  "Tanvi",
  "Uday",
  "Varun",
  "Vidya",
  "Yamini",
  "Zoya",
];
const LAST = [
  "Rao",
  "Reddy",
  "Sharma",
  "Iyer",
  "Nair",
  "Kumar",
  "Patel",
  "Das",
  "Gupta",
  "Naidu",
  "Menon",
  "Singh",
  "Verma",
  "Joshi",
  "Pillai",
];

/** A small deterministic generator, so every run seeds the same names. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const admissionId = (i: number) => `ADM${String(i).padStart(7, "0")}`;

async function seed(db: Kysely<Database>, count: number) {
  const next = random(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const now = new Date().toISOString();
  const batch = 500;
  for (let start = 1; start <= count; start += batch * 20) {
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(count + 1, start + batch * 20); from += batch) {
        const values: NewStudentRow[] = [];
        for (let i = from; i < Math.min(count + 1, from + batch); i++) {
          values.push({
            stdadmid: admissionId(i),
            stdaadhar: String(100000000000 + i),
            stdname: `${pick(FIRST)} ${pick(LAST)} ${i}`,
            studentclass: String(1 + (i % 10)),
            section: "ABCD"[i % 4],
            contactnum: String(9000000000 + (i % 999999999)),
            emailid: `student${i}@example.org`,
            address: `${i} Campus Road, Sample Nagar`,
            gender: (["male", "female", "other"] as const)[i % 3],
            admissionyear: String(2010 + (i % 15)),
            created_at: now,
            updated_at: now,
          });
        }
        await trx.insertInto("students").values(values).execute();
      }
    });
  }
  // Statistics and visibility as a running database has them (autovacuum does this on PostgreSQL).
  await sql.raw(isPostgres(db) ? "vacuum analyze" : "analyze").execute(db);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name: string, work: (run: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await work(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchEngine(engine: Engine) {
  const scratch = await createScratchDatabase(engine);
  const db = createDb(
    engine === "postgres"
      ? { databaseUrl: scratch.env.DATABASE_URL }
      : { databaseUrl: "", sqlitePath: scratch.env.SQLITE_PATH },
  );
  try {
    await prepareDatabase(db, { sampleContent: false });
    const seeding = performance.now();
    await seed(db, rows);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    const deepPage = Math.max(1, Math.floor(rows / 10 / 2));
    const prefixes = FIRST.map((name) => name.slice(0, 3).toLowerCase());
    const next = random(11);
    if (args.explain) await explain(db, deepPage);
    const results = [
      await measure("page 1 by name (rows + total)", () =>
        listRecordPage(db, studentsKind, { page: 1, pageSize: 10, sort: "stdname", order: "asc" }),
      ),
      await measure(`deep page ${deepPage} by name (rows + total)`, () =>
        listRecordPage(db, studentsKind, { page: deepPage, pageSize: 10, sort: "stdname", order: "asc" }),
      ),
      await measure("name prefix search, page 1 (rows + total)", (run) =>
        listRecordPage(db, studentsKind, {
          page: 1,
          pageSize: 10,
          sort: "stdname",
          order: "asc",
          q: prefixes[run % prefixes.length],
        }),
      ),
      await measure("name word search, a later word, page 1 (rows + total)", (run) =>
        listRecordPage(db, studentsKind, {
          page: 1,
          pageSize: 10,
          sort: "stdname",
          order: "asc",
          q: LAST[run % LAST.length].slice(0, 3).toLowerCase(),
        }),
      ),
      await measure("admission id search (rows + total)", () =>
        listRecordPage(db, studentsKind, {
          page: 1,
          pageSize: 10,
          order: "asc",
          q: admissionId(1 + Math.floor(next() * rows)),
        }),
      ),
      await measure("count", () => countRecords(db, studentsKind)),
    ];
    console.log(
      `\n${engine === "postgres" ? "PostgreSQL" : "SQLite"}: ${rows.toLocaleString("en")} students (seeded in ${seeded} s), ${runs} runs each, ${isPostgres(db) ? "pool of 10" : "node:sqlite"}`,
    );
    console.log("query".padEnd(52), "p50 ms".padStart(8), "p95 ms".padStart(8));
    for (const result of results)
      console.log(result.name.padEnd(52), result.p50.toFixed(2).padStart(8), result.p95.toFixed(2).padStart(8));
    return results;
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

/** Prints the query plans of the measured queries (`--explain`). */
async function explain(db: Kysely<Database>, deepPage: number) {
  const cases: [string, Parameters<typeof recordPageQueries>[2]][] = [
    ["page 1", { page: 1, pageSize: 10, sort: "stdname", order: "asc" }],
    ["deep page", { page: deepPage, pageSize: 10, sort: "stdname", order: "asc" }],
    ["prefix", { page: 1, pageSize: 10, sort: "stdname", order: "asc", q: "mee" }],
    ["admission id", { page: 1, pageSize: 10, order: "asc", q: admissionId(4242) }],
  ];
  for (const [label, query] of cases) {
    for (const builder of Object.values(recordPageQueries(db, studentsKind, query))) {
      const compiled = builder.compile();
      const parameters = [...compiled.parameters];
      const text = compiled.sql
        .replace(/\$(\d+)/g, (_m, n: string) => literal(parameters[Number(n) - 1]))
        .replace(/\?/g, () => literal(parameters.shift()));
      const result = await sql.raw(`${isPostgres(db) ? "explain analyze" : "explain query plan"} ${text}`).execute(db);
      console.log(
        `\n-- ${label}: ${text}\n${(result.rows as Record<string, unknown>[]).map((row) => Object.values(row).join(" ")).join("\n")}`,
      );
    }
  }
}

const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

console.log(`bench:records — Node ${process.version}`);
let slow = false;
for (const engine of engines) {
  const results = await benchEngine(engine);
  if (rows <= 100_000 && results.some((result) => result.p95 >= 50)) slow = true;
}
if (slow) {
  console.log("\nSome p95 is at or above the 50 ms target.");
  process.exitCode = 1;
}

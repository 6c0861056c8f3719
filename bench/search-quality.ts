// `npm run bench:search-quality`: the site search's relevance on the sample site. Fills a fresh database of each
// engine as a new install does (sample content), asks the twenty parent questions of
// app/modules/search/parent-questions.json and prints, per engine, which come first and the figure "x of 20".
// `--engine sqlite|postgres` runs one engine. Exits with 1 when an engine finds fewer than 18 first.
import { parseArgs } from "node:util";
import { createDb, type Engine } from "~/kernel/database/connection";
import { prepareDatabase } from "../server/prepare-database";
import type { Database } from "../db/schema";
import { searchSite } from "../app/modules/search/search.server";
import { describeScores, scoreParentQuestions } from "../app/modules/search/parent-questions";
import { createScratchDatabase } from "../test/harness/databases";
import type { Kysely } from "kysely";

const { values: args } = parseArgs({
  options: { engine: { type: "string", default: process.env.BENCH_ENGINE ?? "both" } },
});
const engines: Engine[] = args.engine === "both" ? ["sqlite", "postgres"] : [args.engine as Engine];
const TARGET = 18;

let short = false;
for (const engine of engines) {
  const scratch = await createScratchDatabase(engine);
  const db = createDb({
    databaseUrl: scratch.env.DATABASE_URL ?? "",
    sqlitePath: scratch.env.SQLITE_PATH,
  }) as Kysely<Database>;
  try {
    await prepareDatabase(db, { sampleContent: true });
    const result = await scoreParentQuestions(async (q) =>
      (await searchSite(db, { q, page: 1 })).results.map((found) => found.url),
    );
    console.log(`\n${engine === "postgres" ? "PostgreSQL" : "SQLite"}:\n${describeScores(result)}`);
    if (result.firsts < TARGET) short = true;
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}
if (short) {
  console.log(`\nAn engine finds fewer than ${TARGET} of the questions' pages first.`);
  process.exitCode = 1;
}

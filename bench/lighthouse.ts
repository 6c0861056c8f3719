// `npm run bench:lighthouse`: Lighthouse (mobile emulation, default throttling) on the production build with sample content.
// Debian's Chromium drives it (CHROME_PATH, default /usr/bin/chromium). BENCH_PAGES="/,/Gallery" picks pages.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../test/harness/server";

const PAGES = (
  process.env.BENCH_PAGES ?? "/,/Gallery,/Transport,/Donate,/Commite,/Alumini,/Laboratories,/Faq,/ContactUs,/Login"
).split(",");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const server = await startServer({ env: { LOG_LEVEL: "silent" } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

type Row = Record<string, string | number>;
const rows: Row[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const items =
      (
        lhr.audits["resource-summary"]?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items ?? [];
    const size = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    rows.push({
      page: path,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP s": (audit("largest-contentful-paint") / 1000).toFixed(2),
      CLS: audit("cumulative-layout-shift").toFixed(3),
      "TBT ms": Math.round(audit("total-blocking-time")),
      "total KB": kb(size("total")),
      "JS KB": kb(size("script")),
      "CSS KB": kb(size("stylesheet")),
      "img KB": kb(size("image")),
      "non-img KB": kb(size("total") - size("image") - size("media")),
    });
    if (process.env.BENCH_VERBOSE) {
      // What each failing check points at, to know what to fix.
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary",
      );
      for (const a of failing) {
        const items = ((a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
        const where = items.map((item) =>
          JSON.stringify((item.node as { snippet?: string } | undefined)?.snippet ?? item).slice(0, 240),
        );
        console.log(`${path}: ${a.id}: ${a.title}${where.length ? `\n    ${where.join("\n    ")}` : ""}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const columns = Object.keys(rows[0] ?? {});
console.log(
  `bench:lighthouse — mobile emulation, default throttling, ${server.database.engine}, Chromium at ${chromePath}`,
);
console.log(columns.map((c, i) => (i === 0 ? c.padEnd(14) : c.padStart(10))).join(""));
for (const row of rows)
  console.log(columns.map((c, i) => (i === 0 ? String(row[c]).padEnd(14) : String(row[c]).padStart(10))).join(""));

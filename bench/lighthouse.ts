// `npm run bench:lighthouse`: Lighthouse (mobile emulation, default throttling) on the production build with sample content.
// Debian's Chromium drives it (CHROME_PATH, default /usr/bin/chromium). BENCH_PAGES="/,/Gallery" picks pages,
// BENCH_RUNS (default 3) how many runs of each page the medians are taken over.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../test/harness/server";

const PAGES = (
  process.env.BENCH_PAGES ?? "/,/Gallery,/Transport,/Donate,/Commite,/Alumini,/Laboratories,/Faq,/ContactUs,/Login"
).split(",");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Issue 19's targets. Every page here is held to the text-page budget, the form pages and sign-in included (they
 * ship no React); the home page has its own.
 */
const KB = 1024;
// The home page in every language ("/", "/hi/", "/te/") has the home page's budget.
const isHome = (path: string) => /^\/(?:[a-z]{2,3}\/)?$/.test(path);
const targetsOf = (path: string) => ({
  beforeImages: isHome(path) ? 60 * KB : 30 * KB,
  script: isHome(path) ? Infinity : 10 * KB,
  lcpMs: 1100,
  score: 100,
});

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

type Run = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  total: number;
  script: number;
  css: number;
  image: number;
  beforeImages: number;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(path: string): Promise<Run> {
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
  if (process.env.BENCH_VERBOSE) {
    // What each failing check points at, to know what to fix.
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary",
    );
    for (const a of failing) {
      const details = ((a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
      const where = details.map((item) =>
        JSON.stringify((item.node as { snippet?: string } | undefined)?.snippet ?? item).slice(0, 240),
      );
      console.log(`${path}: ${a.id}: ${a.title}${where.length ? `\n    ${where.join("\n    ")}` : ""}`);
    }
  }
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    total: size("total"),
    script: size("script"),
    css: size("stylesheet"),
    image: size("image"),
    beforeImages: size("total") - size("image") - size("media"),
  };
}

// A running site is warm: one request to each page first, so the first run does not time a cold start's first render.
for (const path of PAGES) await (await fetch(`${server.url}${path}`)).text();

type Row = { page: string; run: Run; misses: string[] };
const rows: Row[] = [];
const kb = (bytes: number) => (bytes / KB).toFixed(1);
try {
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(path));
    const run = Object.fromEntries(
      (Object.keys(runs[0]) as (keyof Run)[]).map((key) => [key, median(runs.map((r) => r[key]))]),
    ) as Run;
    const target = targetsOf(path);
    const misses = [
      ...(["perf", "a11y", "bp", "seo"] as const).filter((key) => run[key] < target.score).map((k) => `${k} ${run[k]}`),
      ...(run.lcp > target.lcpMs ? [`LCP ${(run.lcp / 1000).toFixed(2)} s > 1.1`] : []),
      ...(run.beforeImages > target.beforeImages
        ? [`${kb(run.beforeImages)} KB > ${kb(target.beforeImages)} before images`]
        : []),
      ...(run.script > target.script ? [`JS ${kb(run.script)} KB > ${kb(target.script)}`] : []),
    ];
    rows.push({ page: path, run, misses });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `bench:lighthouse — mobile emulation, default throttling, ${server.database.engine}, Chromium at ${chromePath}, median of ${RUNS} run(s)`,
);
const columns = [
  "perf",
  "a11y",
  "bp",
  "seo",
  "LCP s",
  "CLS",
  "TBT ms",
  "total KB",
  "JS KB",
  "CSS KB",
  "img KB",
  "pre-img KB",
];
console.log(["page".padEnd(14), ...columns.map((c) => c.padStart(10)), "  targets"].join(""));
for (const { page, run, misses } of rows) {
  const cells = [
    run.perf,
    run.a11y,
    run.bp,
    run.seo,
    (run.lcp / 1000).toFixed(2),
    run.cls.toFixed(3),
    Math.round(run.tbt),
    kb(run.total),
    kb(run.script),
    kb(run.css),
    kb(run.image),
    kb(run.beforeImages),
  ];
  console.log(
    [
      page.padEnd(14),
      ...cells.map((c) => String(c).padStart(10)),
      `  ${misses.length ? `missed: ${misses.join("; ")}` : "met"}`,
    ].join(""),
  );
}
console.log(
  "Targets (issue 19): text pages at most 30 KB before images and 10 KB of JavaScript; the home page at most 60 KB before images; LCP at most 1.1 s; 100 in all four categories.",
);
const met = rows.filter((row) => row.misses.length === 0).length;
console.log(`${met} of ${rows.length} pages meet every target.`);

import { chromium } from "playwright-core";
const base = process.env.BASE ?? "http://127.0.0.1:4711";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = (process.env.PAGES ?? "/welcome").split(",");
for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") console.log("console error", width, m.text());
  });
  await page.goto(`${base}/Login`);
  await page.getByLabel(/user/i).first().fill("admin");
  await page
    .getByLabel(/password/i)
    .first()
    .fill("admin-pass-123");
  await page.getByRole("button", { name: /login|sign in/i }).click();
  await page.waitForURL(/welcome/);
  for (const path of pages) {
    await page.goto(`${base}${path}`);
    if (process.env.SUBMIT) {
      await page.getByRole("button", { name: process.env.SUBMIT }).click();
      await page.waitForTimeout(800);
    }
    const name = `${path.replace(/[^a-z0-9]+/gi, "_")}-${width}${process.env.SUBMIT ? "-submitted" : ""}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === "1" });
    console.log("shot", name);
  }
  await context.close();
}
await browser.close();

import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"], headless: true });
const pages = process.argv.slice(2);
for (const width of [390, 1366]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem("welcome-popup-seen", "1"));
  for (const path of pages) {
    await page.goto(`http://127.0.0.1:3130${path}`, { waitUntil: "networkidle" });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 500) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const name = path === "/" ? "home" : path.slice(1).replace(/[^a-z]/gi, "");
    await page.screenshot({ path: `/tmp/i3/shot-${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();

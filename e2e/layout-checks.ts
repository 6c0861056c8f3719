import type { Page } from "playwright-core";
import { MUST_STAY_VISIBLE } from "~/ui/layout/stay-clear";

/**
 * Scrolls the page to its middle and bottom (and the home page's top) and reports every visible floating button
 * (scroll-to-top, chat) that covers a heading, a field or a button there.
 */
export async function floatingOverlaps(page: Page, label: string): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const problems: string[] = [];
  // At the top only the home page's chat link floats (scroll-to-top appears past 300 px).
  const positions = label === "/" ? [0, Math.round(height / 2), height] : [Math.round(height / 2), height];
  for (const y of positions) {
    const found = await page.evaluate(
      async ({ y, selector }) => {
        window.scrollTo({ top: y, behavior: "instant" });
        // The scroll event, React showing the button, then the button's own check: three frames.
        for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
        const shown = Array.from(document.querySelectorAll<HTMLElement>(".floating-button")).filter((button) => {
          // A tucked button is fading out (0.2 s) and takes no clicks: it counts as gone.
          if (button.classList.contains("is-tucked")) return false;
          const style = getComputedStyle(button);
          return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
        });
        const hits: string[] = [];
        for (const button of shown) {
          const a = button.getBoundingClientRect();
          for (const other of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
            if (button.contains(other) || other.contains(button)) continue;
            const b = other.getBoundingClientRect();
            if (b.width === 0 || b.height === 0) continue;
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
              hits.push(
                `${button.className} covers <${other.tagName.toLowerCase()}> "${(other.textContent ?? other.getAttribute("name") ?? "").trim().slice(0, 30)}"`,
              );
          }
        }
        return hits;
      },
      { y, selector: MUST_STAY_VISIBLE },
    );
    problems.push(...found.map((hit) => `${label} at scroll ${y}: ${hit}`));
  }
  return problems;
}

/** What a floating button must never sit on: headings, fields and buttons. */
export const MUST_STAY_VISIBLE =
  "h1, h2, h3, h4, h5, h6, input:not([type=hidden]), select, textarea, button, summary, a.button, [role=button]";

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Hides a floating button (class `is-tucked`) while it would cover a heading, a field or a button,
 * checked on scroll and resize once per frame; it comes back as soon as the spot is clear.
 * Returns a function that stops it.
 */
export function stayClear(element: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    element.classList.remove("is-tucked");
    const own = element.getBoundingClientRect();
    if (own.width === 0) return;
    const covered = Array.from(document.querySelectorAll(MUST_STAY_VISIBLE)).some((other) => {
      if (element.contains(other) || other.contains(element)) return false;
      const box = other.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && overlaps(own, box);
    });
    element.classList.toggle("is-tucked", covered);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  // Content that appears later (pictures loading, accordions opening, the button itself) moves things under it too.
  // The observer also reports the sizes as they are now, so the first check comes with the next frame's layout
  // rather than forcing one while the page's modules start.
  const observer = new ResizeObserver(schedule);
  observer.observe(document.body);
  observer.observe(element);
  return () => {
    if (frame) cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    observer.disconnect();
  };
}

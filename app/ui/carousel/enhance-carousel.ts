/** How long a change of slide takes when the section names no speed. */
const DEFAULT_SPEED_MS = 500;

/**
 * Brings a carousel the server drew (CarouselFrame: a scroll-snap strip, its controls hidden) to life, the
 * same code with and without React. The strip stays the browser's own: a finger or trackpad swipes it and
 * it snaps as before; script adds the arrows, dots, pause button and autoplay, and moves the strip itself
 * at the section's speed. Autoplay stands still under the pointer, while keyboard focus is inside, while
 * paused, while the tab is hidden, and for readers who ask for reduced motion. Returns a function that undoes it.
 */
export function enhanceCarousel(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const container = root.querySelector<HTMLElement>(".carousel__container");
  if (!viewport || !container || root.classList.contains("carousel--live") || container.children.length < 2)
    return () => {};
  const count = container.children.length;
  const label = root.getAttribute("aria-label") ?? "";
  const loop = root.dataset.loop !== "false";
  const delay = Number(root.dataset.delay) || 3000;
  const speed = Number(root.dataset.speed) || DEFAULT_SPEED_MS;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".carousel__dot")];
  const pauseButton = root.querySelector<HTMLButtonElement>(".carousel__pause");

  root.classList.add("carousel--live");
  root.querySelectorAll<HTMLElement>("[data-carousel-control]").forEach((control) => (control.hidden = false));

  // Lazy pictures off to the side would be blank as they slide in: the neighbours of the slide in view are
  // fetched ahead, once the carousel is on screen, not all of them at once.
  const slides = [...container.children];
  let onScreen = false;
  const fetchAround = (index: number) => {
    if (!onScreen) return;
    for (const near of [index - 1, index, index + 1])
      slides[(near + count) % count]
        .querySelectorAll("img[loading=lazy]")
        .forEach((img) => img.setAttribute("loading", "eager"));
  };

  let selected = 0;
  const select = (index: number) => {
    selected = index;
    fetchAround(index);
    root.dataset.selected = String(index);
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
  };

  // Moving the strip: an eased scroll over `speed` ms, the snapping off meanwhile so it does not fight the steps.
  let frame = 0;
  const moveTo = (index: number) => {
    cancelAnimationFrame(frame);
    const from = viewport.scrollLeft;
    const to = index * viewport.clientWidth;
    select(index);
    if (reducedMotion || from === to) {
      viewport.scrollLeft = to;
      return;
    }
    const start = performance.now();
    viewport.style.scrollSnapType = "none";
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / speed);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      viewport.scrollLeft = from + (to - from) * eased;
      if (t < 1) frame = requestAnimationFrame(step);
      else {
        frame = 0;
        viewport.style.scrollSnapType = "";
      }
    };
    frame = requestAnimationFrame(step);
  };
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));
  /** The slide the strip is scrolled to (a swipe, or the browser's scroll before the script ran). */
  const slideInView = () => clamp(Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth)));
  const go = (index: number) => {
    const next = loop ? (index + count) % count : clamp(index);
    moveTo(next);
    restartAutoplay();
  };

  // A swipe settles on a slide: that slide is the selected one.
  let settling = 0;
  const onScroll = () => {
    if (frame) return;
    clearTimeout(settling);
    settling = window.setTimeout(() => {
      const index = slideInView();
      if (index !== selected) {
        select(index);
        restartAutoplay();
      }
    }, 120);
  };
  // A resized window keeps the selected slide in view.
  const onResize = () => {
    if (!frame) viewport.scrollLeft = selected * viewport.clientWidth;
  };

  // Autoplay: one timer, held while any reason to stand still holds.
  const autoplay = !reducedMotion;
  let timer = 0;
  let paused = false;
  let hovered = false;
  let focused = false;
  const holding = () => paused || hovered || focused || document.hidden;
  function restartAutoplay() {
    clearTimeout(timer);
    if (!autoplay || holding()) return;
    timer = window.setTimeout(() => go(selected + 1), delay);
  }
  const showPaused = () => {
    container.setAttribute("aria-live", autoplay && !paused ? "off" : "polite");
    if (!pauseButton) return;
    pauseButton.setAttribute("aria-label", paused ? `Play ${label}` : `Pause ${label}`);
    pauseButton.firstElementChild!.textContent = paused ? "▶" : "❚❚";
  };
  if (!autoplay) pauseButton?.remove();
  showPaused();

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest("button");
    if (!target || !root.contains(target)) return;
    if (target.classList.contains("carousel__arrow--prev")) go(selected - 1);
    else if (target.classList.contains("carousel__arrow--next")) go(selected + 1);
    else if (target.classList.contains("carousel__dot")) go(dots.indexOf(target as HTMLButtonElement));
    else if (target === pauseButton) {
      paused = !paused;
      showPaused();
      restartAutoplay();
    }
  };
  const hold = (set: () => void) => () => {
    set();
    restartAutoplay();
  };
  // A mouse, not a finger: a tap would otherwise leave the carousel held until the next tap elsewhere.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === "mouse" && hold(() => (hovered = true))();
  const onPointerLeave = hold(() => (hovered = false));
  // Keyboard focus anywhere in the carousel stops autoplay until focus leaves it.
  const onFocusIn = hold(() => (focused = true));
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(() => (focused = false))();
  };
  const onVisibility = () => restartAutoplay();

  root.addEventListener("click", onClick);
  root.addEventListener("pointerenter", onPointerEnter);
  root.addEventListener("pointerleave", onPointerLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  viewport.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onResize);
  document.addEventListener("visibilitychange", onVisibility);

  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    onScreen = true;
    fetchAround(selected);
    observer.disconnect();
  });
  observer.observe(root);

  // A reader may have swiped before the script arrived.
  select(slideInView());
  restartAutoplay();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(settling);
    cancelAnimationFrame(frame);
    viewport.style.scrollSnapType = "";
    root.removeEventListener("click", onClick);
    root.removeEventListener("pointerenter", onPointerEnter);
    root.removeEventListener("pointerleave", onPointerLeave);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    viewport.removeEventListener("scroll", onScroll);
    window.removeEventListener("resize", onResize);
    document.removeEventListener("visibilitychange", onVisibility);
    root.classList.remove("carousel--live");
  };
}

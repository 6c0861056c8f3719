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
  const loop = root.dataset.loop !== "false";
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".carousel__dot")];

  root.classList.add("carousel--live");
  root.querySelectorAll<HTMLElement>("[data-carousel-control]").forEach((control) => (control.hidden = false));

  let selected = 0;
  const strip = stripMover(viewport, count, Number(root.dataset.speed) || DEFAULT_SPEED_MS, reducedMotion);
  const preload = neighbourPreloader(root, [...container.children], () => selected);
  const select = (index: number) => {
    selected = index;
    preload.around(index);
    root.dataset.selected = String(index);
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
  };
  const go = (index: number) => {
    const next = loop ? (index + count) % count : strip.clamp(index);
    select(next);
    strip.slideTo(next);
    autoplay.restart();
  };
  const autoplay = carouselAutoplay(root, container, {
    enabled: !reducedMotion,
    delay: Number(root.dataset.delay) || 3000,
    advance: () => go(selected + 1),
  });

  const stopWatchingSwipes = watchSwipes(viewport, strip, (index) => {
    if (index !== selected) {
      select(index);
      autoplay.restart();
    }
  });
  // A resized window keeps the selected slide in view.
  const onResize = () => {
    if (!strip.moving()) viewport.scrollLeft = selected * viewport.clientWidth;
  };
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest("button");
    if (!target || !root.contains(target)) return;
    if (target.classList.contains("carousel__arrow--prev")) go(selected - 1);
    else if (target.classList.contains("carousel__arrow--next")) go(selected + 1);
    else if (target.classList.contains("carousel__dot")) go(dots.indexOf(target as HTMLButtonElement));
    else if (target === autoplay.pauseButton) autoplay.togglePause();
  };

  root.addEventListener("click", onClick);
  window.addEventListener("resize", onResize);

  // A reader may have swiped before the script arrived.
  select(strip.slideInView());
  autoplay.restart();
  return () => {
    preload.stop();
    autoplay.stop();
    stopWatchingSwipes();
    strip.stop();
    root.removeEventListener("click", onClick);
    window.removeEventListener("resize", onResize);
    root.classList.remove("carousel--live");
  };
}

/** Moving the strip: an eased scroll over `speed` ms, the snapping off meanwhile so it does not fight the steps. */
function stripMover(viewport: HTMLElement, count: number, speed: number, reducedMotion: boolean) {
  let frame = 0;
  const clamp = (index: number) => Math.max(0, Math.min(count - 1, index));
  const slideTo = (index: number) => {
    cancelAnimationFrame(frame);
    const from = viewport.scrollLeft;
    const to = index * viewport.clientWidth;
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
  return {
    clamp,
    slideTo,
    moving: () => frame !== 0,
    /** The slide the strip is scrolled to (a swipe, or the browser's scroll before the script ran). */
    slideInView: () => clamp(Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth))),
    stop: () => {
      cancelAnimationFrame(frame);
      viewport.style.scrollSnapType = "";
    },
  };
}

/** A swipe settles on a slide: `settled` hears which, once the strip has stood still for a moment. */
function watchSwipes(viewport: HTMLElement, strip: ReturnType<typeof stripMover>, settled: (index: number) => void) {
  let settling = 0;
  const onScroll = () => {
    if (strip.moving()) return;
    clearTimeout(settling);
    settling = window.setTimeout(() => settled(strip.slideInView()), 120);
  };
  viewport.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    clearTimeout(settling);
    viewport.removeEventListener("scroll", onScroll);
  };
}

/**
 * Lazy pictures off to the side would be blank as they slide in: the neighbours of the slide in view are
 * fetched ahead, once the carousel is on screen, not all of them at once.
 */
function neighbourPreloader(root: HTMLElement, slides: Element[], selected: () => number) {
  let onScreen = false;
  const around = (index: number) => {
    if (!onScreen) return;
    for (const near of [index - 1, index, index + 1])
      slides[(near + slides.length) % slides.length]
        .querySelectorAll("img[loading=lazy]")
        .forEach((img) => img.setAttribute("loading", "eager"));
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    onScreen = true;
    around(selected());
    observer.disconnect();
  });
  observer.observe(root);
  return { around, stop: () => observer.disconnect() };
}

/** Autoplay: one timer, held while any reason to stand still holds (paused, pointer, focus, hidden tab). */
function carouselAutoplay(
  root: HTMLElement,
  container: HTMLElement,
  { enabled, delay, advance }: { enabled: boolean; delay: number; advance: () => void },
) {
  const label = root.getAttribute("aria-label") ?? "";
  const pauseButton = root.querySelector<HTMLButtonElement>(".carousel__pause");
  let timer = 0;
  let paused = false;
  let hovered = false;
  let focused = false;
  let touched = false;
  const holding = () => paused || hovered || focused || touched || document.hidden;
  const restart = () => {
    clearTimeout(timer);
    if (!enabled || holding()) return;
    timer = window.setTimeout(advance, delay);
  };
  const showPaused = () => {
    container.setAttribute("aria-live", enabled && !paused ? "off" : "polite");
    if (!pauseButton) return;
    pauseButton.setAttribute("aria-label", paused ? `Play ${label}` : `Pause ${label}`);
    pauseButton.firstElementChild!.textContent = paused ? "▶" : "❚❚";
  };
  if (!enabled) pauseButton?.remove();
  showPaused();

  const hold = (set: () => void) => () => {
    set();
    restart();
  };
  // A mouse, not a finger: a tap would otherwise leave the carousel held until the next tap elsewhere.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === "mouse" && hold(() => (hovered = true))();
  // A finger on the slides: the visitor has taken over, and autoplay stays stopped on this page.
  const onPointerDown = (event: PointerEvent) => event.pointerType !== "mouse" && hold(() => (touched = true))();
  const onPointerLeave = hold(() => (hovered = false));
  // Keyboard focus anywhere in the carousel stops autoplay until focus leaves it.
  const onFocusIn = hold(() => (focused = true));
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) hold(() => (focused = false))();
  };
  root.addEventListener("pointerenter", onPointerEnter);
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("pointerleave", onPointerLeave);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);
  document.addEventListener("visibilitychange", restart);

  return {
    pauseButton,
    restart,
    togglePause: () => {
      paused = !paused;
      showPaused();
      restart();
    },
    stop: () => {
      clearTimeout(timer);
      root.removeEventListener("pointerenter", onPointerEnter);
      root.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("pointerleave", onPointerLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("visibilitychange", restart);
    },
  };
}

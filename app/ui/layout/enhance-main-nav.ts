/** The group name of the menu's sections: one open at a time. */
export const SECTION_GROUP = "main-nav-section";

/**
 * What script adds to the menu, the same with and without React (the `site` module): closing after any
 * choice, on Escape and on a click outside, keeping focus inside the open phone menu, and dropdowns that
 * open the other way near the window's edge. Returns a function that undoes it.
 */
export function enhanceMainNav(nav: HTMLElement): () => void {
  const drawer = nav.querySelector<HTMLDetailsElement>(".main-nav__drawer");
  if (!drawer) return () => {};
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) closeAll(nav);
  };
  const onOutsideClick = (event: MouseEvent) => {
    if (!nav.contains(event.target as Node)) closeAll(nav);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      const section = nav.querySelector<HTMLDetailsElement>(`details[name="${SECTION_GROUP}"][open]`);
      const target = section ?? (drawer.open ? drawer : null);
      if (!target) return;
      target.open = false;
      target.querySelector("summary")?.focus();
      return;
    }
    if (event.key === "Tab" && drawer.open && isPhoneMenu(drawer)) keepFocusInside(drawer, event);
  };
  // A dropdown that would run past the window's edge (the menu wraps below 1280 px) opens the other way.
  const onToggle = (event: Event) => {
    const section = event.target as HTMLDetailsElement;
    const list = section.querySelector("ul");
    if (!section.open || !list || isPhoneMenu(drawer)) return;
    list.classList.remove("opens-left", "opens-right");
    const box = list.getBoundingClientRect();
    if (box.right > document.documentElement.clientWidth) list.classList.add("opens-left");
    else if (box.left < 0) list.classList.add("opens-right");
  };
  nav.addEventListener("toggle", onToggle, true);
  nav.addEventListener("click", onClick);
  document.addEventListener("click", onOutsideClick);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    nav.removeEventListener("toggle", onToggle, true);
    nav.removeEventListener("click", onClick);
    document.removeEventListener("click", onOutsideClick);
    document.removeEventListener("keydown", onKeyDown);
  };
}

export function closeAll(nav: HTMLElement) {
  nav.querySelectorAll("details[open]").forEach((details) => ((details as HTMLDetailsElement).open = false));
}

/** The "Menu" summary is only shown where the menu folds (the phone layout). */
function isPhoneMenu(drawer: HTMLDetailsElement) {
  const toggle = drawer.querySelector("summary");
  return Boolean(toggle && toggle.offsetParent !== null);
}

function keepFocusInside(drawer: HTMLDetailsElement, event: KeyboardEvent) {
  const focusable = Array.from(drawer.querySelectorAll<HTMLElement>("summary, a[href]")).filter(
    (element) => element.offsetParent !== null || element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { navigation, type NavEntry } from "~/content/site";

/**
 * The header menu. Groups are native <details>, so every item is reachable
 * without JavaScript; with it, one group opens at a time and the phone menu
 * (480 px and narrower) folds behind a menu button and closes after a choice.
 */
export function MainNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // A new page closes the phone menu (state adjusted while rendering) and any open group (the DOM, after).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    navRef.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location.pathname]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const closeOthers = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (!target.open) return;
      nav.querySelectorAll("details[open]").forEach((d) => d !== target && d.removeAttribute("open"));
    };
    const closeOnOutside = (event: MouseEvent) => {
      if (!nav.contains(event.target as Node))
        nav.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const openGroup = nav.querySelector<HTMLDetailsElement>("details[open]");
      if (openGroup) {
        openGroup.removeAttribute("open");
        openGroup.querySelector("summary")?.focus();
      }
    };
    nav.addEventListener("toggle", closeOthers, true);
    document.addEventListener("click", closeOnOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      nav.removeEventListener("toggle", closeOthers, true);
      document.removeEventListener("click", closeOnOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, []);

  return (
    <nav className="main-nav" aria-label="Main" ref={navRef}>
      <div className="main-nav__bar">
        <button
          type="button"
          className="main-nav__toggle"
          aria-expanded={open}
          aria-controls="main-nav-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="main-nav__toggle-icon" aria-hidden="true" />
          Menu
        </button>
      </div>
      <ul id="main-nav-menu" className={open ? "main-nav__menu is-open" : "main-nav__menu"}>
        {navigation.map((entry) => (
          <NavItem key={entry.label} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ entry }: { entry: NavEntry }) {
  if ("items" in entry) {
    return (
      <li className="main-nav__group">
        <details>
          <summary>{entry.label}</summary>
          <ul>
            {entry.items.map((item) => (
              <li key={`${item.path}-${item.label}`}>
                <NavLink to={item.path} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      <NavLink to={entry.path} end>
        {entry.label}
      </NavLink>
    </li>
  );
}

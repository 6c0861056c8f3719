import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navigation, type NavEntry } from "~/content/site";
import { SiteSearchForm } from "./site-search-form";

export type MainNavProps = {
  /** The school's short name and logo, shown in the sticky bar. */
  shortName: string;
  logoSrc: string;
  phone: string;
  /** Header lines that have no room on a phone; the open phone menu shows them at its foot. */
  facts: string[];
  email: string;
};

const SECTION_GROUP = "main-nav-section";

/**
 * The header menu, built from native <details> so it works before (and without) JavaScript:
 * on a phone (480 px and narrower) the whole menu folds behind "Menu" and each section is an
 * accordion (the shared `name` keeps one open at a time); on wider screens the sections are dropdowns.
 * Script only adds what HTML cannot: closing after any choice (the current page too), on Escape and
 * on a click outside, and keeping keyboard focus inside the open phone menu.
 */
export function MainNav({ shortName, logoSrc, phone, facts, email }: MainNavProps) {
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (navRef.current) closeAll(navRef.current);
  }, [location.pathname]);

  useEffect(() => {
    const nav = navRef.current;
    const drawer = drawerRef.current;
    if (!nav || !drawer) return;
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
  }, []);

  return (
    <nav className="main-nav" aria-label="Main" ref={navRef}>
      <div className="main-nav__inner">
        <Link to="/" className="main-nav__brand">
          <img src={logoSrc} alt="" width="36" height="36" className="main-nav__logo" />
          <span className="main-nav__short-name">{shortName}</span>
        </Link>
        <a className="main-nav__call" href={`tel:${phone}`}>
          <span aria-hidden="true">☎</span>
          <span className="visually-hidden">Call the school: {phone}</span>
        </a>
        <details className="main-nav__drawer" ref={drawerRef}>
          <summary className="main-nav__toggle">
            <span className="main-nav__toggle-icon" aria-hidden="true" />
            Menu
          </summary>
          <div id="main-nav-menu" className="main-nav__panel">
            <SiteSearchForm id="site-search-menu" className="main-nav__search" />
            <ul className="main-nav__menu">
              {navigation.map((entry) => (
                <NavItem key={entry.label} entry={entry} />
              ))}
            </ul>
            <div className="main-nav__facts">
              {facts.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>
                <a href={`tel:${phone}`}>{phone}</a> · <a href={`mailto:${email}`}>{email}</a>
              </p>
            </div>
          </div>
        </details>
      </div>
    </nav>
  );
}

function NavItem({ entry }: { entry: NavEntry }) {
  if ("items" in entry) {
    return (
      <li className="main-nav__group">
        <details name={SECTION_GROUP}>
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

function closeAll(nav: HTMLElement) {
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

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/ui/link";
import { closeAll, enhanceMainNav, SECTION_GROUP } from "./enhance-main-nav";
import { SiteSearchForm } from "./site-search-form";
import { LanguageSwitcher } from "./language-switcher";
import { useLocalPath, useT } from "../i18n";
import { PhoneLink } from "~/ui/phone-link";
import { useSiteData } from "../site-data";
import { shownPhone } from "~/kernel/phone-shown";
import { DrawnOnce } from "../drawn-once";

/** `lang` is set on a label shown in another language than the page's (English, not translated yet). */
export type NavLinkItem = { label: string; path: string; lang?: string };
/** A link of the header menu, or a section of links. */
export type NavEntry = NavLinkItem | { label: string; lang?: string; items: NavLinkItem[] };

export type MainNavProps = {
  /** The menu the office keeps in the dashboard (loaded by the root route). */
  menu: readonly NavEntry[];
  /** The school's short name and logo, shown in the sticky bar; a tablet has room for the full name. */
  shortName: string;
  schoolName: string;
  logoSrc: string;
  phone: string;
  /** Header lines that have no room on a phone; the open phone menu shows them at its foot. */
  facts: { text: string; lang?: string }[];
  email: string;
  /** Names everything the menu depends on, so a page without React sends it as drawn before (~/ui/drawn-once). */
  drawKey?: string;
};

/**
 * The header menu, built from native <details> so it works before (and without) JavaScript:
 * on a phone or tablet (1023 px and narrower) the whole menu folds behind "Menu" and each section is an
 * accordion (the shared `name` keeps one open at a time); on wider screens the sections are dropdowns.
 * Script only adds what HTML cannot: closing after any choice (the current page too), on Escape and
 * on a click outside, and keeping keyboard focus inside the open phone menu.
 */
export function MainNav({ drawKey, ...props }: MainNavProps) {
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const t = useT();

  useEffect(() => {
    if (navRef.current) closeAll(navRef.current);
  }, [location.pathname]);

  useEffect(() => (navRef.current ? enhanceMainNav(navRef.current) : undefined), []);

  return (
    <DrawnOnce as="nav" className="main-nav" aria-label={t("nav.main")} ref={navRef} drawKey={drawKey}>
      <MainNavInner {...props} />
    </DrawnOnce>
  );
}

function MainNavInner({ menu, shortName, schoolName, logoSrc, phone, facts, email }: Omit<MainNavProps, "drawKey">) {
  const t = useT();
  const localPath = useLocalPath();
  const { signedIn } = useSiteData();
  return (
    <div className="main-nav__inner">
      <Link to={localPath("/")} className="main-nav__brand">
        <img src={logoSrc} alt="" width="36" height="36" className="main-nav__logo" />
        <span className="main-nav__short-name">{shortName}</span>
        <span className="main-nav__full-name">{schoolName}</span>
      </Link>
      <a className="main-nav__call" href={shownPhone(phone).href ?? `tel:${phone}`}>
        <span aria-hidden="true">☎</span>
        <span className="visually-hidden">{t("nav.call", { phone: shownPhone(phone).text })}</span>
      </a>
      <details className="main-nav__drawer">
        <summary className="main-nav__toggle">
          <span className="main-nav__toggle-icon" aria-hidden="true" />
          {t("nav.menu")}
        </summary>
        <div id="main-nav-menu" className="main-nav__panel">
          <SiteSearchForm id="site-search-menu" className="main-nav__search" />
          <LanguageSwitcher className="main-nav__languages" />
          <ul className="main-nav__menu">
            {menu.map((entry) => (
              <NavItem key={entry.label} entry={entry} />
            ))}
            {signedIn ? (
              <li className="main-nav__dashboard">
                <a href="/welcome">{t("nav.dashboard")}</a>
              </li>
            ) : null}
          </ul>
          <div className="main-nav__facts">
            {facts.map((line) => (
              <p key={line.text} lang={line.lang}>
                {line.text}
              </p>
            ))}
            <p>
              <PhoneLink number={phone} /> · <a href={`mailto:${email}`}>{email}</a>
            </p>
          </div>
        </div>
      </details>
    </div>
  );
}

function NavItem({ entry }: { entry: NavEntry }) {
  const localPath = useLocalPath();
  if ("items" in entry) {
    return (
      <li className="main-nav__group">
        <details name={SECTION_GROUP}>
          <summary lang={entry.lang}>{entry.label}</summary>
          <ul>
            {entry.items.map((item) => (
              <li key={`${item.path}-${item.label}`}>
                <NavLink to={localPath(item.path)} end lang={item.lang}>
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
      <NavLink to={localPath(entry.path)} end lang={entry.lang}>
        {entry.label}
      </NavLink>
    </li>
  );
}

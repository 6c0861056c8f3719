import type { ReactNode } from "react";
import { Form } from "react-router";
import { FollowLinksHere, Link, NavLink } from "~/ui/link";
import { logoSource } from "~/kernel/settings/default-logo";
import { useSiteData } from "~/ui/site-data";
import { SECTION_GROUPS, type DashboardSection } from "../sections";

export type ShellSection = Pick<DashboardSection, "path" | "label" | "specName" | "description" | "group">;

type Props = {
  user: { displayName: string; role: "editor" | "admin" };
  sections: ShellSection[];
  /** A count shown on a section's link (new inbox items), by path. */
  badges?: Record<string, number>;
  children?: ReactNode;
};

/**
 * The dashboard's own frame, without the public site's header, ticker and footer: the school's name, who is
 * signed in and their account links, View site and Logout; the sections beside the page on wide screens and
 * folded under "Sections" (a <details>, so it works without JavaScript) above it on narrow ones.
 */
export function DashboardShell({ user, sections, badges = {}, children }: Props) {
  const { settings } = useSiteData();
  const newItems = Object.values(badges).reduce((sum, count) => sum + count, 0);
  return (
    <div className="dashboard dashboard-frame">
      <a className="skip-link" href="#main">
        Skip to the section
      </a>
      <FollowLinksHere>
        <header className="dash-header">
          <div className="dash-header__inner">
            <Link to="/welcome" className="dash-header__brand">
              <img src={logoSource(settings.logoUrl)} alt="" width="40" height="40" />
              <span>
                <span className="dash-header__school">{settings.schoolName}</span>
                <span className="dash-header__what">Dashboard</span>
              </span>
            </Link>
            <div className="dash-header__account">
              <p className="dashboard-user">
                Signed in as <strong>{user.displayName}</strong> ({user.role})
              </p>
              <nav aria-label="Your account">
                <ul className="dash-header__links">
                  <li>
                    <NavLink to="/welcome/account" end>
                      My account
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/welcome/account/two-factor">Two-factor sign-in</NavLink>
                  </li>
                  <li>
                    <NavLink to="/welcome/account/sessions">Sessions</NavLink>
                  </li>
                  <li>
                    <a href="/">View site</a>
                  </li>
                  <li>
                    <Form method="post" action="/forms/logout">
                      <button type="submit" className="button button--ghost dash-header__logout">
                        Logout
                      </button>
                    </Form>
                  </li>
                </ul>
              </nav>
            </div>
          </div>
        </header>
      </FollowLinksHere>
      <div className="dashboard-body">
        <FollowLinksHere>
          <nav aria-label="Dashboard sections" className="dashboard-nav">
            <details className="dashboard-menu">
              <summary className="dashboard-menu__toggle">
                Sections
                {newItems ? (
                  <span className="count-badge count-badge--new">
                    {newItems}
                    <span className="visually-hidden"> new</span>
                  </span>
                ) : null}
              </summary>
              <ul className="dashboard-sections">
                <li>
                  <NavLink to="/welcome" end className="dashboard-section">
                    <span className="dashboard-section__name">Dashboard home</span>
                    <span className="dashboard-section__about">Totals, inbox and what to do next</span>
                  </NavLink>
                </li>
              </ul>
              {SECTION_GROUPS.map((group) => (
                <SectionGroup
                  key={group}
                  group={group}
                  sections={sections.filter((section) => section.group === group)}
                  every={sections}
                  badges={badges}
                />
              ))}
            </details>
          </nav>
        </FollowLinksHere>
        <main id="main" tabIndex={-1} className="dashboard-main">
          <h1 className="dashboard-title">Welcome</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

function SectionGroup({
  group,
  sections,
  every,
  badges,
}: {
  group: string;
  sections: ShellSection[];
  every: ShellSection[];
  badges: Record<string, number>;
}) {
  if (sections.length === 0) return null;
  const id = `sections-${group.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <>
      <p className="dashboard-sections__group" id={id}>
        {group}
      </p>
      <ul className="dashboard-sections" aria-labelledby={id}>
        {sections.map((section) => (
          <li key={section.path}>
            {/* A section with sections under it (Alumni, Alumni registrations) is current only at its own address. */}
            <NavLink
              to={section.path}
              end={every.some((other) => other.path.startsWith(`${section.path}/`))}
              className="dashboard-section"
            >
              <span className="dashboard-section__name">
                {section.label}
                {section.specName ? <small className="dashboard-section__spec">{section.specName}</small> : null}
              </span>
              {badges[section.path] ? (
                <span className="count-badge count-badge--new dashboard-section__badge">
                  {badges[section.path]}
                  <span className="visually-hidden"> new</span>
                </span>
              ) : null}
              <span className="dashboard-section__about">{section.description}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

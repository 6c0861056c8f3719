import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { DashboardSection } from "../sections";

type Props = {
  user: { displayName: string; role: "editor" | "admin" };
  sections: Pick<DashboardSection, "path" | "label" | "description">[];
  /** A count shown on a section's button (new inbox items), by path. */
  badges?: Record<string, number>;
  /** The dashboard home shows the navigation open; inside a section it folds away on small screens. */
  atHome: boolean;
  children?: ReactNode;
};

/** The dashboard frame: heading, who is signed in, Logout, the section navigation and the open section. */
export function DashboardShell({ user, sections, atHome, badges = {}, children }: Props) {
  return (
    <section className="page dashboard">
      <div className="dashboard-head">
        <h1>Welcome</h1>
        <p className="dashboard-user">
          Signed in as <strong>{user.displayName}</strong> ({user.role})
        </p>
        <Form method="post" action="/forms/logout">
          <button type="submit" className="button button--ghost">
            Logout
          </button>
        </Form>
      </div>
      <div className="dashboard-body">
        <details className="dashboard-menu" open={atHome}>
          <summary className="dashboard-menu__toggle">Sections</summary>
          <nav aria-label="Dashboard sections">
            <ul className="dashboard-sections">
              <li>
                <NavLink to="/welcome" end className="dashboard-section">
                  <span className="dashboard-section__name">Dashboard home</span>
                  <span className="dashboard-section__about">Totals and quick links</span>
                </NavLink>
              </li>
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink to={section.path} className="dashboard-section">
                    <span className="dashboard-section__name">{section.label}</span>
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
          </nav>
        </details>
        <div className="dashboard-main">{children}</div>
      </div>
    </section>
  );
}

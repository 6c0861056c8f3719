import { Form, Link } from "react-router";
import type { DashboardPanel } from "./panels";

type Props = {
  user: { displayName: string; role: "editor" | "admin" };
  panels: Pick<DashboardPanel, "id" | "label">[];
  current?: string | null;
  children?: React.ReactNode;
};

/** The dashboard frame: heading, who is signed in, Logout, the section buttons and the open panel. */
export function DashboardShell({ user, panels, current, children }: Props) {
  return (
    <section className="page dashboard">
      <div className="dashboard-head">
        <h1>Welcome</h1>
        <p className="dashboard-user">
          Signed in as <strong>{user.displayName}</strong> ({user.role})
        </p>
        <Form method="post" action="/forms/logout">
          <button type="submit" className="button">
            Logout
          </button>
        </Form>
      </div>
      <nav aria-label="Dashboard sections" className="dashboard-sections">
        {panels.map((panel) => (
          <Link
            key={panel.id}
            to={`/welcome?panel=${panel.id}`}
            className="button"
            aria-current={panel.id === current ? "page" : undefined}
          >
            {panel.label}
          </Link>
        ))}
      </nav>
      {children}
    </section>
  );
}

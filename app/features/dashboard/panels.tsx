import type { ComponentType } from "react";
import { inboxPanels } from "../inbox/inbox-panel";
import { recordPanels } from "../records/record-panels";
import { UploadPanel } from "../gallery/upload-panel";
import { NewsPanel } from "../news/news-panel";
import { SettingsPanel } from "../settings/settings-panel";
import { SlidesPanel } from "../slides/slides-panel";
import { AuditPanel } from "../audit/audit-panel";
import { ChangePasswordPanel } from "../users/change-password-panel";
import { UsersPanel } from "../users/users-panel";

/**
 * The dashboard's panels, one shown at a time at /welcome?panel=<id>. Each panel is a component
 * that talks to the JSON API itself; features export their panels and they are listed here.
 */
export type DashboardPanel = {
  id: string;
  label: string;
  /** Lowest role that may open it. */
  role: "editor" | "admin";
  Component: ComponentType;
  /** Reached from links (Add, Update...) rather than a section button of its own. */
  hidden?: boolean;
};

export const dashboardPanels: DashboardPanel[] = [
  { id: "uploads", label: "uploads", role: "editor", Component: UploadPanel },
  ...recordPanels,
  ...inboxPanels,
  { id: "latest-news", label: "Latest news", role: "editor", Component: NewsPanel },
  { id: "home-slides", label: "HomeScreenSlides", role: "editor", Component: SlidesPanel },
  { id: "site-settings", label: "Site settings", role: "admin", Component: SettingsPanel },
  { id: "users", label: "Users", role: "admin", Component: UsersPanel },
  { id: "change-password", label: "Change password", role: "editor", Component: ChangePasswordPanel },
  { id: "audit", label: "Audit log", role: "admin", Component: AuditPanel },
];

export function findPanel(id: string | null) {
  return dashboardPanels.find((panel) => panel.id === id);
}

const RANK = { editor: 1, admin: 2 } as const;

/** The panels a user of this role may open, in the order of the section buttons. */
export function panelsFor(role: "editor" | "admin") {
  return dashboardPanels.filter((panel) => RANK[panel.role] <= RANK[role]);
}

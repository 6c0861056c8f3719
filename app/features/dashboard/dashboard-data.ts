import { useActionData, useLoaderData } from "react-router";
import type { TableState } from "~/components/table/table-state";
import type { CsvRowError, RecordPage, RecordRow } from "../records/records.server";
import type { RecordKindId } from "../records/kinds";
import type { InboxPage } from "../inbox/inbox.server";

// What the dashboard routes (/welcome and the standalone admin pages) hand to their panels.
// Type-only imports of server modules: nothing from them reaches the browser bundle.

export type DashboardCounts = {
  totalStudents: number;
  totalFaculty: number;
  totalAlumni: number;
  totalCommitteeMembers: number;
  totalContactRequests: number;
  totalAccounts: number;
};

export type PanelData =
  | { view: "records-list"; kind: RecordKindId; page: RecordPage; state: TableState }
  | {
      view: "record-update";
      kind: RecordKindId;
      key: string | null;
      record?: RecordRow;
      searchError?: string;
      confirmDelete: boolean;
    }
  | { view: "inbox"; page: InboxPage; state: TableState }
  | { view: "none" };

export type DashboardData = {
  user: { displayName: string; role: "editor" | "admin" };
  panelId: string | null;
  panelData: PanelData;
  counts?: DashboardCounts;
};

/** The answer of a dashboard form post that did not succeed (success redirects). */
export type PanelActionResult = {
  intent: string;
  kind?: string;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  rowErrors?: CsvRowError[];
};

export function useDashboardData(): DashboardData {
  return useLoaderData() as DashboardData;
}

export function usePanelActionResult(intent: string, kind?: string): PanelActionResult | undefined {
  const result = useActionData() as PanelActionResult | undefined;
  if (!result || result.intent !== intent || (kind !== undefined && result.kind !== kind)) return undefined;
  return result;
}

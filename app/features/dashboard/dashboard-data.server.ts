import { data, redirect } from "react-router";
import { pagePath } from "~/lib/request-path";
import { db } from "~platform/database/connection";
import type { SessionUser } from "../auth/session.server";
import { readTableState } from "~/components/table/table-state";
import { listInbox, markHandled } from "../inbox/inbox.server";
import { INBOX_TYPES, type InboxType } from "../inbox/inbox";
import { RECORD_KINDS, sortableColumns, type RecordKind, type RecordKindId } from "../records/kinds";
import {
  countRecords,
  createRecord,
  CsvImportError,
  deleteRecord,
  findRecord,
  importRecordsCsv,
  listRecordPage,
  parseKey,
  RecordError,
  updateRecord,
} from "../records/records.server";
import { formToObject } from "../shared/validation";
import type { DashboardCounts, DashboardData, PanelActionResult, PanelData } from "./dashboard-data";

const kindOf = (id: string | null | undefined): RecordKind | undefined =>
  id && id in RECORD_KINDS ? RECORD_KINDS[id as RecordKindId] : undefined;

/** The numbers of the dashboard's count boxes. */
export async function loadCounts(): Promise<DashboardCounts> {
  const database = db();
  const [totalStudents, totalFaculty, totalAlumni, totalCommitteeMembers, requests, accounts] = await Promise.all([
    countRecords(database, RECORD_KINDS.students),
    countRecords(database, RECORD_KINDS.faculty),
    countRecords(database, RECORD_KINDS.alumni),
    countRecords(database, RECORD_KINDS.committee),
    database
      .selectFrom("contact_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("admin_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("disabled", "=", 0)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalStudents,
    totalFaculty,
    totalAlumni,
    totalCommitteeMembers,
    totalContactRequests: Number(requests.n),
    totalAccounts: Number(accounts.n),
  };
}

/** Data of the open panel, read from the URL (table state, searched key). */
export async function loadPanelData(panelId: string | null, url: URL): Promise<PanelData> {
  if (!panelId) return { view: "none" };
  const params = url.searchParams;
  if (panelId === "inbox") {
    const state = readTableState(params, []);
    const type = (INBOX_TYPES as readonly string[]).includes(params.get("type") ?? "")
      ? (params.get("type") as InboxType)
      : "contact_requests";
    const page = await listInbox(db(), {
      type,
      unhandled: params.get("unhandled") === "1",
      page: state.page,
      pageSize: state.pageSize,
    });
    return { view: "inbox", page, state };
  }
  const [kindId, view] = panelId.split("-");
  const kind = kindOf(kindId);
  if (!kind) return { view: "none" };
  if (view === "view") {
    const state = readTableState(params, sortableColumns(kind));
    const page = await listRecordPage(db(), kind, {
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort,
      order: state.order,
      q: state.q,
    });
    return { view: "records-list", kind: kind.id, page, state };
  }
  if (view === "update") {
    const raw = params.get("key");
    if (raw === null) return { view: "record-update", kind: kind.id, key: null, confirmDelete: false };
    if (raw.trim() === "")
      return { view: "record-update", kind: kind.id, key: "", searchError: kind.searchMessage, confirmDelete: false };
    const key = parseKey(kind, raw);
    const record = key === undefined ? undefined : await findRecord(db(), kind, key);
    return {
      view: "record-update",
      kind: kind.id,
      key: raw.trim(),
      record,
      searchError: record ? undefined : kind.notFoundMessage,
      confirmDelete: params.get("confirm") === "delete",
    };
  }
  return { view: "none" };
}

export async function loadDashboard(
  url: URL,
  user: SessionUser,
  panelId: string | null,
  options: { counts: boolean },
): Promise<DashboardData> {
  const [panelData, counts] = await Promise.all([
    loadPanelData(panelId, url),
    options.counts ? loadCounts() : Promise.resolve(undefined),
  ]);
  return { user: { displayName: user.displayName, role: user.role }, panelId, panelData, counts };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** Where a successful post lands: the same page, with `changes` applied to its query. */
function landing(request: Request, changes: Record<string, string | null>) {
  const url = new URL(request.url);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  url.searchParams.delete("index");
  return redirect(`${pagePath(request)}?${url.searchParams.toString()}`);
}

function refusal(result: Omit<PanelActionResult, "values"> & { values?: Record<string, string> }, status: number) {
  return data<PanelActionResult>({ values: {}, ...result }, { status });
}

/**
 * The dashboard's form posts (with or without JavaScript): register, update, delete and import
 * records, and mark inbox items handled. Success redirects (so the form clears and a reload does not
 * post again); a refusal comes back with the server's reason and a message per field.
 */
export async function dashboardAction(request: Request, user: SessionUser) {
  const form = await request.formData();
  const intent = text(form.get("intent"));
  const kind = kindOf(text(form.get("kind")));
  const actor = { id: user.id, userid: user.userid, ip: null };
  const values = Object.fromEntries(
    Object.entries(formToObject(form)).filter(([, value]) => typeof value === "string"),
  ) as Record<string, string>;
  delete values.intent;
  delete values.kind;
  if (user.role !== "admin")
    return refusal({ intent, kind: kind?.id, error: "Your account is not allowed to do this.", fields: {} }, 403);
  try {
    if (intent === "handled") {
      const type = text(form.get("type")) as InboxType;
      const id = Number(text(form.get("id")));
      if (!INBOX_TYPES.includes(type) || !Number.isInteger(id))
        return refusal({ intent, error: "No such inbox item.", fields: {} }, 404);
      const item = await markHandled(db(), type, id, text(form.get("handled")) === "1", actor);
      if (!item) return refusal({ intent, error: "No such inbox item.", fields: {} }, 404);
      return landing(request, { done: text(form.get("handled")) === "1" ? "handled" : "unhandled" });
    }
    if (!kind) return refusal({ intent, error: "Unknown record type.", fields: {} }, 400);
    if (intent === "create") {
      await createRecord(db(), kind, values, actor);
      return landing(request, { done: "registered" });
    }
    if (intent === "update" || intent === "delete") {
      const key = parseKey(kind, text(form.get("key")));
      if (key === undefined) return refusal({ intent, kind: kind.id, error: kind.notFoundMessage, fields: {} }, 404);
      if (intent === "update") {
        await updateRecord(db(), kind, key, values, actor);
        return landing(request, { done: "updated", key: null, confirm: null });
      }
      await deleteRecord(db(), kind, key, actor);
      const panel = new URL(request.url).searchParams.get("panel");
      return landing(request, {
        done: "deleted",
        key: null,
        confirm: null,
        ...(panel ? { panel: `${kind.id}-view` } : {}),
      });
    }
    if (intent === "import") {
      const file = form.get("file");
      const csv = file instanceof File ? await file.text() : text(file);
      if (csv.trim() === "")
        return refusal(
          {
            intent,
            kind: kind.id,
            error: "Choose a CSV file to import.",
            fields: { file: "Choose a CSV file to import." },
          },
          400,
        );
      const { imported } = await importRecordsCsv(db(), kind, csv, actor);
      return landing(request, { done: "imported", count: String(imported) });
    }
    return refusal({ intent, error: "Unknown action.", fields: {} }, 400);
  } catch (err) {
    if (err instanceof CsvImportError)
      return refusal(
        { intent, kind: kind?.id, error: err.message, fields: {}, rowErrors: err.errors.slice(0, 200) },
        400,
      );
    if (err instanceof RecordError)
      return refusal({ intent, kind: kind?.id, error: err.message, fields: err.fields, values }, err.status);
    throw err;
  }
}

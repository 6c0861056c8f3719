import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { When } from "~/ui/when";
import { PageMeta } from "~/ui/page-meta";
import { StatusRegion } from "~/ui/form/panel-fields";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { assignFormSchema, noteFormSchema, replyFormSchema, statusFormSchema } from "~/modules/help-desk/help-desk";
import {
  addNote,
  assignItem,
  getHelpDeskItem,
  listAssignees,
  replyToItem,
  setItemStatus,
  trashItem,
  type HelpDeskOutcome,
} from "~/modules/help-desk/help-desk.server";
import { INBOX_KIND_LABELS, INBOX_KIND_SINGULAR, INBOX_STATUS_LABELS } from "~/modules/help-desk/kinds";
import { AssignForm, NoteForm, ReplyForm, StatusForm } from "~/modules/help-desk/ui/item-forms";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.inbox-item";
import { SectionErrorBoundary } from "~/modules/dashboard";

const itemId = (raw: string | undefined) => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data("No such inbox item.", { status: 404 });
  return Number(raw);
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const found = await getHelpDeskItem(db(), itemId(params.id));
  if (!found || (found.item.deleted_at && user.role !== "admin")) throw data("No such inbox item.", { status: 404 });
  return { ...found, role: user.role, assignees: await listAssignees(db()), me: user.id };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const id = itemId(params.id);
  const actor = user.actor;
  return formAction(request, async (form) => {
    const outcome = await changeItem(id, form, user, actor);
    if (form.get("intent") === "delete")
      return redirectWithFlash(request, "/welcome/inbox", { tone: "ok", text: outcome.message });
    return redirectWithFlash(request, `/welcome/inbox/${id}`, { tone: "ok", text: outcome.message });
  });
}

/** The change a form of the item's page asks for; a refusal is a RefusedError. */
function changeItem(
  id: number,
  form: FormData,
  user: { role: string },
  actor: Parameters<typeof replyToItem>[3],
): Promise<HelpDeskOutcome> {
  switch (String(form.get("intent") ?? "")) {
    case "status":
      return setItemStatus(db(), id, parseSubmission(statusFormSchema, form).status, actor);
    case "assign": {
      const { assignee } = parseSubmission(assignFormSchema, form);
      return assignItem(db(), id, assignee ? Number(assignee) : null, actor);
    }
    case "note":
      return addNote(db(), id, parseSubmission(noteFormSchema, form).note, actor);
    case "reply":
      return replyToItem(db(), id, parseSubmission(replyFormSchema, form), actor);
    case "delete":
    case "restore":
      if (user.role !== "admin") throw new RefusedError(403, "Only an administrator can delete.");
      return trashItem(db(), id, form.get("intent") === "delete", actor);
    default:
      throw new RefusedError(400, "Unknown action.");
  }
}

const FIELD_LABELS: Record<string, string> = {
  studentName: "Student",
  parentName: "Parent",
  occupation: "Occupation",
  address: "Address",
  presentSchool: "Present school",
  admissionSought: "Class sought",
  daycareRequest: "Day care",
  remarks: "Remarks",
  donorName: "Donor",
  total: "Total (Rs.)",
  subject: "Subject",
  message: "Message",
};

function sourceDetails(source: Record<string, unknown> | null): [string, string][] {
  if (!source) return [];
  const rows: [string, string][] = [];
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const value = source[key];
    if (value === null || value === undefined || value === "") continue;
    if (key === "daycareRequest") rows.push([label, Number(value) ? "Yes" : "No"]);
    else rows.push([label, String(value)]);
  }
  if (typeof source.items === "string") {
    try {
      const items = JSON.parse(source.items) as { name: string; quantity: number }[];
      rows.push(["Items", items.map((item) => `${item.name} × ${item.quantity}`).join(", ")]);
    } catch {
      // an unreadable list is left out
    }
  }
  return rows;
}

const EVENT_TEXT: Record<string, string> = {
  received: "Received from the website",
  note: "Note",
  reply: "Reply e-mailed",
  status: "Status changed to",
  assign: "Assigned to",
  deleted: "Moved to the trash",
  restored: "Restored from the trash",
};

export default function InboxItem() {
  const { item, source, events, mails, role, assignees } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  const failed = (intent: string) => (result?.intent === intent ? result : undefined);
  const mailState = (id: number | null) => mails.find((mail) => mail.id === id);
  const canReply = Boolean(item.email) && !item.erased_at;
  return (
    <section className="dashboard-panel help-desk-detail" aria-labelledby="item-heading">
      <PageMeta title={item.reference} description="Administration." path="/welcome/inbox" noindex />
      <p>
        <Link to="/welcome/inbox">← Inbox</Link>
      </p>
      <div className="panel-head">
        <h2 id="item-heading">
          {item.reference}{" "}
          <span className={`status-badge status-badge--${item.status}`}>{INBOX_STATUS_LABELS[item.status]}</span>
        </h2>
        <p>
          {INBOX_KIND_LABELS[item.kind]} · received <When iso={item.received_at} />
          {item.deleted_at ? (
            <>
              {" "}
              · in the trash since <When iso={item.deleted_at} />
            </>
          ) : null}
        </p>
      </div>
      {/* A form's own refusal shows in its summary; this says why a button of the page was refused. */}
      {result && result.form === undefined ? (
        <StatusRegion id="item-status" status={{ tone: "error", text: result.message }} />
      ) : null}
      <div className="help-desk-detail__grid">
        <div className="card help-desk-detail__from">
          <h3>From</h3>
          {item.erased_at ? (
            <p>The personal data of this item was erased after the retention period.</p>
          ) : (
            <dl>
              <dt>Name</dt>
              <dd>{item.name}</dd>
              {item.email ? (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${item.email}?subject=${encodeURIComponent(item.reference)}`}>{item.email}</a>
                  </dd>
                </>
              ) : null}
              {item.phone ? (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:+91${item.phone}`}>{item.phone}</a>
                  </dd>
                </>
              ) : null}
              {sourceDetails(source).map(([label, value]) => (
                <div key={label} className="dl-row">
                  <dt>{label}</dt>
                  <dd className="preserve-lines">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="card help-desk-detail__work">
          <StatusForm key={location.key} status={item.status} refused={failed("status")} busy={busy} />
          <AssignForm
            key={`assign-${location.key}`}
            assignee={item.assignee_id ? String(item.assignee_id) : ""}
            assignees={assignees}
            refused={failed("assign")}
            busy={busy}
          />
          {role === "admin" ? (
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value={item.deleted_at ? "restore" : "delete"} />
              <button type="submit" className="button button--ghost button--danger" disabled={busy}>
                {item.deleted_at ? "Restore from the trash" : "Delete (to the trash for 30 days)"}
              </button>
            </Form>
          ) : null}
        </div>
      </div>

      <div className="help-desk-detail__grid">
        {/* Each form with its error summary in one cell of the grid. */}
        <div>
          <NoteForm key={`note-${location.key}`} refused={failed("note")} busy={busy} />
        </div>
        {canReply && item.email ? (
          <div>
            <ReplyForm
              key={`reply-${location.key}`}
              email={item.email}
              subject={`Your ${INBOX_KIND_SINGULAR[item.kind]} ${item.reference}`}
              refused={failed("reply")}
              busy={busy}
            />
          </div>
        ) : null}
      </div>

      <h3>History</h3>
      <ol className="item-history">
        {events.map((event) => {
          const mail = mailState(event.outbox_id);
          return (
            <li key={event.id} className={`item-history__entry item-history__entry--${event.event}`}>
              <p className="item-history__head">
                <strong>
                  {EVENT_TEXT[event.event] ?? event.event}
                  {event.event === "status" && event.body
                    ? ` ${INBOX_STATUS_LABELS[event.body as "new"] ?? event.body}`
                    : ""}
                  {event.event === "assign" && event.body ? ` ${event.body}` : ""}
                </strong>{" "}
                <span>
                  {event.actor_name ?? event.actor_userid ?? ""} · <When iso={event.created_at} />
                </span>
                {mail ? <span className={`status-badge status-badge--mail-${mail.status}`}>{mail.status}</span> : null}
              </p>
              {(event.event === "note" || event.event === "reply") && event.body ? (
                <p className="preserve-lines">{event.body}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {mails.length ? (
        <>
          <h3>E-mails about this item</h3>
          <ul className="item-mails">
            {mails.map((mail) => (
              <li key={mail.id}>
                <span className={`status-badge status-badge--mail-${mail.status}`}>{mail.status}</span> {mail.purpose}{" "}
                to {mail.to_address}: {mail.subject}
                {mail.status === "failed" && mail.last_error ? ` (server answered: ${mail.last_error})` : ""}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/welcome/outbox">Open the outbox</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

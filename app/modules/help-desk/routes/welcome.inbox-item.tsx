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
import { ItemHistory, ItemMails, ItemSender } from "~/modules/help-desk/ui/item-details";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission, refusal, type FieldMessages, type SubmissionFailure } from "~/kernel/form";
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

type ActionResult = SubmissionFailure & { intent: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const id = itemId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor = user.actor;
  const refuse = (message: string, fields: FieldMessages, status = 400) =>
    data<ActionResult>({ ...refusal(form, message, fields), intent }, { status });
  let outcome: HelpDeskOutcome;
  if (intent === "status") {
    const parsed = parseSubmission(statusFormSchema, form);
    if (!parsed.ok) return refuse(parsed.message, parsed.fields);
    outcome = await setItemStatus(db(), id, parsed.data.status, actor);
  } else if (intent === "assign") {
    const parsed = parseSubmission(assignFormSchema, form);
    if (!parsed.ok) return refuse(parsed.message, parsed.fields);
    outcome = await assignItem(db(), id, parsed.data.assignee ? Number(parsed.data.assignee) : null, actor);
  } else if (intent === "note") {
    const parsed = parseSubmission(noteFormSchema, form);
    if (!parsed.ok) return refuse(parsed.message, parsed.fields);
    outcome = await addNote(db(), id, parsed.data.note, actor);
  } else if (intent === "reply") {
    const parsed = parseSubmission(replyFormSchema, form);
    if (!parsed.ok) return refuse(parsed.message, parsed.fields);
    outcome = await replyToItem(db(), id, parsed.data, actor);
    if (!outcome.ok) return refuse(outcome.message, { [outcome.field ?? "body"]: outcome.message });
  } else if (intent === "delete" || intent === "restore") {
    if (user.role !== "admin") return refuse("Only an administrator can delete.", {}, 403);
    outcome = await trashItem(db(), id, intent === "delete", actor);
    if (outcome.ok && intent === "delete")
      return redirectWithFlash(request, "/welcome/inbox", { tone: "ok", text: outcome.message });
  } else {
    return refuse("Unknown action.", {});
  }
  if (!outcome.ok)
    return refuse(outcome.message, outcome.field ? { [outcome.field]: outcome.message } : {}, outcome.status);
  return redirectWithFlash(request, `/welcome/inbox/${id}`, { tone: "ok", text: outcome.message });
}

export default function InboxItem() {
  const { item, source, events, mails, role, assignees } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  const failed = (intent: string) => (result?.intent === intent ? result : undefined);
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
        <ItemSender item={item} source={source} />
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
      <ItemHistory events={events} mails={mails} />
      {mails.length ? <ItemMails mails={mails} /> : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

import { data, Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
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
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import { shownPhones } from "~/kernel/phone-shown";
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
  const phones = shownPhones([found.item.phone]);
  return { ...found, role: user.role, assignees: await listAssignees(db()), me: user.id, phones };
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

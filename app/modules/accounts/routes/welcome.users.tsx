import { data, Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import { adminUserSchema, resetPasswordSchema, updateAdminUserSchema } from "~/modules/accounts/users-schema";
import { createAdminUser, listAdminUsers, setPassword, updateAdminUser } from "~/modules/accounts/users.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission, refusal, type SubmissionFailure } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import { recordAudit } from "~/kernel/audit.server";
import { endSessions } from "~/modules/accounts/session.server";
import type { Route } from "./+types/welcome.users";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { AccountCard } from "~/modules/accounts/ui/account-card";
import { AddUserForm } from "~/modules/accounts/ui/add-user-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return { users: await listAdminUsers(db()), me: user.id };
}

type Refused = SubmissionFailure & { intent: string; id?: number };
type RoleQuestion = { intent: "role"; ask: { id: number; userid: string; role: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const actor = user.actor;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const refuse = (failure: SubmissionFailure, status: number) =>
    data<Refused>({ ...failure, intent, id: Number.isSafeInteger(id) ? id : undefined }, { status });
  const back = (text: string) => redirectWithFlash(request, "/welcome/users", { tone: "ok", text });

  if (intent === "add") {
    const submission = parseSubmission(adminUserSchema, form);
    if (!submission.ok) return refuse(submission, 400);
    const created = await createAdminUser(db(), submission.data, actor);
    if (!created.ok) return refuse(refusal(form, created.error, created.fields), created.status);
    return back(`Account ${created.value.userid} added.`);
  }
  if (!Number.isSafeInteger(id) || id < 1) return refuse(refusal(form, "No such account."), 404);
  const account = (await listAdminUsers(db())).find((entry) => entry.id === id);
  if (!account) return refuse(refusal(form, "No such account."), 404);

  if (intent === "role" || intent === "disabled" || intent === "email") {
    const submission = parseSubmission(updateAdminUserSchema, form);
    if (!submission.ok) return refuse(submission, 400);
    // A role change is asked about first; without JavaScript the question is a page of its own.
    if (intent === "role" && form.get("confirmed") !== "1")
      return data<RoleQuestion>({
        intent: "role",
        ask: { id, userid: account.userid, role: String(submission.data.role) },
      });
    const updated = await updateAdminUser(db(), id, submission.data, actor);
    if (!updated.ok)
      return refuse(refusal(form, Object.values(updated.fields)[0] ?? updated.error, updated.fields), updated.status);
    if (intent === "role") return back(`${account.userid} is now ${updated.value.role}.`);
    if (intent === "email")
      return back(
        updated.value.email
          ? `${account.userid} gets password reset links at ${updated.value.email}.`
          : `${account.userid} has no e-mail now.`,
      );
    return back(`${account.userid} is ${updated.value.disabled ? "disabled" : "enabled"}.`);
  }
  if (intent === "end-sessions") {
    const ended = await endSessions(db(), id, {});
    await recordAudit(db(), actor, {
      action: "sessions_ended",
      entity: "admin_user",
      entityKey: account.userid,
      after: { ended },
    });
    return back(`${account.userid}: ${ended} session(s) signed out.`);
  }
  if (intent === "password") {
    const submission = parseSubmission(resetPasswordSchema, form);
    if (!submission.ok) return refuse(submission, 400);
    const reset = await setPassword(db(), { id }, submission.data.password, actor);
    if (!reset.ok) return refuse(refusal(form, reset.error, reset.fields), reset.status);
    return back(`${account.userid}: password reset. The account's sessions were ended.`);
  }
  return refuse(refusal(form, "Unknown action."), 400);
}

export default function Users() {
  const { users, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const refused = answer && "ok" in answer ? answer : undefined;
  const question = answer && "ask" in answer ? answer.ask : undefined;
  return (
    <section className="dashboard-panel" aria-labelledby="users-heading">
      <PageMeta title="Users" description="Administration." path="/welcome/users" noindex />
      <h2 id="users-heading">Users</h2>
      <p className="hint">
        Editors change the news, gallery and slides and read records and the inbox; admins do everything.
      </p>
      {refused && refused.intent !== "add" ? (
        <StatusMessage tone="error" message={refused.message} id={location.key} />
      ) : null}
      {question ? (
        <div className="confirm-delete" role="group" aria-labelledby="role-question">
          <p id="role-question">
            Make <strong>{question.userid}</strong> {question.role === "admin" ? "an admin" : "an editor"}?
          </p>
          <Form method="post" className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={question.id} />
            <input type="hidden" name="role" value={question.role} />
            <input type="hidden" name="confirmed" value="1" />
            <button type="submit" className="button">
              Yes, change the role
            </button>
            <Link to="/welcome/users" className="button button--ghost">
              Keep it as it is
            </Link>
          </Form>
        </div>
      ) : null}
      <ul className="account-list" aria-label="Accounts">
        {users.map((user) => (
          <AccountCard
            key={user.id}
            user={user}
            isMe={user.id === me}
            refused={refused?.id === user.id ? refused : undefined}
          />
        ))}
      </ul>
      <AddUserForm refused={refused?.intent === "add" ? refused : undefined} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import { adminUserSchema, resetPasswordSchema, updateAdminUserSchema } from "~/modules/accounts/users-schema";
import {
  createAdminUser,
  listAdminUsers,
  setPassword,
  signOutEverywhere,
  updateAdminUser,
} from "~/modules/accounts/users.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.users";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { AccountCard } from "~/modules/accounts/ui/account-card";
import { AddUserForm } from "~/modules/accounts/ui/add-user-form";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return { users: await listAdminUsers(db()), me: user.id };
}

type RoleQuestion = { intent: "role"; ask: { id: number; userid: string; role: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const actor = user.actor;
  const back = (text: string) => redirectWithFlash(request, "/welcome/users", { tone: "ok", text });
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "add") {
      const created = await createAdminUser(db(), parseSubmission(adminUserSchema, form), actor);
      return back(`Account ${created.userid} added.`);
    }
    const id = Number(form.get("id"));
    const account = (await listAdminUsers(db())).find((entry) => entry.id === id);
    if (!account) throw new RefusedError(404, "No such account.");

    if (intent === "role" || intent === "disabled" || intent === "email") {
      const changes = parseSubmission(updateAdminUserSchema, form);
      // A role change is asked about first; without JavaScript the question is a page of its own.
      if (intent === "role" && form.get("confirmed") !== "1")
        return data<RoleQuestion>({ intent: "role", ask: { id, userid: account.userid, role: String(changes.role) } });
      const updated = await updateAdminUser(db(), id, changes, actor);
      if (intent === "role") return back(`${account.userid} is now ${updated.role}.`);
      if (intent === "email")
        return back(
          updated.email
            ? `${account.userid} gets password reset links at ${updated.email}.`
            : `${account.userid} has no e-mail now.`,
        );
      return back(`${account.userid} is ${updated.disabled ? "disabled" : "enabled"}.`);
    }
    if (intent === "end-sessions") {
      const ended = await signOutEverywhere(db(), account, actor);
      return back(`${account.userid}: ${ended} session(s) signed out.`);
    }
    if (intent === "password") {
      await setPassword(db(), { id }, parseSubmission(resetPasswordSchema, form).password, actor);
      return back(`${account.userid}: password reset. The account's sessions were ended.`);
    }
    throw new RefusedError(400, "Unknown action.");
  });
}

export default function Users() {
  const { users, me } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const refused = answer && "ok" in answer ? answer : undefined;
  const refusedCard = (id: number) => (refused?.values.id === String(id) ? refused : undefined);
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
          <AccountCard key={user.id} user={user} isMe={user.id === me} refused={refusedCard(user.id)} />
        ))}
      </ul>
      <AddUserForm refused={refused?.intent === "add" ? refused : undefined} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

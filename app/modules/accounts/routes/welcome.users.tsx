import { useState, type FormEvent } from "react";
import { When } from "~/ui/when";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { EditForm } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { ADMIN_ROLES } from "~/modules/accounts/schema";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import {
  adminUserSchema,
  resetPasswordSchema,
  updateAdminUserSchema,
  type AdminUserSummary,
} from "~/modules/accounts/users-schema";
import {
  createAdminUser,
  listAdminUsers,
  setPassword,
  signOutEverywhere,
  updateAdminUser,
} from "~/modules/accounts/users.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission, type FormRefusal } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { formConstraints } from "~/kernel/form-constraints";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.users";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return { users: await listAdminUsers(db()), me: user.id };
}

const newUser = formConstraints(adminUserSchema);
const accountChange = formConstraints(updateAdminUserSchema);
const passwordReset = formConstraints(resetPasswordSchema);

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

function AccountCard({ user, isMe, refused }: { user: AdminUserSummary; isMe: boolean; refused?: FormRefusal }) {
  const submit = useSubmit();
  const [pendingRole, setPendingRole] = useState<{ form: HTMLFormElement; role: string }>();
  function askFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const role = String(new FormData(form).get("role"));
    if (role === user.role) return;
    setPendingRole({ form, role });
  }
  return (
    <li className="account-card">
      <div className="account-card__who">
        <strong>{user.displayName}</strong> <span className="account-card__id">{user.userid}</span>
        {user.disabled ? <span className="badge badge--off">Disabled</span> : <span className="badge">Active</span>}
        {isMe ? <span className="badge badge--ok">You</span> : null}
      </div>
      <p className="account-card__meta">
        Role: <strong>{user.role}</strong> · Last sign-in: <When iso={user.lastLoginAt} fallback="never" />
      </p>
      <Form method="post" className="inline-form account-card__email" data-quick-form>
        <input type="hidden" name="intent" value="email" />
        <input type="hidden" name="id" value={user.id} />
        <label className="inline-field">
          <span>E-mail for password reset</span>
          <input
            name="email"
            type="email"
            defaultValue={refused?.intent === "email" ? refused.values.email : (user.email ?? "")}
            {...accountChange.input("email")}
            autoComplete="off"
            aria-invalid={refused?.intent === "email" ? true : undefined}
          />
        </label>
        <button type="submit" className="button button--ghost">
          Save e-mail
        </button>
      </Form>
      <div className="account-card__actions">
        <Form method="post" className="inline-form" onSubmit={askFirst} data-quick-form>
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={user.id} />
          <label className="inline-field">
            <span>Role</span>
            <select name="role" defaultValue={user.role} key={user.role}>
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--ghost">
            Change role
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="disabled" />
          <input type="hidden" name="id" value={user.id} />
          <input type="hidden" name="disabled" value={user.disabled ? "false" : "true"} />
          <button type="submit" className="button button--ghost">
            {user.disabled ? "Enable" : "Disable"}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="end-sessions" />
          <input type="hidden" name="id" value={user.id} />
          <button type="submit" className="button button--ghost">
            Sign out everywhere
          </button>
        </Form>
      </div>
      {refused && refused.intent !== "password" && refused.intent !== "add" ? (
        <p className="field-error">{Object.values(refused.fields)[0] ?? refused.message}</p>
      ) : null}
      <details className="account-card__reset" open={refused?.intent === "password"}>
        <summary>Reset password</summary>
        <Form method="post" noValidate className="admin-form admin-form--inline" data-quick-form>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="id" value={user.id} />
          <TextField
            id={`reset-${user.id}`}
            name="password"
            label={`New password for ${user.userid}`}
            type="password"
            autoComplete="new-password"
            error={refused?.intent === "password" ? (refused.fields.password ?? refused.message) : undefined}
            {...passwordReset.input("password")}
          />
          <button type="submit" className="button">
            Set password
          </button>
        </Form>
      </details>
      <ConfirmDialog
        open={pendingRole !== undefined}
        title={pendingRole ? `Make ${user.userid} ${pendingRole.role === "admin" ? "an admin" : "an editor"}?` : ""}
        confirmLabel="Yes, change the role"
        cancelLabel="Keep it as it is"
        onConfirm={() => {
          if (!pendingRole) return;
          const form = new FormData(pendingRole.form);
          form.set("confirmed", "1");
          setPendingRole(undefined);
          submit(form, { method: "post", preventScrollReset: true });
        }}
        onCancel={() => {
          pendingRole?.form.reset();
          setPendingRole(undefined);
        }}
      >
        <p>
          {pendingRole?.role === "admin"
            ? "Admins can change every record, the site settings and the accounts, including yours."
            : "Editors can no longer change records, settings or accounts."}
        </p>
      </ConfirmDialog>
    </li>
  );
}

function AddUserForm({ refused }: { refused?: FormRefusal }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  return (
    <>
      <h3 id="add-user-heading">Add a user</h3>
      <EditForm
        key={location.key}
        name="add-user"
        idPrefix="new"
        defaults={{ role: "editor" }}
        refused={refused}
        className="admin-form"
        aria-label="Add a user"
      >
        {({ values, errors }) => (
          <>
            <input type="hidden" name="intent" value="add" />
            <TextField
              {...newUser.input("userid")}
              id="new-userid"
              name="userid"
              label="User ID"
              autoComplete="off"
              defaultValue={values.userid}
              error={errors.userid}
            />
            <TextField
              {...newUser.input("displayName")}
              id="new-displayName"
              name="displayName"
              label="Display name"
              autoComplete="off"
              defaultValue={values.displayName}
              error={errors.displayName}
            />
            <TextField
              {...newUser.input("email")}
              id="new-email"
              name="email"
              type="email"
              label="E-mail (for password reset links)"
              autoComplete="off"
              defaultValue={values.email}
              error={errors.email}
            />
            <div className="field">
              <label htmlFor="new-role" className="field-label">
                Role
              </label>
              <select
                {...newUser.choice("role")}
                id="new-role"
                name="role"
                defaultValue={values.role ?? "editor"}
                aria-invalid={errors.role ? true : undefined}
                aria-describedby={errors.role ? "new-role-error" : undefined}
              >
                <option value="editor">editor: news, gallery, slides; reads records and inbox</option>
                <option value="admin">admin: everything, including users</option>
              </select>
              {errors.role ? (
                <p id="new-role-error" className="field-error">
                  {errors.role}
                </p>
              ) : null}
            </div>
            <TextField
              {...newUser.input("password")}
              id="new-password"
              name="password"
              label="Password (at least 12 characters)"
              type="password"
              autoComplete="new-password"
              error={errors.password}
            />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Adding..." : "Add user"}
            </button>
          </>
        )}
      </EditForm>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

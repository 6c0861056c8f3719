import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ADMIN_ROLES } from "../auth/schema";
import { parseForm } from "../shared/validation";
import { callApi, PanelSection, returnedStatus, StatusRegion, TextField, type Status } from "./panel-ui";
import { adminUserSchema, resetPasswordSchema, type AdminUserSummary } from "./schema";

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" }) : "never";

/** Admins: the dashboard accounts, with add, role, disable/enable and password reset. */
export function UsersPanel() {
  const [users, setUsers] = useState<AdminUserSummary[]>();
  const [status, setStatus] = useState<Status>();
  const [loadError, setLoadError] = useState<string>();

  const load = useCallback(async () => {
    const answer = await callApi<AdminUserSummary[]>("GET", "/api/users");
    if (answer.ok) {
      setUsers(answer.body);
      setLoadError(undefined);
    } else setLoadError(`Error: ${answer.error}`);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(
    user: AdminUserSummary,
    changes: { role?: string; disabled?: boolean; email?: string },
    done: string,
  ) {
    setStatus(undefined);
    const answer = await callApi<AdminUserSummary>("PATCH", `/api/users/${user.id}`, changes);
    setStatus(
      answer.ok ? { tone: "ok", text: done } : { tone: "error", text: Object.values(answer.fields)[0] ?? answer.error },
    );
    await load();
  }

  return (
    <PanelSection title="Users">
      <StatusRegion id="users-status" status={status} />
      {loadError ? (
        <p role="alert" className="form-status form-status--error">
          {loadError}
        </p>
      ) : null}
      {users === undefined && !loadError ? (
        <>
          <p aria-busy="true">Loading...</p>
          <noscript>
            <p>The list of accounts needs JavaScript. Adding an account below works without it.</p>
          </noscript>
        </>
      ) : null}
      {users ? (
        <ul className="account-list" aria-label="Accounts">
          {users.map((user) => (
            <li key={user.id} className="account-card">
              <div className="account-card__who">
                <strong>{user.displayName}</strong> <span className="account-card__id">{user.userid}</span>
                {user.disabled ? (
                  <span className="badge badge--off">Disabled</span>
                ) : (
                  <span className="badge">Active</span>
                )}
              </div>
              <p className="account-card__meta">Last sign-in: {when(user.lastLoginAt)}</p>
              <form
                className="account-card__email"
                onSubmit={(event) => {
                  event.preventDefault();
                  const email = String(new FormData(event.currentTarget).get("email") ?? "");
                  void change(
                    user,
                    { email },
                    email ? `${user.userid} gets reset links at ${email}.` : `${user.userid} has no e-mail now.`,
                  );
                }}
              >
                <label className="inline-field">
                  <span>E-mail for password reset</span>
                  <input name="email" type="email" defaultValue={user.email ?? ""} maxLength={254} autoComplete="off" />
                </label>
                <button type="submit" className="button button--ghost">
                  Save e-mail
                </button>
              </form>
              <div className="account-card__actions">
                <label className="inline-field">
                  <span>Role</span>
                  <select
                    value={user.role}
                    onChange={(event) =>
                      change(user, { role: event.target.value }, `${user.userid} is now ${event.target.value}.`)
                    }
                  >
                    {ADMIN_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    change(
                      user,
                      { disabled: !user.disabled },
                      `${user.userid} is ${user.disabled ? "enabled" : "disabled"}.`,
                    )
                  }
                >
                  {user.disabled ? "Enable" : "Disable"}
                </button>
              </div>
              <ResetPassword user={user} onDone={setStatus} />
            </li>
          ))}
        </ul>
      ) : null}
      <AddUserForm onAdded={load} />
    </PanelSection>
  );
}

function ResetPassword({ user, onDone }: { user: AdminUserSummary; onDone: (status: Status) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = `reset-${user.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(resetPasswordSchema, new FormData(form));
    if (!parsed.ok) return setError(parsed.fields.password);
    setBusy(true);
    const answer = await callApi<{ message: string }>("PUT", `/api/users/${user.id}/password`, parsed.data);
    setBusy(false);
    if (answer.ok) {
      setError(undefined);
      form.reset();
      onDone({ tone: "ok", text: `${user.userid}: ${answer.body.message}` });
    } else setError(answer.fields.password ?? answer.error);
  }

  return (
    <details className="account-card__reset">
      <summary>Reset password</summary>
      <form noValidate onSubmit={submit} className="admin-form admin-form--inline">
        <TextField
          id={id}
          name="password"
          label={`New password for ${user.userid}`}
          type="password"
          autoComplete="new-password"
          error={error}
          maxLength={200}
          required
        />
        <button type="submit" className="button" disabled={busy}>
          Set password
        </button>
      </form>
    </details>
  );
}

function AddUserForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [params] = useSearchParams();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | undefined>(() => returnedStatus(params, "Account added."));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus(undefined);
    const parsed = parseForm(adminUserSchema, new FormData(form));
    if (!parsed.ok) {
      setFields(parsed.fields);
      form.querySelector<HTMLElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await callApi<AdminUserSummary>("POST", "/api/users", parsed.data);
    setBusy(false);
    if (answer.ok) {
      setFields({});
      form.reset();
      setStatus({ tone: "ok", text: `Account ${answer.body.userid} added.` });
      await onAdded();
    } else {
      setFields(answer.fields);
      setStatus({ tone: "error", text: answer.error });
    }
  }

  return (
    <form
      className="admin-form"
      method="post"
      action="/api/users"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-labelledby="add-user-heading"
    >
      <h3 id="add-user-heading">Add a user</h3>
      <StatusRegion id="add-user-status" status={status} />
      <TextField
        id="new-userid"
        name="userid"
        label="User ID"
        autoComplete="off"
        error={fields.userid}
        maxLength={100}
        required
      />
      <TextField
        id="new-displayName"
        name="displayName"
        label="Display name"
        autoComplete="off"
        error={fields.displayName}
        maxLength={100}
        required
      />
      <TextField
        id="new-email"
        name="email"
        type="email"
        label="E-mail (for password reset links)"
        autoComplete="off"
        error={fields.email}
        maxLength={254}
      />
      <div className="field">
        <label htmlFor="new-role" className="field-label">
          Role
        </label>
        <select
          id="new-role"
          name="role"
          defaultValue="editor"
          aria-invalid={fields.role ? true : undefined}
          aria-describedby={fields.role ? "new-role-error" : undefined}
        >
          <option value="editor">editor: news, gallery, slides; reads records and inbox</option>
          <option value="admin">admin: everything, including users</option>
        </select>
        {fields.role ? (
          <p id="new-role-error" className="field-error">
            {fields.role}
          </p>
        ) : null}
      </div>
      <TextField
        id="new-password"
        name="password"
        label="Password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        error={fields.password}
        maxLength={200}
        required
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Adding..." : "Add user"}
      </button>
    </form>
  );
}

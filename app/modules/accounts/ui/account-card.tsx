import { useState, type FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { TextField } from "~/ui/form/panel-fields";
import { When } from "~/ui/when";
import type { FormRefusal } from "~/kernel/form";
import { formConstraints } from "~/kernel/form-constraints";
import { ADMIN_ROLES } from "../schema";
import { describedBy, PasswordMeter, PasswordRules } from "./password-meter";
import { resetPasswordSchema, updateAdminUserSchema, type AdminUserSummary } from "../users-schema";

const accountChange = formConstraints(updateAdminUserSchema);
const passwordReset = formConstraints(resetPasswordSchema);

type PendingRole = { form: HTMLFormElement; role: string };

/** One account: who, its e-mail, role, state and sessions, and a new password. */
export function AccountCard({ user, isMe, refused }: { user: AdminUserSummary; isMe: boolean; refused?: FormRefusal }) {
  const { pendingRole, askFirst, confirm, cancel } = useRoleQuestion(user);
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
      <AccountEmailForm user={user} isMe={isMe} refused={refused} />
      <div className="account-card__actions">
        <RoleForm user={user} onSubmit={askFirst} />
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
      <ResetPasswordForm user={user} refused={refused} />
      <RoleChangeDialog user={user} pendingRole={pendingRole} onConfirm={confirm} onCancel={cancel} />
    </li>
  );
}

/** A role change is asked about in a dialog before it is sent, with `confirmed` set. */
function useRoleQuestion(user: AdminUserSummary) {
  const submit = useSubmit();
  const [pendingRole, setPendingRole] = useState<PendingRole>();
  function askFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const role = String(new FormData(form).get("role"));
    if (role === user.role) return;
    setPendingRole({ form, role });
  }
  function confirm() {
    if (!pendingRole) return;
    const form = new FormData(pendingRole.form);
    form.set("confirmed", "1");
    setPendingRole(undefined);
    submit(form, { method: "post", preventScrollReset: true });
  }
  function cancel() {
    pendingRole?.form.reset();
    setPendingRole(undefined);
  }
  return { pendingRole, askFirst, confirm, cancel };
}

function AccountEmailForm({ user, isMe, refused }: { user: AdminUserSummary; isMe: boolean; refused?: FormRefusal }) {
  return (
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
          aria-invalid={
            refused?.intent === "email" && (refused.fields.email || !refused.fields.currentPassword) ? true : undefined
          }
        />
      </label>
      {/* One's own reset address is as good as the password: changing it asks for the password. */}
      {isMe ? (
        <label className="inline-field">
          <span>Your current password</span>
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            aria-invalid={refused?.intent === "email" && refused.fields.currentPassword ? true : undefined}
          />
        </label>
      ) : null}
      <button type="submit" className="button button--ghost">
        Save e-mail
      </button>
    </Form>
  );
}

function RoleForm({
  user,
  onSubmit,
}: {
  user: AdminUserSummary;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form method="post" className="inline-form" onSubmit={onSubmit} data-quick-form>
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
  );
}

function ResetPasswordForm({ user, refused }: { user: AdminUserSummary; refused?: FormRefusal }) {
  const resetError = refused?.intent === "password" ? (refused.fields.password ?? refused.message) : undefined;
  return (
    <details className="account-card__reset" open={refused?.intent === "password"}>
      <summary>Reset password</summary>
      <Form method="post" noValidate className="admin-form admin-form--inline" data-quick-form>
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="id" value={user.id} />
        <PasswordRules id={`reset-${user.id}-rules`} />
        <TextField
          id={`reset-${user.id}`}
          name="password"
          label={`New password for ${user.userid}`}
          type="password"
          autoComplete="new-password"
          error={resetError}
          {...passwordReset.input("password")}
          aria-describedby={describedBy(`reset-${user.id}`, resetError)}
        />
        <PasswordMeter inputId={`reset-${user.id}`} context={{ userid: user.userid, displayName: user.displayName }} />
        <button type="submit" className="button">
          Set password
        </button>
      </Form>
    </details>
  );
}

function RoleChangeDialog({
  user,
  pendingRole,
  onConfirm,
  onCancel,
}: {
  user: AdminUserSummary;
  pendingRole?: PendingRole;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={pendingRole !== undefined}
      title={pendingRole ? `Make ${user.userid} ${pendingRole.role === "admin" ? "an admin" : "an editor"}?` : ""}
      confirmLabel="Yes, change the role"
      cancelLabel="Keep it as it is"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {pendingRole?.role === "admin"
          ? "Admins can change every record, the site settings and the accounts, including yours."
          : "Editors can no longer change records, settings or accounts."}
      </p>
    </ConfirmDialog>
  );
}

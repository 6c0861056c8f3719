import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { parseForm } from "~/lib/validation";
import { callApi, PanelSection, returnedStatus, StatusRegion, TextField, type Status } from "./panel-ui";
import { changeOwnPasswordSchema, PASSWORD_CHANGED_MESSAGE } from "../auth/users-schema";

/** Everyone's own password: current one, new one (at least 8 characters) twice. */
export function ChangePasswordPanel() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [params] = useSearchParams();
  const [status, setStatus] = useState<Status | undefined>(() => returnedStatus(params, PASSWORD_CHANGED_MESSAGE));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus(undefined);
    const parsed = parseForm(changeOwnPasswordSchema, new FormData(form));
    if (!parsed.ok) {
      setFields(parsed.fields);
      form.querySelector<HTMLInputElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await callApi<{ message: string }>("POST", "/api/me/password", parsed.data);
    setBusy(false);
    if (answer.ok) {
      setFields({});
      form.reset();
      setStatus({ tone: "ok", text: answer.body.message });
    } else {
      setFields(answer.fields);
      setStatus({ tone: "error", text: answer.error });
    }
  }

  return (
    <PanelSection title="Change password">
      <form
        className="admin-form"
        method="post"
        action="/api/me/password"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
      >
        <StatusRegion id="change-password-status" status={status} />
        <TextField
          id="currentPassword"
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={fields.currentPassword}
          maxLength={200}
          required
        />
        <TextField
          id="newPassword"
          name="newPassword"
          label="New password (at least 8 characters)"
          type="password"
          autoComplete="new-password"
          error={fields.newPassword}
          maxLength={200}
          required
        />
        <TextField
          id="confirmPassword"
          name="confirmPassword"
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={fields.confirmPassword}
          maxLength={200}
          required
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </form>
    </PanelSection>
  );
}

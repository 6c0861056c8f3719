import { useState, type FormEvent } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { TextField } from "~/components/form/panel-fields";
import { parseForm } from "~/lib/validation";
import { loginSchema } from "./schema";

/** The spec's texts on the Login page. */
export const LOGIN_TEXT = {
  success: "Successfully logged in",
  invalid: "Invalid username or password",
  failed: "Error logging in, please try again",
} as const;

export type LoginFormResult = { fields: Record<string, string>; message?: string; userid?: string };

type Props = {
  redirectTo: string;
  /** What the route action answered when the form was posted without JavaScript. */
  result?: LoginFormResult;
  notice?: string;
};

type Status = { tone: "ok" | "error"; text: string };

/**
 * Checks the fields in the browser, then calls POST /api/login and compares its message with
 * 'Login successful', as the spec describes. Without JavaScript the same form posts to the route action.
 */
export function LoginForm({ redirectTo, result, notice }: Props) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [fields, setFields] = useState<Record<string, string>>(result?.fields ?? {});
  const [status, setStatus] = useState<Status | undefined>(
    result?.message ? { tone: "error", text: result.message } : undefined,
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseForm(loginSchema, new FormData(event.currentTarget));
    setStatus(undefined);
    if (!parsed.ok) {
      setFields(parsed.fields);
      // Focus the first field in error so keyboard and screen reader users land on it.
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const response = await fetch("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
      if (body.message === "Login successful") {
        setStatus({ tone: "ok", text: LOGIN_TEXT.success });
        // A moment to read the confirmation before the dashboard replaces the page.
        setTimeout(() => navigate(redirectTo, { replace: true }), 700);
        return;
      }
      if (response.status === 400 && body.fields && Object.keys(body.fields).length > 0) setFields(body.fields);
      else if (response.status >= 500) setStatus({ tone: "error", text: LOGIN_TEXT.failed });
      // A lock explains itself; every other refusal reads the same, whatever the reason.
      else
        setStatus({ tone: "error", text: response.status === 429 && body.message ? body.message : LOGIN_TEXT.invalid });
      setBusy(false);
    } catch {
      setStatus({ tone: "error", text: LOGIN_TEXT.failed });
      setBusy(false);
    }
  }

  const pending = busy || navigation.state === "submitting";
  return (
    <Form method="post" className="login-form" noValidate onSubmit={submit} aria-describedby="login-status">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div id="login-status" role="status" aria-live="polite" aria-atomic="true">
        {status ? (
          <p className={`form-status form-status--${status.tone}`}>{status.text}</p>
        ) : notice ? (
          <p className="form-status form-status--ok">{notice}</p>
        ) : null}
      </div>
      <TextField
        id="userid"
        name="userid"
        label="User ID"
        type="text"
        autoComplete="username"
        defaultValue={result?.userid}
        error={fields.userid}
        maxLength={100}
        required
      />
      <TextField
        id="password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={fields.password}
        maxLength={200}
        required
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? "Signing in..." : "Login"}
      </button>
    </Form>
  );
}

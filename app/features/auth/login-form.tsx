import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
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
 * Checks the fields in the browser, then posts to the /Login route action (the same with and without
 * JavaScript), which signs in and redirects with 'Successfully logged in' as a one-time message.
 */
export function LoginForm({ redirectTo, result, notice }: Props) {
  const navigation = useNavigation();
  const [fields, setFields] = useState<Record<string, string>>(result?.fields ?? {});
  const status: Status | undefined = result?.message ? { tone: "error", text: result.message } : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(loginSchema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setFields({});
      return; // the form posts to the action
    }
    event.preventDefault();
    setFields(parsed.fields);
    // Focus the first field in error so keyboard and screen reader users land on it.
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
  }

  const pending = navigation.state !== "idle";
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

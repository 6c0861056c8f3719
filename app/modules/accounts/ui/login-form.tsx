import type { FormRefusal } from "~/kernel/form-result";
import { FormField, FormStatus } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { enhanceLoginForm } from "../enhance-login-form";

/** The spec's texts on the Login page. */
export const LOGIN_TEXT = {
  success: "Successfully logged in",
  invalid: "Invalid username or password",
  failed: "Error logging in, please try again",
} as const;

type Props = {
  redirectTo: string;
  /** What the route action answered. */
  result?: FormRefusal;
  notice?: string;
};

/**
 * The sign-in form as the server draws it: it posts to the /Login route action, which signs in and redirects
 * with 'Successfully logged in' as a one-time message, or answers with the form and its messages. In the
 * browser the `login-form` module checks the fields first and sends it in place (enhanceLoginForm), or, when
 * React draws the page (reached by a link from a page with React), the same enhancer from an effect.
 */
export function LoginForm({ redirectTo, result, notice }: Props) {
  const fields = result?.fields ?? {};
  const ref = useEnhancement(enhanceLoginForm);
  return (
    <form
      ref={ref}
      method="post"
      className="login-form"
      noValidate
      aria-describedby="login-status"
      data-form="login"
      data-busy-label="Signing in..."
      data-send="page"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormStatus
        id="login-status"
        message={result?.message ?? (result ? undefined : notice)}
        ok={!result?.message && Boolean(notice)}
      />
      <FormField
        id="userid"
        name="userid"
        label="User ID"
        type="text"
        autoComplete="username"
        defaultValue={result?.values.userid?.slice(0, 100)}
        error={fields.userid}
        maxLength={100}
        required
      />
      <FormField
        id="password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={fields.password}
        maxLength={200}
        required
      />
      <button type="submit" className="button">
        Login
      </button>
    </form>
  );
}

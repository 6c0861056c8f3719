import type { PageHandle } from "~/behaviours/names";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { marksPageWithReact, requestInfoContext } from "~/kernel/context";
import { safeRedirectTarget } from "~/modules/accounts/guard.server";
import { completeSecondStep } from "~/modules/accounts/login.server";
import {
  clearedSessionCookie,
  readPendingSignIn,
  readSessionToken,
  serializeSessionCookie,
} from "~/modules/accounts/session.server";
import { db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { formAction } from "~/kernel/form-action.server";
import type { Route } from "./+types/login.two-factor";

// Ships React: the code form's checks and busy state.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

export function headers() {
  return { "Cache-Control": "no-store" };
}

// Step two of signing in, for accounts with two-factor sign-in: the password was right (a half-finished
// session is in the cookie); a code from the authenticator app, or a recovery code, finishes it.
export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  const pending = await readPendingSignIn(db(), readSessionToken(request.headers.get("cookie")));
  if (!pending) throw redirect(`/Login?${new URLSearchParams({ redirectTo })}`);
  return { redirectTo, userid: pending.userid };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, async (form) => {
    const redirectTo = safeRedirectTarget(String(form.get("redirectTo") ?? ""));
    const secure = new URL(request.url).protocol === "https:";
    const token = readSessionToken(request.headers.get("cookie"));
    const result = await completeSecondStep(db(), token, String(form.get("code") ?? "").slice(0, 40), {
      ip: context.get(requestInfoContext).clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
    if (result.ok)
      return redirect(redirectTo, { headers: { "Set-Cookie": serializeSessionCookie(result.token, secure) } });
    if (result.reason === "expired")
      throw redirect(`/Login?${new URLSearchParams({ redirectTo })}`, {
        headers: { "Set-Cookie": clearedSessionCookie(secure) },
      });
    const fields = result.reason === "second_factor" ? (result.fields ?? {}) : { code: result.message };
    throw new RefusedError(result.reason === "locked" ? 429 : 400, result.message, fields);
  });
}

export default function TwoFactorStep() {
  const { redirectTo, userid } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="page login-page">
      <PageMeta title="Two-factor sign-in" description="Second step of signing in." path="/Login/two-factor" noindex />
      <div className="login-card">
        <h1>Two-factor sign-in</h1>
        <p className="login-intro">
          Signing in as <strong>{userid}</strong>. Open your authenticator app and enter the 6-digit code it shows for
          this site. Lost your phone? Enter one of your recovery codes instead.
        </p>
        <StatusMessage tone="error" message={result?.message} id={result?.message ?? "none"} />
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            id="code"
            name="code"
            label="Code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            required
            maxLength={40}
            error={result?.fields?.code}
            hint="6 digits from the app, or a recovery code like k3m9-x2qd-7hfa"
          />
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Checking..." : "Sign in"}
          </button>
        </Form>
        <p>
          <Link to="/Login" reloadDocument>
            Start again
          </Link>
        </p>
      </div>
    </section>
  );
}

import type { PageHandle } from "~/behaviours/names";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { StatusRegion, TextField } from "~/ui/form/panel-fields";
import { marksPageWithReact, requestInfoContext } from "~/kernel/context";
import { completePasswordReset, findResetToken } from "~/modules/accounts/password-reset.server";
import { RESET_DONE, RESET_LINK_INVALID, resetPasswordFormSchema } from "~/modules/accounts/reset-schema";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import { describedBy, PasswordMeter, PasswordRules } from "~/modules/accounts/ui/password-meter";
import type { Route } from "./+types/reset-password";

// Ships React: the form's checks and busy state.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

// The page behind the link in the reset e-mail. The token is in the path; the server log masks it and the
// referrer policy (strict-origin: the origin only) keeps it from other sites and lets its own post carry an Origin.

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" };
}

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findResetToken(db(), params.token);
  return { valid: Boolean(found), userid: found?.userid ?? null, displayName: found?.displayName ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, async (form) => {
    const { password } = parseSubmission(resetPasswordFormSchema, form);
    await completePasswordReset(db(), params.token, password, context.get(requestInfoContext).clientIp);
    return data({ ok: true as const, message: RESET_DONE });
  });
}

export default function ResetPassword() {
  const { valid, userid, displayName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // A refusal without field messages: the link is spent.
  const spent = result?.ok === false && Object.keys(result.fields).length === 0;
  return (
    <section className="page login-page">
      <PageMeta
        title="Set a new password"
        description="Set a new password for the {school} dashboard."
        path="/reset-password"
        noindex
      />
      <div className="login-card">
        <h1>Set a new password</h1>
        {result?.ok ? (
          <>
            <StatusRegion id="reset-status" status={{ tone: "ok", text: result.message }} />
            <p>
              <Link className="button" to="/Login" reloadDocument>
                Sign in with the new password
              </Link>
            </p>
          </>
        ) : !valid || spent ? (
          <>
            <StatusRegion id="reset-status" status={{ tone: "error", text: RESET_LINK_INVALID }} />
            <p>
              <Link to="/forgot-password">Ask for a new link</Link>
            </p>
          </>
        ) : (
          <Form method="post" noValidate className="login-form">
            <p className="login-intro">
              For the account <strong>{userid}</strong>. Signing in anywhere else ends when you save.
            </p>
            <PasswordRules id="reset-password-rules" />
            <TextField
              id="reset-password"
              name="password"
              type="password"
              label="New password"
              autoComplete="new-password"
              required
              error={result?.fields?.password}
              aria-describedby={describedBy("reset-password", result?.fields?.password)}
            />
            <PasswordMeter
              inputId="reset-password"
              context={{ userid: userid ?? undefined, displayName: displayName ?? undefined }}
            />
            <TextField
              id="reset-confirm"
              name="confirmPassword"
              type="password"
              label="Repeat the new password"
              autoComplete="new-password"
              required
              error={result?.fields?.confirmPassword}
            />
            <StatusRegion id="reset-status" status={result ? { tone: "error", text: result.message } : undefined} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Saving…" : "Save the new password"}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}

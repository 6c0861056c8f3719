import type { PageHandle } from "~/behaviours/names";
import { data, Form, useActionData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { StatusRegion, TextField } from "~/ui/form/panel-fields";
import { marksPageWithReact, requestInfoContext } from "~/kernel/context";
import { requestPasswordReset } from "~/modules/accounts/password-reset.server";
import { forgotPasswordSchema, RESET_REQUESTED, RESET_TOO_MANY } from "~/modules/accounts/reset-schema";
import { siteBaseUrl } from "~/modules/help-desk/index.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/forgot-password";

// Ships React: the form's checks and busy state.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, async (form) => {
    const { identifier } = parseSubmission(forgotPasswordSchema, form);
    const outcome = await requestPasswordReset(db(), identifier, {
      ip: context.get(requestInfoContext).clientIp,
      baseUrl: siteBaseUrl(new URL(request.url).origin),
    });
    if (outcome === "throttled") throw new RefusedError(429, RESET_TOO_MANY);
    return data({ ok: true as const, message: RESET_REQUESTED });
  });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="page login-page">
      <PageMeta
        title="Forgot password"
        description="Set a new password for the {school} dashboard."
        path="/forgot-password"
        noindex
      />
      <div className="login-card">
        <h1>Forgot password?</h1>
        <p className="login-intro">
          Enter your user ID or the e-mail address of your account. We send a link to set a new password to the
          account&apos;s e-mail address.
        </p>
        {result?.ok ? (
          <StatusRegion id="forgot-status" status={{ tone: "ok", text: result.message }} />
        ) : (
          <Form method="post" noValidate className="login-form">
            <TextField
              id="forgot-identifier"
              name="identifier"
              label="User ID or e-mail"
              autoComplete="username"
              required
              maxLength={254}
              defaultValue={result?.ok === false ? result.values.identifier : ""}
              error={result?.ok === false ? result.fields.identifier : undefined}
            />
            <StatusRegion id="forgot-status" status={result ? { tone: "error", text: result.message } : undefined} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Sending…" : "Send the link"}
            </button>
          </Form>
        )}
        <p>
          <Link to="/Login" reloadDocument>
            Back to sign-in
          </Link>
        </p>
      </div>
    </section>
  );
}

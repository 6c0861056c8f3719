import type { PageHandle } from "~/behaviours/names";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusRegion, TextField } from "~/ui/form/panel-fields";
import { requestInfoContext } from "~/kernel/context";
import { requestPasswordReset } from "~/modules/accounts/password-reset.server";
import { forgotPasswordSchema, RESET_REQUESTED, RESET_TOO_MANY } from "~/modules/accounts/reset-schema";
import { siteBaseUrl } from "~/modules/help-desk/index.server";
import { parseSubmission } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/forgot-password";

// Ships React: the form's checks and busy state.
export const handle: PageHandle = { hydrate: true };

export function headers() {
  return { "Cache-Control": "no-store" };
}

type Result = { ok: boolean; message: string; fields?: Record<string, string>; identifier?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseSubmission(forgotPasswordSchema, form);
  if (!parsed.ok)
    return data<Result>(
      { ok: false, message: parsed.message, fields: parsed.fields, identifier: parsed.values.identifier },
      { status: 400 },
    );
  const outcome = await requestPasswordReset(db(), parsed.data.identifier, {
    ip: context.get(requestInfoContext).clientIp,
    baseUrl: siteBaseUrl(new URL(request.url).origin),
  });
  if (outcome === "throttled")
    return data<Result>({ ok: false, message: RESET_TOO_MANY, identifier: parsed.data.identifier }, { status: 429 });
  return data<Result>({ ok: true, message: RESET_REQUESTED });
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
              defaultValue={result?.identifier ?? ""}
              error={result?.fields?.identifier}
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

import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import {
  adminTwoFactorRequired,
  confirmEnrolment,
  disableTwoFactor,
  pendingEnrolment,
  regenerateRecoveryCodes,
  setAdminTwoFactorRequired,
  startEnrolment,
  twoFactorStatus,
} from "~/modules/accounts/two-factor.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { RefusedError } from "~/kernel/errors";
import { formAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.account.two-factor";
import { SectionErrorBoundary } from "~/modules/dashboard";

const PATH = "/welcome/account/two-factor";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const [status, enrolment, required] = await Promise.all([
    twoFactorStatus(db(), user.id),
    pendingEnrolment(db(), user),
    adminTwoFactorRequired(db()),
  ]);
  return {
    userid: user.userid,
    isAdmin: user.role === "admin",
    status,
    required,
    mustEnrol: required && user.role === "admin" && !status.enabled,
    enrolment: status.enabled ? undefined : enrolment,
  };
}

type Done = { ok: true; message: string; recoveryCodes?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const { actor } = user;
  const ip = actor.ip ?? "";
  return formAction(request, async (form) => {
    const code = String(form.get("code") ?? "").slice(0, 40);
    switch (String(form.get("intent"))) {
      case "start":
        await startEnrolment(db(), user, actor);
        return data<Done>({ ok: true, message: "Scan the code with your authenticator app, then type its code." });
      case "confirm":
        return data<Done>({
          ok: true,
          message: "Two-factor sign-in is on. Keep these recovery codes somewhere safe: they are shown only now.",
          recoveryCodes: await confirmEnrolment(db(), user, code, ip),
        });
      case "recovery":
        return data<Done>({
          ok: true,
          message: "New recovery codes: the old ones no longer work. They are shown only now.",
          recoveryCodes: await regenerateRecoveryCodes(db(), user, code, ip),
        });
      case "disable":
        await disableTwoFactor(db(), user, code, ip);
        return redirectWithFlash(request, PATH, { tone: "ok", text: "Two-factor sign-in is off." });
      case "require": {
        if (user.role !== "admin") throw new Response("Your account cannot open this.", { status: 403 });
        const on = form.get("required") === "on";
        await setAdminTwoFactorRequired(db(), on, actor);
        return redirectWithFlash(request, PATH, {
          tone: "ok",
          text: on ? "Every administrator must now use two-factor sign-in." : "Two-factor sign-in is now optional.",
        });
      }
      default:
        throw new RefusedError(400, "Unknown request.");
    }
  });
}

export default function TwoFactorSettings() {
  const { userid, isAdmin, status, required, mustEnrol, enrolment } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const recoveryCodes = outcome?.ok ? outcome.recoveryCodes : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const codeField = (id: string) => (
    <TextField
      id={id}
      name="code"
      label="Code from the app"
      autoComplete="one-time-code"
      inputMode="text"
      required
      maxLength={40}
      error={outcome?.ok ? undefined : outcome?.fields.code}
    />
  );
  return (
    <section className="dashboard-panel" aria-labelledby="two-factor-heading">
      <PageMeta title="Two-factor sign-in" description="Administration." path={PATH} noindex />
      <h2 id="two-factor-heading">Two-factor sign-in</h2>
      <p className="hint">
        <Link to="/welcome/account">My password</Link> · <Link to="/welcome/account/sessions">My sessions</Link>
      </p>
      {mustEnrol ? (
        <p className="form-status form-status--error" role="alert">
          Administrators must use two-factor sign-in on this site. Set it up to go on to the dashboard.
        </p>
      ) : null}
      <StatusMessage tone={outcome?.ok ? "success" : "error"} message={outcome?.message} id={outcome?.message ?? ""} />

      {recoveryCodes ? (
        <div className="card" aria-labelledby="recovery-heading">
          <h3 id="recovery-heading">Your recovery codes</h3>
          <p>Each works once, in place of a code from the app. Print them or keep them in a safe place.</p>
          <ol className="recovery-codes" aria-label="Recovery codes">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>
                <code>{recoveryCode}</code>
              </li>
            ))}
          </ol>
          <Link className="button" to="/welcome">
            Done: go to the dashboard
          </Link>
        </div>
      ) : null}

      {status.enabled ? (
        <>
          <p>
            Two-factor sign-in is <strong>on</strong> for {userid} since {status.enabledAt?.slice(0, 10)}.{" "}
            {status.recoveryCodesLeft} of 10 recovery codes are unused.
          </p>
          <Form method="post" className="admin-form" noValidate aria-label="New recovery codes" data-quick-form>
            <input type="hidden" name="intent" value="recovery" />
            {codeField("recovery-code")}
            <button type="submit" className="button" disabled={busy}>
              Make new recovery codes
            </button>
          </Form>
          <Form
            method="post"
            className="admin-form"
            noValidate
            aria-label="Turn two-factor sign-in off"
            data-quick-form
          >
            <input type="hidden" name="intent" value="disable" />
            {codeField("disable-code")}
            <button type="submit" className="button button--secondary" disabled={busy}>
              Turn two-factor sign-in off
            </button>
          </Form>
        </>
      ) : enrolment ? (
        <div className="two-factor-enrol">
          <p>
            1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) add an account
            and scan this code:
          </p>
          <div
            className="two-factor-qr"
            role="img"
            aria-label="QR code to add this site to an authenticator app"
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p>
            Cannot scan? Type this key instead: <code data-testid="totp-secret">{enrolment.grouped}</code>
          </p>
          <p>2. Type the 6-digit code the app shows:</p>
          <Form method="post" className="admin-form" noValidate aria-label="Confirm two-factor sign-in" data-quick-form>
            <input type="hidden" name="intent" value="confirm" />
            {codeField("confirm-code")}
            <button type="submit" className="button" disabled={busy}>
              Turn on two-factor sign-in
            </button>
          </Form>
        </div>
      ) : (
        <>
          <p>
            Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a code from an app on your
            phone, so a stolen password alone is not enough.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="button" disabled={busy}>
              Set up two-factor sign-in
            </button>
          </Form>
        </>
      )}

      {isAdmin ? (
        <Form method="post" className="admin-form" aria-label="Rule for administrators">
          <h3>For every administrator</h3>
          <input type="hidden" name="intent" value="require" />
          <label className="checkbox-row">
            <input type="checkbox" name="required" defaultChecked={required} /> Administrators must use two-factor
            sign-in (an administrator without it is sent here after signing in)
          </label>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Save the rule
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

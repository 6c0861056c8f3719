import { data, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
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
import {
  AdminTwoFactorRule,
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorOff,
  TwoFactorOn,
} from "~/modules/accounts/ui/two-factor";

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
        await disableTwoFactor(db(), user, code, ip, String(form.get("currentPassword") ?? "").slice(0, 200));
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
  const codeError = outcome?.ok ? undefined : outcome?.fields.code;
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

      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}

      {status.enabled ? (
        <TwoFactorOn
          userid={userid}
          status={status}
          busy={busy}
          codeError={codeError}
          passwordError={outcome?.ok ? undefined : outcome?.fields.currentPassword}
        />
      ) : enrolment ? (
        <TwoFactorEnrolment enrolment={enrolment} busy={busy} codeError={codeError} />
      ) : (
        <TwoFactorOff busy={busy} />
      )}

      {isAdmin ? <AdminTwoFactorRule required={required} busy={busy} /> : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

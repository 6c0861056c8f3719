import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import { changeOwnPasswordSchema, PASSWORD_CHANGED_MESSAGE } from "~/modules/accounts/users-schema";
import { changeOwnPassword } from "~/modules/accounts/users.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission, refusal } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.account";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  return { userid: user.userid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const form = await request.formData();
  const submission = parseSubmission(changeOwnPasswordSchema, form);
  if (!submission.ok) return data(submission, { status: 400 });
  const { currentPassword, newPassword } = submission.data;
  const result = await changeOwnPassword(db(), user, currentPassword, newPassword, user.actor.ip ?? "");
  if (!result.ok) return data(refusal(form, result.error, result.fields), { status: result.status });
  return redirectWithFlash(request, "/welcome/account", { tone: "ok", text: PASSWORD_CHANGED_MESSAGE });
}

export default function Account() {
  const { userid } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const fields = failure?.fields ?? {};
  return (
    <section className="dashboard-panel" aria-labelledby="account-heading">
      <PageMeta title="My password" description="Administration." path="/welcome/account" noindex />
      <h2 id="account-heading">Change my password</h2>
      <p className="hint">
        <Link to="/welcome/account/two-factor">Two-factor sign-in</Link> ·{" "}
        <Link to="/welcome/account/sessions">My sessions</Link>
      </p>
      <p className="hint">Your other signed-in devices are signed out; this one stays signed in.</p>
      <StatusMessage tone="error" message={failure?.message} id={location.key} />
      <Form method="post" className="admin-form" noValidate key={location.key}>
        {/* The user name lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={userid} />
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
          label="New password (at least 12 characters)"
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
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

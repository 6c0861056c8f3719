import { Fragment } from "react";
import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { EditForm } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import { changeOwnPasswordSchema, PASSWORD_CHANGED_MESSAGE } from "~/modules/accounts/users-schema";
import { changeOwnPassword } from "~/modules/accounts/users.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.account";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { describedBy, PasswordMeter, PasswordRules } from "~/modules/accounts/ui/password-meter";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  return { userid: user.userid, displayName: user.displayName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  return formAction(request, async (form) => {
    const { currentPassword, newPassword } = parseSubmission(changeOwnPasswordSchema, form);
    await changeOwnPassword(db(), user, currentPassword, newPassword, user.actor.ip ?? "");
    return redirectWithFlash(request, "/welcome/account", { tone: "ok", text: PASSWORD_CHANGED_MESSAGE });
  });
}

const PASSWORD_FIELDS = [
  ["currentPassword", "Current password", "current-password"],
  ["newPassword", "New password", "new-password"],
  ["confirmPassword", "New password again", "new-password"],
] as const;

export default function Account() {
  const { userid, displayName } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <section className="dashboard-panel" aria-labelledby="account-heading">
      <PageMeta title="My password" description="Administration." path="/welcome/account" noindex />
      <h2 id="account-heading">Change my password</h2>
      <p className="hint">Your other signed-in devices are signed out; this one stays signed in.</p>
      <EditForm
        key={location.key}
        name="password"
        idPrefix="account"
        defaults={{ username: userid }}
        refused={failure}
        className="admin-form"
      >
        {({ errors }) => (
          <>
            {/* The user name lets password managers file the new password under the right account. */}
            <input type="text" name="username" autoComplete="username" hidden readOnly value={userid} />
            {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
              <Fragment key={name}>
                {name === "newPassword" ? <PasswordRules id="account-newPassword-rules" /> : null}
                <TextField
                  id={`account-${name}`}
                  name={name}
                  label={label}
                  type="password"
                  autoComplete={autoComplete}
                  error={errors[name]}
                  maxLength={200}
                  required
                  {...(name === "newPassword"
                    ? { "aria-describedby": describedBy("account-newPassword", errors[name]) }
                    : {})}
                />
                {name === "newPassword" ? (
                  <PasswordMeter inputId="account-newPassword" context={{ userid, displayName }} />
                ) : null}
              </Fragment>
            ))}
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Saving..." : "Change password"}
            </button>
          </>
        )}
      </EditForm>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

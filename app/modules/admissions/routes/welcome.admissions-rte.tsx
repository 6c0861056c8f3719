import { useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { EditForm } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { redirectWithFlash } from "~/kernel/flash.server";
import { checkSubmission, parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { rteAsFields, rteSettingsSchema } from "~/modules/admissions/rte";
import { readRteSettings, saveRteSettings } from "~/modules/admissions/rte.server";
import type { Route } from "./+types/welcome.admissions-rte";

const SECTION = "/welcome/admissions/rte";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  return { fields: rteAsFields(await readRteSettings(db())) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return formAction(request, async (form) => {
    await saveRteSettings(db(), parseSubmission(rteSettingsSchema, form), user.actor);
    return redirectWithFlash(request, SECTION, { tone: "ok", text: "RTE notice and retention saved." });
  });
}

const check = (form: FormData) => checkSubmission(rteSettingsSchema, form);

export default function AdmissionsRteSection() {
  const { fields } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="dashboard-panel" aria-labelledby="admissions-rte-heading">
      <PageMeta title="RTE notice and retention" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admissions-rte-heading">RTE notice and retention</h2>
        <a href="/welcome/admissions">Back to applications</a>
      </div>
      <EditForm name="admissions-rte" idPrefix="rte" defaults={fields} refused={refused} check={check}>
        {({ values, errors }) => (
          <>
            <h3>
              The RTE notice (<a href="/admissions/rte">/admissions/rte</a>)
            </h3>
            <div className="panel-fields">
              <FormField
                id="rte-portalUrl"
                name="portalUrl"
                label="The state's RTE admission portal"
                type="url"
                maxLength={500}
                placeholder="https://"
                defaultValue={values.portalUrl}
                error={errors.portalUrl}
              />
              <div className="form-field">
                <label htmlFor="rte-entryClass" className="field-label">
                  Entry class (its seats are 25% RTE)
                </label>
                <select id="rte-entryClass" name="entryClass" defaultValue={values.entryClass}>
                  {CLASS_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <FormField
                id="rte-opensOn"
                name="opensOn"
                label="Applications open on"
                type="date"
                defaultValue={values.opensOn}
                error={errors.opensOn}
              />
              <FormField
                id="rte-closesOn"
                name="closesOn"
                label="Last date to apply"
                type="date"
                defaultValue={values.closesOn}
                error={errors.closesOn}
              />
            </div>
            <p className="hint">Without dates the page says they will be announced.</p>
            <h3>Keeping applications</h3>
            <FormField
              id="rte-retentionMonths"
              name="retentionMonths"
              label="Delete declined, withdrawn and unfinished applications after (months)"
              required
              inputMode="numeric"
              maxLength={2}
              defaultValue={values.retentionMonths}
              error={errors.retentionMonths}
            />
            <p className="hint">
              Counted from the application&apos;s last change; its documents and the messages it was sent go with it.
              Admitted applications are kept with the student record.
            </p>
            <button type="submit" className="button">
              Save
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

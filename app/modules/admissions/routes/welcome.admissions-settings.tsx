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
import {
  admissionsSettingsFormSchema,
  classField,
  documentField,
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  NOT_ASKED,
  settingsAsFields,
} from "~/modules/admissions/settings";
import { readAdmissionsSettings, saveAdmissionsSettings } from "~/modules/admissions/settings.server";
import { UpiFields } from "~/modules/admissions/ui/fee-settings";
import type { Route } from "./+types/welcome.admissions-settings";

const SECTION = "/welcome/admissions/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  return { fields: settingsAsFields(await readAdmissionsSettings(db())) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return formAction(request, async (form) => {
    await saveAdmissionsSettings(db(), parseSubmission(admissionsSettingsFormSchema, form), user.actor);
    return redirectWithFlash(request, SECTION, { tone: "ok", text: "Admissions settings saved." });
  });
}

const check = (form: FormData) => checkSubmission(admissionsSettingsFormSchema, form);

export default function AdmissionsSettingsSection() {
  const { fields } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="dashboard-panel" aria-labelledby="admissions-settings-heading">
      <PageMeta title="Admissions settings" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admissions-settings-heading">Admissions settings</h2>
        <a href="/welcome/admissions">Back to applications</a>
      </div>
      <EditForm name="admissions-settings" idPrefix="as" defaults={fields} refused={refused} check={check}>
        {({ values, errors }) => (
          <>
            <div className="form-check">
              <input id="as-open" name="open" type="checkbox" defaultChecked={values.open === "on"} />
              <label htmlFor="as-open">Online applications are open</label>
            </div>
            <div className="panel-fields">
              <FormField
                id="as-academicYear"
                name="academicYear"
                label="Academic year"
                required
                maxLength={7}
                defaultValue={values.academicYear}
                error={errors.academicYear}
              />
              <FormField
                id="as-cutoffDate"
                name="cutoffDate"
                label="Ages counted on (cut-off date)"
                type="date"
                required
                defaultValue={values.cutoffDate}
                error={errors.cutoffDate}
              />
              <FormField
                id="as-maxDocumentMb"
                name="maxDocumentMb"
                label="Largest document (MB)"
                inputMode="decimal"
                required
                defaultValue={values.maxDocumentMb}
                error={errors.maxDocumentMb}
              />
              <FormField
                id="as-maxPhotoMb"
                name="maxPhotoMb"
                label="Largest photograph (MB)"
                inputMode="decimal"
                required
                defaultValue={values.maxPhotoMb}
                error={errors.maxPhotoMb}
              />
            </div>
            <UpiFields values={values} errors={errors} />
            <h3>Classes open, age on the cut-off date and application fee</h3>
            <table className="admissions-ages">
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Open</th>
                  <th scope="col">Youngest (years)</th>
                  <th scope="col">Oldest (years)</th>
                  <th scope="col">Fee (₹)</th>
                </tr>
              </thead>
              <tbody>
                {CLASS_NAMES.map((name) => (
                  <ClassRow key={name} name={name} values={values} errors={errors} />
                ))}
              </tbody>
            </table>
            <h3>Documents asked for</h3>
            <div className="panel-fields">
              {DOCUMENT_KINDS.map((kind) => (
                <div key={kind} className="form-field">
                  <label htmlFor={`as-${documentField(kind)}`} className="field-label">
                    {DOCUMENT_LABELS[kind]}: from
                  </label>
                  <select
                    id={`as-${documentField(kind)}`}
                    name={documentField(kind)}
                    defaultValue={values[documentField(kind)]}
                  >
                    <option value={NOT_ASKED}>Not asked</option>
                    {CLASS_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {name} and above
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            <button type="submit" className="button">
              Save settings
            </button>
          </>
        )}
      </EditForm>
    </section>
  );
}

function ClassRow({
  name,
  values,
  errors,
}: {
  name: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const [open, min, max, fee] = (["open", "minAge", "maxAge", "fee"] as const).map((part) => classField(part, name));
  const error = errors[min] ?? errors[max];
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <input
          id={`as-${open}`}
          name={open}
          type="checkbox"
          aria-label={`${name} open`}
          defaultChecked={values[open] === "on"}
        />
      </td>
      <td>
        <input
          id={`as-${min}`}
          name={min}
          inputMode="numeric"
          size={3}
          aria-label={`${name}, youngest age`}
          defaultValue={values[min]}
          aria-invalid={errors[min] ? true : undefined}
        />
      </td>
      <td>
        <input
          id={`as-${max}`}
          name={max}
          inputMode="numeric"
          size={3}
          aria-label={`${name}, oldest age`}
          defaultValue={values[max]}
          aria-invalid={errors[max] ? true : undefined}
        />
        {error ? <p className="field-error">{error}</p> : null}
      </td>
      <td>
        <input
          id={`as-${fee}`}
          name={fee}
          inputMode="numeric"
          size={7}
          aria-label={`${name}, application fee in rupees`}
          defaultValue={values[fee]}
          aria-invalid={errors[fee] ? true : undefined}
        />
        {errors[fee] ? <p className="field-error">{errors[fee]}</p> : null}
      </td>
    </tr>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

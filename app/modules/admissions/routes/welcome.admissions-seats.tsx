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
import { getSiteSettings } from "~/kernel/settings/store.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { sectionsField, seatSettingsFormSchema } from "~/modules/admissions/pipeline";
import { readSeatSettings, saveSeatSettings } from "~/modules/admissions/seats.server";
import type { Route } from "./+types/welcome.admissions-seats";

const SECTION = "/welcome/admissions/seats";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  const [seats, site] = await Promise.all([readSeatSettings(db()), getSiteSettings(db())]);
  const fields = Object.fromEntries(CLASS_NAMES.map((name) => [sectionsField(name), String(seats.sections[name])]));
  return { fields, sample: seats.sample, sectionSize: site.sectionSize };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return formAction(request, async (form) => {
    await saveSeatSettings(db(), parseSubmission(seatSettingsFormSchema, form), user.actor);
    return redirectWithFlash(request, SECTION, { tone: "ok", text: "Sections per class saved." });
  });
}

const check = (form: FormData) => checkSubmission(seatSettingsFormSchema, form);

export default function AdmissionSeatsSection() {
  const { fields, sample, sectionSize } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="dashboard-panel" aria-labelledby="admission-seats-heading">
      <PageMeta title="Sections per class" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admission-seats-heading">Sections per class</h2>
        <a href="/welcome/admissions">Back to applications</a>
      </div>
      <p className="hint">
        Seats for new admissions = sections × {sectionSize} (the section size in the site settings).
        {sample ? " These are sample values (2 a class) until you save them." : ""} 0 sections: no offers for that
        class.
      </p>
      <EditForm name="admission-seats" idPrefix="se" defaults={fields} refused={refused} check={check}>
        {({ values, errors }) => (
          <>
            <fieldset className="pipeline-sections">
              <legend>Sections in each class</legend>
              {CLASS_NAMES.map((name) => {
                const field = sectionsField(name);
                return (
                  <FormField
                    key={field}
                    id={`se-${field}`}
                    name={field}
                    label={name}
                    type="number"
                    min={0}
                    max={20}
                    required
                    defaultValue={values[field]}
                    error={errors[field]}
                  />
                );
              })}
            </fieldset>
            <button type="submit" className="button">
              Save sections
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

import { useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { EditForm } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { redirectWithFlash } from "~/kernel/flash.server";
import { checkSubmission, parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { getSiteSettings } from "~/modules/site/index.server";
import {
  fillTemplate,
  MESSAGE_STEPS,
  messageTemplateSchema,
  placeholdersOf,
  STEP_NAMES,
  type MessageStep,
} from "~/modules/admissions/messages";
import { readTemplates, resetTemplate, saveTemplate } from "~/modules/admissions/messages.server";
import { readAdmissionsSettings } from "~/modules/admissions/settings.server";
import type { Route } from "./+types/welcome.admissions-messages";

const SECTION = "/welcome/admissions/messages";

/** The preview's made-up application (the office sees how a real one would read). */
function sampleValues(schoolName: string, academicYear: string): Record<string, string> {
  return {
    child: "Ananya Rao",
    number: "ADM-2027-00042",
    class: "class 3",
    year: academicYear,
    school: schoolName,
    parent: "Lakshmi Rao",
    link: "https://school.example/admissions/status?number=ADM-2027-00042",
    date: "Saturday 16 January 2027",
    time: "10:30 am",
    place: "Junior block, room 4",
    fee: "25,000",
    lapses: "31 January 2027",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const [templates, site, settings] = await Promise.all([
    readTemplates(db()),
    getSiteSettings(db()),
    readAdmissionsSettings(db()),
  ]);
  return { templates, sample: sampleValues(site.schoolName, settings.academicYear) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const step = String(form.get("step") ?? "");
    if (form.get("intent") === "reset" && MESSAGE_STEPS.includes(step as MessageStep)) {
      await resetTemplate(db(), step as MessageStep, user.actor);
      return redirectWithFlash(request, `${SECTION}#message-${step}`, {
        tone: "ok",
        text: `${STEP_NAMES[step as MessageStep]}: back to the school's default wording.`,
      });
    }
    const template = parseSubmission(messageTemplateSchema, form);
    await saveTemplate(db(), template, user.actor);
    return redirectWithFlash(request, `${SECTION}#message-${template.step}`, {
      tone: "ok",
      text: `${STEP_NAMES[template.step]}: message saved.`,
    });
  });
}

const check = (form: FormData) => checkSubmission(messageTemplateSchema, form);

export default function AdmissionMessagesSection() {
  const { templates, sample } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <section className="dashboard-panel admission-messages" aria-labelledby="admission-messages-heading">
      <PageMeta title="Messages to parents" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admission-messages-heading">Messages to parents</h2>
        <a href="/welcome/admissions">Back to applications</a>
      </div>
      <p className="hint">
        When you move an application, the parent gets the message of that step by e-mail. Words in curly brackets are
        filled in for each application. The assessment invitation carries a calendar file; the offer carries the offer
        letter as a PDF.
      </p>
      {MESSAGE_STEPS.map((step) => {
        const template = templates[step];
        const placeholders = placeholdersOf(step);
        return (
          <article key={step} id={`message-${step}`} className="card admission-message">
            <h3>{STEP_NAMES[step]}</h3>
            <EditForm
              name={`message-${step}`}
              idPrefix={`m-${step}`}
              defaults={{ step, subject: template.subject, body: template.body }}
              refused={refused}
              check={check}
            >
              {({ values, errors }) => (
                <>
                  <input type="hidden" name="step" value={step} />
                  <FormField
                    id={`m-${step}-subject`}
                    name="subject"
                    label="Subject"
                    required
                    maxLength={200}
                    defaultValue={values.subject}
                    error={errors.subject}
                  />
                  <FormField
                    id={`m-${step}-body`}
                    name="body"
                    label="Message"
                    required
                    multiline
                    maxLength={4000}
                    defaultValue={values.body}
                    error={errors.body}
                  />
                  <p className="hint">
                    Placeholders:{" "}
                    {Object.entries(placeholders).map(([name, meaning], index) => (
                      <span key={name}>
                        {index ? ", " : ""}
                        <code>{`{${name}}`}</code> {meaning}
                      </span>
                    ))}
                    .
                  </p>
                  <div className="form-actions">
                    <button type="submit" className="button" name="intent" value="save">
                      Save
                    </button>
                    {template.edited ? (
                      <button type="submit" className="button button--secondary" name="intent" value="reset">
                        Back to the default wording
                      </button>
                    ) : null}
                  </div>
                </>
              )}
            </EditForm>
            <details className="admission-message__preview">
              <summary>Preview (as saved, with a made-up application)</summary>
              <p>
                <strong>{fillTemplate(template.subject, sample)}</strong>
              </p>
              {fillTemplate(template.body, sample)
                .split(/\n\s*\n/)
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              {step === "assessment_scheduled" ? <p className="hint">Attached: assessment.ics</p> : null}
              {step === "offered" ? <p className="hint">Attached: offer-letter-ADM-2027-00042.pdf</p> : null}
            </details>
          </article>
        );
      })}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

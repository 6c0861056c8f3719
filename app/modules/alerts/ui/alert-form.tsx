import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { formConstraints } from "~/kernel/form-constraints";
import { checkSubmission } from "~/kernel/form";
import { isoInZone } from "~/kernel/dates";
import { KNOWN_LANGUAGES } from "~/kernel/i18n/languages";
import { ALERT_SEVERITIES, alertSchema, MESSAGE_MAX, SEVERITY_LABELS, translationField, type Alert } from "../schema";

const constraints = formConstraints(alertSchema);
const id = (name: string) => `alert-${name}`;
const wallClock = (iso: string | null, timeZone: string) => (iso ? isoInZone(iso, timeZone).slice(0, 16) : "");

/** The form's starting values: the alert in the school's wall clock, else a new alert's defaults. */
function startingValues(alert: Alert | undefined, timeZone: string): Record<string, string> {
  if (!alert) return { severity: "information" };
  return {
    message: alert.message,
    ...Object.fromEntries(Object.entries(alert.translations).map(([code, text]) => [translationField(code), text])),
    severity: alert.severity,
    link: alert.link,
    startsAt: wallClock(alert.startsAt, timeZone),
    endsAt: wallClock(alert.endsAt, timeZone),
  };
}

/** Add or change an alert; posts to the route's action with or without JavaScript. */
export function AlertForm({
  alert,
  failure,
  timeZone,
  languages,
}: {
  alert?: Alert;
  failure: FormRefusal | undefined;
  timeZone: string;
  /** The languages switched on besides English: a text box each. */
  languages: string[];
}) {
  const others = KNOWN_LANGUAGES.filter(({ code }) => code !== "en" && languages.includes(code));
  return (
    <EditForm
      name="alert"
      idPrefix="alert"
      defaults={startingValues(alert, timeZone)}
      refused={failure}
      className="admin-form alert-form"
      check={(form) => checkSubmission(alertSchema, form)}
    >
      {({ values, errors }) => (
        <>
          <SelectField
            {...constraints.choice("severity")}
            id={id("severity")}
            name="severity"
            label="Severity"
            hint="Information can be hidden by visitors; a warning and an emergency stay. An emergency is also e-mailed to the mailing list below."
            defaultValue={values.severity}
            error={errors.severity}
            options={ALERT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }))}
          />
          <TextAreaField
            {...constraints.text("message")}
            id={id("message")}
            name="message"
            label="Text (English)"
            hint={`One or two sentences, at most ${MESSAGE_MAX} characters: "School is closed on Monday because of heavy rain."`}
            rows={3}
            defaultValue={values.message}
            error={errors.message}
          />
          {others.map(({ code, name }) => (
            <TextAreaField
              key={code}
              {...constraints.text(translationField(code))}
              id={id(translationField(code))}
              name={translationField(code)}
              label={`Text in ${name} (optional)`}
              hint="Empty: pages in this language show the English text until you add it."
              rows={2}
              lang={code}
              defaultValue={values[translationField(code)]}
              error={errors[translationField(code)]}
            />
          ))}
          <TextField
            {...constraints.input("link")}
            id={id("link")}
            name="link"
            label="Link for more details (optional)"
            hint="A page of this site such as /Holidays, or a full address starting with https://"
            defaultValue={values.link}
            error={errors.link}
          />
          <div className="field-row">
            <TextField
              id={id("startsAt")}
              name="startsAt"
              type="datetime-local"
              label="Shows from"
              hint={`Empty: now. The school's time (${timeZone}).`}
              defaultValue={values.startsAt}
              error={errors.startsAt}
            />
            <TextField
              id={id("endsAt")}
              name="endsAt"
              type="datetime-local"
              label="Shows until"
              hint="Empty: until you end it."
              defaultValue={values.endsAt}
              error={errors.endsAt}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button">
              {alert ? "Save alert" : "Publish alert"}
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

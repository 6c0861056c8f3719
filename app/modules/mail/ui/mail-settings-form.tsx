import { useLocation } from "react-router";
import type { z } from "zod";
import { EditForm, type EditFormState, type FormRefusal } from "~/ui/form/edit-form";
import { INBOX_KINDS, INBOX_KIND_LABELS, type mailSettingsSchema } from "~/modules/help-desk";

type MailSettings = z.infer<typeof mailSettingsSchema>;
type InboxKind = (typeof INBOX_KINDS)[number];
type Fields = Pick<EditFormState, "values" | "errors">;

const LIMITS = [
  ["sendPerMinute", "Messages per minute, at most", 600],
  ["retentionMonths", "Keep personal data of done items for (months)", 120],
] as const;

/** The form's fields flat, as it posts them: office.<kind>, digest.<kind>, and the two limits. */
function mailSettingsDefaults(settings: MailSettings) {
  const defaults: Record<string, string> = {
    sendPerMinute: String(settings.sendPerMinute),
    retentionMonths: String(settings.retentionMonths),
  };
  for (const kind of INBOX_KINDS) {
    defaults[`office.${kind}`] = settings.officeAddresses[kind];
    if (settings.dailyDigest[kind]) defaults[`digest.${kind}`] = "on";
  }
  return defaults;
}

/** Where each kind of form is notified and whether as a daily digest, how fast mail leaves, how long data stays. */
export function MailSettingsForm({
  settings,
  siteEmail,
  refused,
}: {
  settings: MailSettings;
  siteEmail: string;
  refused?: FormRefusal;
}) {
  const location = useLocation();
  return (
    <EditForm
      key={location.key}
      name="mail-settings"
      idPrefix="mail"
      defaults={mailSettingsDefaults(settings)}
      refused={refused}
      className="card admin-form mail-settings"
      aria-label="Mail settings"
    >
      {({ values, errors }) => (
        <>
          <h3>Mail settings</h3>
          <input type="hidden" name="intent" value="settings" />
          <table className="mail-settings__table">
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col">Office address (empty: {siteEmail})</th>
                <th scope="col">Daily digest</th>
              </tr>
            </thead>
            <tbody>
              {INBOX_KINDS.map((kind) => (
                <OfficeAddressRow key={kind} kind={kind} siteEmail={siteEmail} values={values} errors={errors} />
              ))}
            </tbody>
          </table>
          {LIMITS.map(([name, label, max]) => (
            <div key={name}>
              <label className="inline-field">
                <span>{label}</span>
                <input
                  id={`mail-${name}`}
                  type="number"
                  name={name}
                  min={1}
                  max={max}
                  defaultValue={values[name]}
                  aria-invalid={errors[name] ? true : undefined}
                />
              </label>
              {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
            </div>
          ))}
          <button type="submit" className="button">
            Save mail settings
          </button>
        </>
      )}
    </EditForm>
  );
}

function OfficeAddressRow({ kind, siteEmail, values, errors }: Fields & { kind: InboxKind; siteEmail: string }) {
  const name = `office.${kind}`;
  return (
    <tr>
      <th scope="row">{INBOX_KIND_LABELS[kind]}</th>
      <td>
        <input
          id={`mail-${name}`}
          type="email"
          name={name}
          aria-label={`Office address for ${INBOX_KIND_LABELS[kind]}`}
          placeholder={siteEmail}
          defaultValue={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `mail-${name}-error` : undefined}
          maxLength={254}
        />
        {errors[name] ? (
          <span id={`mail-${name}-error`} className="field-error">
            {errors[name]}
          </span>
        ) : null}
      </td>
      <td>
        <label className="mail-settings__digest">
          <input type="checkbox" name={`digest.${kind}`} defaultChecked={values[`digest.${kind}`] === "on"} />
          <span className="mail-settings__digest-text">
            Daily digest<span className="visually-hidden"> for {INBOX_KIND_LABELS[kind]}</span>
          </span>
        </label>
      </td>
    </tr>
  );
}

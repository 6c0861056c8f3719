import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { EditForm } from "~/ui/form/edit-form";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { siteSettingsSchema } from "~/kernel/settings/schema";
import { SETTINGS_CHOICES, SETTINGS_GROUPS } from "~/modules/site/settings-fields";
import { timeZoneOptions } from "~/kernel/time-zones";
import { TIME_ZONE_HINT, TimeZoneList } from "~/ui/form/time-zone-list";
import { getSiteSettings, saveSiteSettings } from "~/modules/site/settings.server";
import { LOGO_MAX_BYTES, LOGO_MESSAGE, storeLogo } from "~/modules/site/logo.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { logoSource } from "~/kernel/settings/default-logo";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { formConstraints } from "~/kernel/form-constraints";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.settings";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { TranslationFields } from "~/ui/form/translation-fields";
import { TRANSLATED_FACTS, factKey, type TranslatedFact } from "~/kernel/settings/fact-translations";
import { enabledLanguages, PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";

const isTranslatedFact = (name: string): name is TranslatedFact => name in TRANSLATED_FACTS;

const constraints = formConstraints(siteSettingsSchema);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  return { settings: await getSiteSettings(db()), timeZones: timeZoneOptions() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  return formAction(request, async (form) => {
    // An uploaded logo is re-encoded like every picture and replaces the logo's address; nothing is saved when
    // either the file or another field is refused.
    const logo = form.get("logo");
    let logoUrl: string | undefined;
    if (logo instanceof File && logo.size > 0) {
      if (logo.size > LOGO_MAX_BYTES) throw new RefusedError(400, FIX_FIELDS, { logo: LOGO_MESSAGE });
      parseSubmission(siteSettingsSchema, form);
      logoUrl = await storeLogo(Buffer.from(await logo.arrayBuffer()));
      if (!logoUrl) throw new RefusedError(400, FIX_FIELDS, { logo: LOGO_MESSAGE });
    }
    const settings = parseSubmission(siteSettingsSchema, form);
    await saveSiteSettings(db(), logoUrl ? { ...settings, logoUrl } : settings, user.actor);
    return redirectWithFlash(request, "/welcome/settings", {
      tone: "ok",
      text: "Settings saved. Every page shows them from its next view.",
    });
  });
}

export default function Settings() {
  const { settings, timeZones } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  const defaults = Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, String(value ?? "")]));
  // Each free-text fact has a translation per language switched on, folded (the translation in its folded line)
  // unless refused; those of a language switched off are posted unseen, so switching it on again loses nothing
  // (decision 143).
  const languages = enabledLanguages(settings.languages).map(({ code }) => code);
  const hiddenLanguages = PREFIXED_LANGUAGES.filter((code) => !languages.includes(code));
  return (
    <section className="dashboard-panel" aria-labelledby="settings-heading">
      <PageMeta title="Site settings" description="Administration." path="/welcome/settings" noindex />
      <h2 id="settings-heading">Site settings</h2>
      <p className="hint">The school&apos;s own facts, shown on every page of the website.</p>
      <EditForm
        key={location.key}
        name="settings"
        idPrefix="settings"
        defaults={defaults}
        refused={refused}
        className="panel-form"
        encType="multipart/form-data"
        fileNouns={{ logo: "the logo" }}
      >
        {({ values, errors, closeProps }) => (
          <>
            <input type="hidden" name="intent" value="settings" />
            {SETTINGS_GROUPS.map((group) => (
              <fieldset key={group.legend} className="panel-form settings-group">
                <legend>{group.legend}</legend>
                {group.fields.map(([name, label, type, hint]) =>
                  isTranslatedFact(name) ? (
                    <div key={name} className="settings-translated">
                      <TextField
                        {...constraints.input(name)}
                        id={`settings-${name}`}
                        name={name}
                        label={label}
                        hint={hint}
                        type={type ?? "text"}
                        defaultValue={values[name]}
                        error={errors[name]}
                      />
                      <TranslationFields
                        compact
                        idPrefix="settings"
                        languages={languages}
                        fields={[
                          { field: name, label: TRANSLATED_FACTS[name].label, maxLength: TRANSLATED_FACTS[name].max },
                        ]}
                        values={values}
                        errors={errors}
                      />
                      {hiddenLanguages.map((code) => (
                        <input
                          key={code}
                          type="hidden"
                          name={factKey(name, code)}
                          defaultValue={values[factKey(name, code)] ?? ""}
                        />
                      ))}
                    </div>
                  ) : name === "logoUrl" ? (
                    <LogoFields key={name} logoUrl={values.logoUrl ?? ""} errors={errors} />
                  ) : SETTINGS_CHOICES[name] ? (
                    <SelectField
                      key={name}
                      id={`settings-${name}`}
                      name={name}
                      label={label}
                      hint={hint}
                      options={SETTINGS_CHOICES[name]}
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  ) : type === "textarea" ? (
                    <TextAreaField
                      key={name}
                      id={`settings-${name}`}
                      name={name}
                      label={label}
                      hint={hint}
                      rows={5}
                      maxLength={3000}
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  ) : name === "timeZone" ? (
                    <TextField
                      key={name}
                      id="settings-timeZone"
                      name={name}
                      label={label}
                      hint={TIME_ZONE_HINT}
                      required
                      list="settings-timeZone-list"
                      autoComplete="off"
                      spellCheck={false}
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  ) : (
                    <TextField
                      {...constraints.input(name)}
                      key={name}
                      id={`settings-${name}`}
                      name={name}
                      label={label}
                      hint={hint}
                      type={type ?? "text"}
                      defaultValue={values[name]}
                      error={errors[name]}
                    />
                  ),
                )}
              </fieldset>
            ))}
            <TimeZoneList id="settings-timeZone-list" zones={timeZones} />
            <div className="panel-form__actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? "Saving..." : "Save settings"}
              </button>
              <button type="reset" className="button button--ghost" {...closeProps}>
                Cancel
              </button>
            </div>
          </>
        )}
      </EditForm>
      <p className="hint">
        The Downloads documents are files in the <Link to="/welcome/documents">documents library</Link>.
      </p>
    </section>
  );
}

/** The logo as it is now, a file to replace it with (re-encoded like every picture), and its address. */
function LogoFields({ logoUrl, errors }: { logoUrl: string; errors: Record<string, string> }) {
  return (
    <div className="settings-logo">
      <img className="settings-logo__preview" src={logoSource(logoUrl)} alt="The logo now" width={64} height={64} />
      <div>
        <TextField
          id="settings-logo"
          name="logo"
          label="Upload a new logo"
          hint="PNG, JPEG or WebP, at most 2 MB; shown 256 pixels square in the header and as the tab's icon."
          type="file"
          accept="image/png,image/jpeg,image/webp"
          error={errors.logo}
        />
        <TextField
          {...constraints.input("logoUrl")}
          id="settings-logoUrl"
          name="logoUrl"
          label="Or the logo's address"
          hint="Filled in by an upload; a path on this site (/media/...) or an https address."
          defaultValue={logoUrl}
          error={errors.logoUrl}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

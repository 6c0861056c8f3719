import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useRootData } from "~/root";
import { callApi, returnedStatus, StatusRegion, TextField, type PanelStatus } from "../media/panel-kit";
import { parseForm } from "../shared/validation";
import { DOWNLOAD_DOCUMENTS, documentLinksSchema, type DocumentLinks } from "./documents";
import { siteSettingsSchema, type SiteSettings } from "./schema";

/** The form's fields in groups, with their labels. */
const GROUPS: { legend: string; fields: [keyof SiteSettings, string, string?, string?][] }[] = [
  {
    legend: "School",
    fields: [
      ["schoolName", "School name"],
      ["shortName", "Short name"],
      ["tagline", "Tagline"],
      ["affiliationLine", "Affiliation line"],
      ["registrationLine", "Registration line"],
      ["networkName", "Network name"],
      ["timeZone", "Time zone of events (for example Asia/Kolkata)"],
    ],
  },
  {
    legend: "Contact",
    fields: [
      ["phone", "Phone", "tel"],
      ["phone2", "Second phone", "tel"],
      ["email", "Email", "email"],
      ["email2", "Second email", "email"],
      ["chatNumber", "Chat number (with country code)", "tel"],
      ["address", "Registered address"],
      ["centralOffice", "Central office"],
    ],
  },
  {
    legend: "Look",
    fields: [
      ["logoUrl", "Logo (a path on this site, e.g. /media/..., or an https address)", "text"],
      [
        "brandPrimary",
        "Main colour (menu bar, buttons, links)",
        "color",
        "White text sits on it: it must reach 4.5:1 (WCAG AA), or saving is refused with the ratio it has.",
      ],
      [
        "brandAccent",
        "Accent colour (ticker label, light buttons)",
        "color",
        "Dark text sits on it and it heads the dark footer: it must reach 4.5:1 against both.",
      ],
    ],
  },
  {
    legend: "Links",
    fields: [
      ["facebookUrl", "Facebook profile", "url"],
      ["instagramUrl", "Instagram profile", "url"],
      ["linkedinUrl", "LinkedIn profile", "url"],
      ["youtubeUrl", "YouTube channel", "url"],
      [
        "mapEmbedUrl",
        "Map (Google Maps embed address)",
        "url",
        'Google Maps → Share → Embed a map → copy the address inside src="...". Until set, the contact page shows the address with a directions link.',
      ],
      [
        "videoUrl",
        "Campus video (YouTube embed address)",
        "url",
        "YouTube → Share → Embed → copy the address inside src=\"...\". Until set, the home page and curriculum show 'Campus video coming soon'.",
      ],
      ["registrationFormUrl", "Alumni registration form", "url"],
    ],
  },
];

/** Dashboard 'Site settings' (administrators): the facts every page fills into {school}, {phone}, {email}... */
export function SettingsPanel() {
  // Every page's loader already reads the settings, so the form starts filled, also without JavaScript.
  const current = useRootData()?.settings;
  const [searchParams] = useSearchParams();
  const [settings, setSettings] = useState<SiteSettings | undefined>(current ? { ...current } : undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PanelStatus>(
    returnedStatus(
      searchParams,
      "Settings saved. Every page shows them from its next view.",
      "Could not save the settings: ",
    ),
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = parseForm(siteSettingsSchema, settings ?? {});
    if (!parsed.ok) {
      setErrors(parsed.fields);
      setStatus({ tone: "error", text: "Please correct the highlighted fields." });
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi("PUT", "/api/settings", parsed.data);
    setBusy(false);
    if (answer.ok) setStatus({ tone: "ok", text: "Settings saved. Every page shows them from its next view." });
    else {
      setErrors(answer.body.fields ?? {});
      setStatus({ tone: "error", text: `Could not save the settings: ${answer.body.error ?? answer.status}` });
    }
  }

  return (
    <section className="panel card" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Site settings</h2>
      {!settings && !status ? <p>Loading...</p> : null}
      {settings ? (
        <form
          className="panel-form"
          method="post"
          action="/api/settings"
          encType="multipart/form-data"
          noValidate
          onSubmit={submit}
          aria-describedby="settings-status"
        >
          {GROUPS.map((group) => (
            <fieldset key={group.legend} className="panel-form settings-group">
              <legend>{group.legend}</legend>
              {group.fields.map(([name, label, type, hint]) => (
                <TextField
                  key={name}
                  id={`settings-${name}`}
                  name={name}
                  label={label}
                  hint={hint}
                  type={type ?? "text"}
                  value={settings[name]}
                  onChange={(e) => setSettings({ ...settings, [name]: e.target.value })}
                  error={errors[name]}
                />
              ))}
            </fieldset>
          ))}
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              Save settings
            </button>
          </div>
          <StatusRegion id="settings-status" status={status} />
        </form>
      ) : (
        <StatusRegion id="settings-status" status={status} />
      )}
      <DocumentLinksForm />
    </section>
  );
}

/** Where each Downloads document points; an empty field keeps the document's built-in file. */
function DocumentLinksForm() {
  const [links, setLinks] = useState<DocumentLinks | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PanelStatus>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi<DocumentLinks>("GET", "/api/settings/documents").then((answer) => {
      if (answer.ok) setLinks(answer.body);
      else
        setStatus({ tone: "error", text: `Could not load the document links: ${answer.body.error ?? answer.status}` });
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = parseForm(documentLinksSchema, links ?? {});
    if (!parsed.ok) {
      setErrors(parsed.fields);
      setStatus({ tone: "error", text: "Please correct the highlighted links." });
      return;
    }
    setErrors({});
    setBusy(true);
    const answer = await callApi("PUT", "/api/settings/documents", parsed.data);
    setBusy(false);
    if (answer.ok) setStatus({ tone: "ok", text: "Document links saved." });
    else {
      setErrors(answer.body.fields ?? {});
      setStatus({ tone: "error", text: `Could not save the document links: ${answer.body.error ?? answer.status}` });
    }
  }

  if (!links) return <StatusRegion id="documents-status" status={status} />;
  return (
    <form className="panel-form" noValidate onSubmit={submit} aria-describedby="documents-status">
      <fieldset className="panel-form settings-group">
        <legend>Downloads documents</legend>
        <p className="field-hint">Leave a link empty to keep the document&apos;s built-in file.</p>
        {DOWNLOAD_DOCUMENTS.map(({ id, title, builtInUrl }) => (
          <TextField
            key={id}
            id={`document-${id}`}
            name={id}
            label={title}
            inputMode="url"
            placeholder={builtInUrl}
            value={links[id as keyof DocumentLinks]}
            onChange={(e) => setLinks({ ...links, [id]: e.target.value })}
            error={errors[id]}
          />
        ))}
      </fieldset>
      <div className="panel-form__actions">
        <button type="submit" className="button" disabled={busy}>
          Save document links
        </button>
      </div>
      <StatusRegion id="documents-status" status={status} />
    </form>
  );
}

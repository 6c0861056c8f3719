import { Form, Link, useActionData, useLoaderData, useLocation } from "react-router";
import { When } from "~/ui/when";
import { EditForm } from "~/ui/form/edit-form";
import { StatusRegion } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { INBOX_KINDS, INBOX_KIND_LABELS } from "~/modules/help-desk";
import { mailSettingsFromForm, mailSettingsSchema } from "~/modules/help-desk";
import { getMailSettings, saveMailSettings } from "~/modules/help-desk/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, type FormRefusal } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { readPageRequest } from "~/kernel/pagination";
import { listOutbox, sendAgain } from "~/modules/mail/outbox.server";
import { Pager } from "~/ui/pager/pager";
import { wakeMailSender } from "~/modules/mail/sender.server";
import type { OutboxStatus } from "../../../../db/schema";
import type { Route } from "./+types/welcome.outbox";
import { SectionErrorBoundary } from "~/modules/dashboard";

const STATUSES: OutboxStatus[] = ["waiting", "sending", "sent", "failed"];
const STATUS_TEXT: Record<OutboxStatus, string> = {
  waiting: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
const PURPOSE_TEXT: Record<string, string> = {
  notification: "Office notification",
  acknowledgement: "Acknowledgement",
  reply: "Reply",
  password_reset: "Password reset",
  digest: "Daily digest",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const status = STATUSES.find((s) => s === params.get("status"));
  const { page, pageSize } = readPageRequest(params, { fixed: 25 });
  const [outbox, settings, site] = await Promise.all([
    listOutbox(db(), { status, page, pageSize }),
    getMailSettings(db()),
    getSiteSettings(db()),
  ]);
  return {
    role: user.role,
    outbox,
    status: status ?? null,
    settings,
    siteEmail: site.email,
    smtpConfigured: Boolean(config().SMTP_URL),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A copy is read here: the guard reads the body itself when the session has ended, to keep what was typed.
  return formAction(request.clone(), async (form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "send-again") {
      await requireAdminPage({ request, context });
      const id = String(form.get("id") ?? "");
      if (!/^\d{1,9}$/.test(id)) throw new RefusedError(404, "No such message.");
      const row = await sendAgain(db(), Number(id));
      if (!row) throw new RefusedError(409, "That message is not waiting or failed.");
      wakeMailSender();
      return redirectWithFlash(request, `/welcome/outbox${new URL(request.url).search}`, {
        tone: "ok",
        text: "The message will be sent again now.",
      });
    }
    if (intent === "settings") {
      const user = await requireAdminPage({ request, context }, "admin");
      await saveMailSettings(db(), parseMailSettingsForm(form), user.actor);
      return redirectWithFlash(request, "/welcome/outbox", { tone: "ok", text: "Mail settings saved." });
    }
    throw new RefusedError(400, "Unknown action.");
  });
}

/** The settings form checked; messages under the names the form posts ("office.enquiry"), each under its field. */
function parseMailSettingsForm(form: FormData) {
  const raw: Record<string, unknown> = {};
  form.forEach((value, key) => (raw[key] = value));
  const parsed = mailSettingsSchema.safeParse(mailSettingsFromForm(raw));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.join(".").replace(/^officeAddresses\./, "office.")] ??= issue.message;
  throw new RefusedError(400, FIX_FIELDS, fields);
}

export default function Outbox() {
  const { role, outbox, status, settings, siteEmail, smtpConfigured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="dashboard-panel outbox" aria-labelledby="outbox-heading">
      <PageMeta title="Outbox" description="Administration." path="/welcome/outbox" noindex />
      <div className="panel-head">
        <h2 id="outbox-heading">Outbox</h2>
        <p>
          <Link to="/welcome/inbox">Inbox</Link>
        </p>
      </div>
      {!smtpConfigured ? (
        <p className="form-status form-status--error">
          No mail server is configured (SMTP_URL), so messages wait here. They go out once it is set and the site
          restarted.
        </p>
      ) : null}
      {/* The settings form shows its own refusals; this line is for "Send again". */}
      {result && !result.form ? (
        <StatusRegion id="outbox-status" status={{ tone: "error", text: result.message }} />
      ) : null}
      <nav className="inbox-tabs" aria-label="Message states">
        <Link to="/welcome/outbox" aria-current={!status ? "page" : undefined} className="button button--ghost">
          All
        </Link>
        {STATUSES.map((s) => (
          <Link
            key={s}
            to={`/welcome/outbox?status=${s}`}
            aria-current={status === s ? "page" : undefined}
            className="button button--ghost"
          >
            {STATUS_TEXT[s]} <span className="count-badge">{outbox.counts[s]}</span>
          </Link>
        ))}
      </nav>
      {outbox.rows.length === 0 ? (
        <p>No messages{status ? ` ${STATUS_TEXT[status].toLowerCase()}` : ""}.</p>
      ) : (
        <ul className="outbox-list" aria-label="Messages">
          {outbox.rows.map((row) => (
            <li key={row.id} className={`outbox-item outbox-item--${row.status}`}>
              <p className="outbox-item__top">
                <span className={`status-badge status-badge--mail-${row.status}`}>{STATUS_TEXT[row.status]}</span>{" "}
                <strong>{row.subject}</strong>
              </p>
              <p className="outbox-item__meta">
                {PURPOSE_TEXT[row.purpose] ?? row.purpose} to {row.to_address} · queued <When iso={row.created_at} />
                {row.sent_at ? (
                  <>
                    {" "}
                    · sent <When iso={row.sent_at} />
                  </>
                ) : null}
                {row.status === "waiting" && row.attempts > 0 ? (
                  <>
                    {` · ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}, next `}
                    <When iso={row.next_attempt_at} />
                  </>
                ) : null}
                {row.inbox_item_id ? (
                  <>
                    {" · "}
                    <Link to={`/welcome/inbox/${row.inbox_item_id}`}>item</Link>
                  </>
                ) : null}
              </p>
              {row.last_error && row.status !== "sent" ? (
                <p className="outbox-item__error">Mail server answered: {row.last_error}</p>
              ) : null}
              {row.status === "failed" || (row.status === "waiting" && row.attempts > 0) ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="send-again" />
                  <input type="hidden" name="id" value={String(row.id)} />
                  <button type="submit" className="button button--ghost">
                    Send again
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Pages"
        page={outbox.page}
        pageCount={outbox.pageCount}
        href={(page) => `/welcome/outbox?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`}
      />

      {role === "admin" ? (
        <MailSettingsForm settings={settings} siteEmail={siteEmail} refused={result?.form ? result : undefined} />
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

type MailSettings = ReturnType<typeof useLoaderData<typeof loader>>["settings"];

function MailSettingsForm({
  settings,
  siteEmail,
  refused,
}: {
  settings: MailSettings;
  siteEmail: string;
  refused?: FormRefusal;
}) {
  const location = useLocation();
  const defaults: Record<string, string> = {
    sendPerMinute: String(settings.sendPerMinute),
    retentionMonths: String(settings.retentionMonths),
  };
  for (const kind of INBOX_KINDS) {
    defaults[`office.${kind}`] = settings.officeAddresses[kind];
    if (settings.dailyDigest[kind]) defaults[`digest.${kind}`] = "on";
  }
  return (
    <EditForm
      key={location.key}
      name="mail-settings"
      idPrefix="mail"
      defaults={defaults}
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
              {INBOX_KINDS.map((kind) => {
                const name = `office.${kind}`;
                return (
                  <tr key={kind}>
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
                        <input
                          type="checkbox"
                          name={`digest.${kind}`}
                          defaultChecked={values[`digest.${kind}`] === "on"}
                        />
                        <span className="mail-settings__digest-text">
                          Daily digest<span className="visually-hidden"> for {INBOX_KIND_LABELS[kind]}</span>
                        </span>
                      </label>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {(
            [
              ["sendPerMinute", "Messages per minute, at most", 600],
              ["retentionMonths", "Keep personal data of done items for (months)", 120],
            ] as const
          ).map(([name, label, max]) => (
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

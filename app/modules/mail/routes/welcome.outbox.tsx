import { data, Link, useActionData, useLoaderData } from "react-router";
import { StatusRegion } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { mailSettingsFromForm, mailSettingsSchema } from "~/modules/help-desk";
import { getMailSettings, saveMailSettings } from "~/modules/help-desk/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, refusal, type SubmissionFailure } from "~/kernel/form";
import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { readPageRequest } from "~/kernel/pagination";
import { listOutbox, sendAgain } from "~/modules/mail/outbox.server";
import { Pager } from "~/ui/pager/pager";
import { wakeMailSender } from "~/modules/mail/sender.server";
import type { Route } from "./+types/welcome.outbox";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { MailSettingsForm } from "~/modules/mail/ui/mail-settings-form";
import { OUTBOX_STATUSES, OutboxItem, OutboxTabs, STATUS_TEXT } from "~/modules/mail/ui/outbox-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const status = OUTBOX_STATUSES.find((s) => s === params.get("status"));
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
  // A copy: the guard below reads the body itself when the session has ended, to keep what was typed.
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "send-again") {
    await requireAdminPage({ request, context });
    const id = String(form.get("id") ?? "");
    if (!/^\d{1,9}$/.test(id)) return data({ message: "No such message.", fields: {} }, { status: 404 });
    const row = await sendAgain(db(), Number(id));
    if (!row) return data({ message: "That message is not waiting or failed.", fields: {} }, { status: 409 });
    wakeMailSender();
    return redirectWithFlash(request, `/welcome/outbox${new URL(request.url).search}`, {
      tone: "ok",
      text: "The message will be sent again now.",
    });
  }
  if (intent === "settings") {
    const user = await requireAdminPage({ request, context }, "admin");
    const raw: Record<string, unknown> = {};
    form.forEach((value, key) => (raw[key] = value));
    const parsed = mailSettingsSchema.safeParse(mailSettingsFromForm(raw));
    if (!parsed.success) {
      // Messages under the names the form posts ("office.enquiry"), so each sits under its own field.
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fields[issue.path.join(".").replace(/^officeAddresses\./, "office.")] ??= issue.message;
      return data(refusal(form, FIX_FIELDS, fields), { status: 400 });
    }
    await saveMailSettings(db(), parsed.data, user.actor);
    return redirectWithFlash(request, "/welcome/outbox", { tone: "ok", text: "Mail settings saved." });
  }
  return data({ message: "Unknown action.", fields: {} }, { status: 400 });
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
      {result?.message && !("values" in result) ? (
        <StatusRegion id="outbox-status" status={{ tone: "error", text: result.message }} />
      ) : null}
      <OutboxTabs status={status} counts={outbox.counts} />
      {outbox.rows.length === 0 ? (
        <p>No messages{status ? ` ${STATUS_TEXT[status].toLowerCase()}` : ""}.</p>
      ) : (
        <ul className="outbox-list" aria-label="Messages">
          {outbox.rows.map((row) => (
            <OutboxItem key={row.id} row={row} />
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
        <MailSettingsForm
          settings={settings}
          siteEmail={siteEmail}
          refused={result && "values" in result ? (result as SubmissionFailure) : undefined}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

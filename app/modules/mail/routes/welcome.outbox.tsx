import { MailNotSetUp } from "../ui/mail-not-set-up";
import { redirect, useActionData, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { StatusRegion } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { mailSettingsFromForm, mailSettingsSchema } from "~/modules/help-desk";
import { getMailSettings, saveMailSettings } from "~/modules/help-desk/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
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
import { TestMailForm } from "~/modules/mail/ui/test-mail-form";
import { testMailSchema } from "~/modules/mail/test-mail";
import { readTestMail, sendTestMail, waitForFirstAttempt } from "~/modules/mail/test-mail.server";
import { parseSubmission } from "~/kernel/form";

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
  const smtpConfigured = Boolean(config().SMTP_URL);
  const testId = params.get("test");
  const testMail =
    testId && /^\d{1,9}$/.test(testId) ? await readTestMail(db(), Number(testId), smtpConfigured) : undefined;
  return {
    role: user.role,
    testMail: testMail ?? null,
    outbox,
    status: status ?? null,
    settings,
    siteEmail: site.email,
    smtpConfigured,
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
    if (intent === "test-mail") {
      const user = await requireAdminPage({ request, context }, "admin");
      const { to } = parseSubmission(testMailSchema, form);
      const site = await getSiteSettings(db());
      const id = await sendTestMail(db(), to, site.schoolName, user.actor);
      // With a mail server the page waits for its answer; without one the message simply waits.
      if (config().SMTP_URL) await waitForFirstAttempt(db(), id);
      return redirect(`/welcome/outbox?test=${id}#test-mail`);
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
  const { role, outbox, status, settings, siteEmail, smtpConfigured, testMail } = useLoaderData<typeof loader>();
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
      {!smtpConfigured ? <MailNotSetUp waiting={outbox.counts.waiting} outboxLink={false} /> : null}
      {/* The settings form shows its own refusals; this line is for "Send again". */}
      {result && !result.form ? (
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
        <>
          <TestMailForm
            smtpConfigured={smtpConfigured}
            address={siteEmail}
            result={testMail}
            refused={result?.form ? result : undefined}
          />
          <MailSettingsForm settings={settings} siteEmail={siteEmail} refused={result?.form ? result : undefined} />
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

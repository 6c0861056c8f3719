import { useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { listDocuments } from "~/modules/documents/index.server";
import { db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { deleteResult, saveAnswers, saveCertificate, saveResult } from "~/modules/disclosure/commands.server";
import { listItems, loadDisclosure, needsAttention } from "~/modules/disclosure/queries.server";
import {
  annualReportDue,
  answersSchema,
  certificateSchema,
  resultSchema,
  TYPED_KINDS,
} from "~/modules/disclosure/schema";
import {
  AnswersForm,
  AttentionList,
  CertificateForm,
  GeneralInformation,
  ResultsEditor,
} from "~/modules/disclosure/ui/office-forms";
import type { Route } from "./+types/welcome.disclosure";

const SECTION = "/welcome/disclosure";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const database = db();
  const [view, items, documents] = await Promise.all([
    loadDisclosure(database),
    listItems(database),
    listDocuments(database),
  ]);
  return {
    view,
    items,
    attention: needsAttention(view),
    annualReportDue: annualReportDue(view.today) ?? null,
    documents: documents.map((document) => ({ id: document.id, title: document.title })),
    isAdmin: user.role === "admin",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const saved = (text: string, anchor = "") => redirectWithFlash(request, `${SECTION}${anchor}`, { tone: "ok", text });
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "answers") {
      const section = String(form.get("section") ?? "");
      const items = (await listItems(db())).filter(
        (item) => item.section === section && TYPED_KINDS.includes(item.kind),
      );
      if (!items.length) throw new RefusedError(400, "Unknown section");
      await saveAnswers(db(), parseSubmission(answersSchema(items), form) as Record<string, string>, user.actor);
      return saved(`Section ${section} saved.`, `#section-${section}`);
    }
    if (intent === "certificate") {
      const key = String(form.get("item") ?? "");
      const certificate = await saveCertificate(db(), key, parseSubmission(certificateSchema, form), user.actor);
      return saved(`${certificate.label}: saved.`, `#certificate-${key}`);
    }
    if (intent === "result") {
      const result = await saveResult(db(), parseSubmission(resultSchema, form), user.actor);
      return saved(`Results of ${result.className}, ${result.year}: saved.`, "#results");
    }
    if (intent === "delete-result") {
      await deleteResult(db(), Number(form.get("id")), user.actor);
      return saved("The row of results was deleted.", "#results");
    }
    throw new Response("Unknown action", { status: 400 });
  });
}

export default function DisclosureSection() {
  const { view, items, attention, annualReportDue: reportDue, documents, isAdmin } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const formRefused = (name: string) => (refused && refused.form === name ? refused : undefined);
  return (
    <section className="dashboard-panel disclosure-office" aria-labelledby="disclosure-heading">
      <PageMeta title="Mandatory disclosure" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="disclosure-heading">Mandatory Public Disclosure</h2>
        <p>
          <a href="/mandatory-public-disclosure">Public page</a> · <a href="/mandatory-public-disclosure.pdf">PDF</a>
        </p>
      </div>
      <p className="hint">
        CBSE's format ({view.format}), sections A to E. Certificates are documents of the{" "}
        <a href="/welcome/documents">documents library</a>: upload the file there, then choose it here with its dates.
        The office's e-mail is reminded 60, 30 and 7 days before a certificate lapses, and on its last day.
      </p>
      <StatusMessage tone="error" message={refused && !refused.form ? refused.message : undefined} id={location.key} />
      <AttentionList attention={attention} annualReportDue={reportDue} />
      {view.sections.map((section) => (
        <section
          key={section.section}
          aria-labelledby={`section-${section.section}`}
          className="disclosure-office__section"
        >
          <h3 id={`section-${section.section}`}>
            {section.section}. {section.title}
          </h3>
          {section.rows.some((row) => row.kind === "setting") ? (
            <GeneralInformation rows={section.rows.filter((row) => row.kind === "setting")} isAdmin={isAdmin} />
          ) : null}
          {section.rows
            .filter((row) => row.kind === "certificate")
            .map((row) => (
              <CertificateForm
                key={`${row.key}-${location.key}`}
                row={row}
                documents={documents}
                refused={formRefused(`certificate-${row.key}`)}
              />
            ))}
          {section.rows.some((row) => TYPED_KINDS.includes(row.kind)) ? (
            <AnswersForm
              key={`answers-${section.section}-${location.key}`}
              section={section.section}
              items={items.filter((item) => item.section === section.section && TYPED_KINDS.includes(item.kind))}
              rows={section.rows}
              refused={formRefused(`answers-${section.section}`)}
            />
          ) : null}
          {section.rows.some((row) => row.kind === "results") ? (
            <ResultsEditor key={`results-${location.key}`} results={view.results} refused={formRefused("result")} />
          ) : null}
        </section>
      ))}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

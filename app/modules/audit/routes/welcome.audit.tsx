import { useLoaderData, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { Pager } from "~/ui/pager/pager";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { listAudit } from "~/modules/audit/audit.server";
import { AUDIT_PAGE_SIZES, auditQuerySchema } from "~/modules/audit/schema";
import { fieldMessages } from "~/kernel/form";
import { pageWindow, readPageRequest } from "~/kernel/pagination";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.audit";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { AuditEntry, AuditFilterForm } from "~/modules/audit/ui/audit-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  const params = new URL(request.url).searchParams;
  const filters = {
    actor: params.get("actor") ?? "",
    action: params.get("action") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const { page } = readPageRequest(params, { fixed: AUDIT_PAGE_SIZES.usual });
  const parsed = auditQuerySchema.safeParse({ ...filters, page });
  if (!parsed.success)
    return { filters, fields: fieldMessages(parsed.error), result: { items: [], total: 0, page: 1, pageSize: 25 } };
  return { filters, fields: {} as Record<string, string>, result: await listAudit(db(), parsed.data, "last page") };
}

export default function Audit() {
  const { filters, fields, result } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { pageCount } = pageWindow(result.total, result);
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: String(page) })}`;
  return (
    <section className="dashboard-panel" aria-labelledby="audit-heading">
      <PageMeta title="Audit log" description="Administration." path="/welcome/audit" noindex />
      <h2 id="audit-heading">Audit log</h2>
      <AuditFilterForm filters={filters} fields={fields} />
      {Object.values(fields).length > 0 ? (
        <ul className="field-error" role="alert">
          {Object.values(fields).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div role="status" aria-live="polite" className="audit-summary">
        {navigation.state === "loading" ? "Loading..." : `${result.total} ${result.total === 1 ? "entry" : "entries"}`}
      </div>
      {result.items.length === 0 ? <p>There are no records to display</p> : null}
      {result.items.length > 0 ? (
        <ol className="audit-list" aria-busy={navigation.state === "loading"}>
          {result.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      ) : null}
      <Pager label="Audit log pages" page={result.page} pageCount={pageCount} href={pageHref} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

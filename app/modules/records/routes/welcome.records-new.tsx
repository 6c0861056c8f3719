import { useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { recordKindOfPath, recordPath, type RecordKind } from "~/modules/records/kinds";
import { RecordForm } from "~/modules/records/ui/record-form";
import { createRecord } from "~/modules/records/commands.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { submittedFields } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.records-new";
import { SectionErrorBoundary } from "~/modules/dashboard";

function kindOf(request: Request): RecordKind {
  const kind = recordKindOfPath(new URL(request.url).pathname);
  if (!kind) throw new Response("Not found", { status: 404 });
  return kind;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  const kind = kindOf(request);
  return { kindId: kind.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const kind = kindOf(request);
  return formAction(request, async (form) => {
    // The command checks the fields with the kind's schema, as it does for the API.
    const created = await createRecord(db(), kind, submittedFields(form), user.actor);
    return redirectWithFlash(request, recordPath(kind, "new"), {
      tone: "ok",
      text: `${kind.registeredMessage} (${String(created[kind.nameColumn] ?? "")}, ${kind.keyLabel} ${String(created[kind.key])})`,
    });
  });
}

export default function RecordNew() {
  const { kindId } = useLoaderData<typeof loader>();
  const kind = recordKindOfPath(`/welcome/${kindId}`)!;
  const failure = useActionData<typeof action>();
  const location = useLocation();
  return (
    <section className="dashboard-panel" aria-labelledby="record-new-heading">
      <PageMeta title={`Register ${kind.noun}`} description="Administration." path={recordPath(kind, "new")} noindex />
      <div className="panel-head">
        <h2 id="record-new-heading">Register {kind.noun}</h2>
        <Link className="button button--ghost" to={recordPath(kind)}>
          View all
        </Link>
      </div>
      <RecordForm key={location.key} kind={kind} mode="create" failure={failure} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

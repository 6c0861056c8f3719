import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { db } from "~/kernel/database/connection";
import { redirectWithFlash } from "~/kernel/flash.server";
import { formAction } from "~/kernel/form-action.server";
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from "../synonyms.server";
import { SEARCH_WORDS_SECTION as SECTION, SynonymGroupForm, SynonymGroupsTable } from "../ui/synonym-groups";
import type { Route } from "./+types/welcome.search-words";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const edit = new URL(request.url).searchParams.get("edit");
  return { groups: await listSynonymGroups(db()), editing: edit && /^\d{1,9}$/.test(edit) ? Number(edit) : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireAdminPage({ request, context }, "editor");
  const gone = () => redirectWithFlash(request, SECTION, { tone: "error", text: "That group no longer exists." });
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const id = form.get("id") ? Number(form.get("id")) : undefined;
    if (intent === "save") {
      const saved = await saveSynonymGroup(db(), { id, terms: form.get("terms") }, actor);
      if (!saved) return gone();
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text: `Saved: a search for any of "${saved.terms.join(", ")}" now finds the others.`,
      });
    }
    if (intent === "delete" && id !== undefined) {
      if (!(await deleteSynonymGroup(db(), id, actor))) return gone();
      return redirectWithFlash(request, SECTION, { tone: "ok", text: "Group removed." });
    }
    throw new Response("Unknown action", { status: 400 });
  });
}

export default function SearchWordsSection() {
  const { groups, editing } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const editingId = refused?.values.id ? Number(refused.values.id) : editing;
  const current = groups.find((group) => group.id === editingId);
  return (
    <section className="dashboard-panel" aria-labelledby="search-words-heading">
      <PageMeta title="Search words" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="search-words-heading">Search words</h2>
      </div>
      <p className="hint">
        Words parents type for the same thing. A search for any word of a group also finds pages with the others: a
        parent typing "bus" finds the Transport page.
      </p>
      <StatusMessage tone="error" message={refused?.form ? undefined : refused?.message} id={location.key} />
      <SynonymGroupForm key={`${editingId ?? "new"}-${location.key}`} current={current} refused={refused} busy={busy} />
      {groups.length === 0 ? (
        <p className="empty-note">No groups yet.</p>
      ) : (
        <SynonymGroupsTable groups={groups} busy={busy} />
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

import type { PageHandle } from "~/behaviours/names";
import { data, Outlet, redirect, useLoaderData, useLocation } from "react-router";
import { StatusMessage } from "~/ui/toast/status-message";
import { pageAddress, requireAdminPage, takeDraft } from "~/modules/accounts/index.server";
import { FormDraftContext } from "~/ui/form/edit-form";
import { DashboardShell } from "~/modules/dashboard/ui/dashboard-shell";
import { legacyPanelPath, sectionsFor } from "~/modules/dashboard/sections";
import { countOpenByKind } from "~/modules/help-desk/index.server";
import { readFlash } from "~/kernel/flash.server";
import { db } from "~/kernel/database/connection";
import { deepFreeze, heldUntilChanged } from "~/kernel/database/held-until-changed";
import type { Route } from "./+types/welcome.layout";
import { marksPageWithReact } from "~/kernel/context";

// Ships React: the dashboard's tables, editors and dialogs are React components.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

// Signed-in pages are never kept by the browser or a proxy: after sign-out, Back cannot show them.
// (The flash cookie's Set-Cookie from the loader is added to the answer by React Router.)
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  // The spec writes /Welcome; the dashboard's own addresses are lower case.
  if (/^\/welcome/i.test(path) && !path.startsWith("/welcome"))
    throw redirect(`${path.replace(/^\/welcome/i, "/welcome")}${url.search}`, 302);
  // Old /welcome?panel=... links (bookmarks, e-mails) open the section's own address.
  if (path.replace(/\/$/, "") === "/welcome") {
    const legacy = legacyPanelPath(url.searchParams);
    if (legacy) throw redirect(legacy, 302);
  }
  const user = await requireAdminPage({ request, context });
  const { flash, headers } = await readFlash(request);
  // A form sent after the session ended comes back here after sign-in (?draft=), for whichever section it was.
  const draft = await takeDraft(
    db(),
    url.searchParams.get("draft"),
    pageAddress(request, ["draft"]).split("?")[0],
    user.id,
  );
  // Every dashboard view draws the inbox's badge: its counts are read again only after the database changes.
  const inboxCounts = await heldUntilChanged(db(), "inbox-open-counts", async () =>
    deepFreeze(await countOpenByKind(db())),
  );
  const newItems = Object.values(inboxCounts).reduce((sum, kind) => sum + kind.new, 0);
  return data(
    {
      user: { displayName: user.displayName, role: user.role },
      flash,
      badges: { "/welcome/inbox": newItems },
      draft,
    },
    { headers },
  );
}

export default function DashboardLayout() {
  const { user, flash, badges, draft } = useLoaderData<typeof loader>();
  // The sections are part of this module's code in the browser already: the loader sends the role, not the list.
  const sections = sectionsFor(user.role);
  const location = useLocation();
  return (
    <DashboardShell user={user} sections={sections} badges={badges}>
      <StatusMessage
        tone={flash?.tone === "error" ? "error" : "success"}
        message={flash?.text}
        id={location.key}
        className="dashboard-flash"
        focus
      />
      <FormDraftContext value={draft}>
        <Outlet />
      </FormDraftContext>
    </DashboardShell>
  );
}

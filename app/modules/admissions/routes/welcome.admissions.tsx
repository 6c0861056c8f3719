import { useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { Pager } from "~/ui/pager/pager";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { readPageRequest } from "~/kernel/pagination";
import { formatPhone } from "~/kernel/phone-number";
import { SectionErrorBoundary } from "~/modules/dashboard";
import {
  bulkMoveSchema,
  LIST_PAGE_SIZES,
  pipelineHref,
  readPipelineFilter,
  type BulkMove,
} from "~/modules/admissions/pipeline";
import { listPipelinePage, moveApplications, readBoard } from "~/modules/admissions/pipeline.server";
import { seatSummary } from "~/modules/admissions/seats.server";
import { STATUS_LABELS } from "~/modules/admissions/schema";
import { readAdmissionsSettings } from "~/modules/admissions/settings.server";
import { PipelineBoard } from "~/modules/admissions/ui/pipeline-board";
import { PipelineFilters } from "~/modules/admissions/ui/pipeline-filters";
import { BulkMoveConfirmation, PipelineList } from "~/modules/admissions/ui/pipeline-list";
import { SeatsTable } from "~/modules/admissions/ui/seats-table";
import type { Route } from "./+types/welcome.admissions";

const SECTION = "/welcome/admissions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const params = new URL(request.url).searchParams;
  const filter = readPipelineFilter(params);
  const view = params.get("view") === "list" ? "list" : "board";
  const database = db();
  const settings = await readAdmissionsSettings(database);
  const [board, list, seats] = await Promise.all([
    view === "board" ? readBoard(database, filter) : undefined,
    view === "list" ? listPipelinePage(database, filter, readPageRequest(params, LIST_PAGE_SIZES)) : undefined,
    seatSummary(database, filter.year || settings.academicYear),
  ]);
  const phones = Object.fromEntries((list?.rows ?? []).map((row) => [row.phone, formatPhone(row.phone)]));
  return {
    filter,
    view,
    board,
    list,
    seats,
    phones,
    role: user.role,
    open: settings.open,
    year: settings.academicYear,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const url = new URL(request.url);
  return formAction(request, async (form) => {
    // Ticked boxes share one name: read them all (a form's fields would keep only the last).
    const chosen = { status: String(form.get("status") ?? ""), note: String(form.get("note") ?? "") };
    const move = parseSubmission(bulkMoveSchema, chosen, { numbers: form.getAll("numbers") }) as BulkMove;
    if (form.get("intent") !== "move") return { confirm: move };
    const moved = await moveApplications(db(), move, user.actor);
    const count = moved.moved.length === 1 ? "1 application" : `${moved.moved.length} applications`;
    // Back to the same filter and view (the request's own address may be the data request's).
    const view = url.searchParams.get("view") === "list" ? "list" : undefined;
    const back = pipelineHref(SECTION, {
      ...readPipelineFilter(url.searchParams),
      view,
      page: url.searchParams.get("page") ?? "",
    });
    return redirectWithFlash(request, back, {
      tone: "ok",
      text: `Moved ${count} to ${STATUS_LABELS[moved.status]}.`,
    });
  });
}

export default function AdmissionsSection() {
  const { filter, view, board, list, seats, phones, role, open, year } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const confirm = answer && "confirm" in answer ? answer.confirm : undefined;
  const refused = answer && "ok" in answer ? answer : undefined;
  const here = pipelineHref(SECTION, { ...filter, view, page: list && list.page > 1 ? list.page : undefined });
  const exportHref = pipelineHref(`${SECTION}/export`, filter);
  return (
    <section className="dashboard-panel admissions-section" aria-labelledby="admissions-heading">
      <PageMeta title="Admissions" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admissions-heading">Admissions</h2>
        {role === "admin" ? <a href={`${SECTION}/settings`}>Settings: year, classes, ages, documents</a> : null}
      </div>
      <p className="hint">
        Online applications for {year} are {open ? "open" : "closed"}.{" "}
        <a href="/admissions/apply">The form parents use</a>. <a href={`${SECTION}/messages`}>Messages to parents</a>
        {role === "admin" ? (
          <>
            {" "}
            · <a href={`${SECTION}/rte`}>RTE notice and retention</a>
          </>
        ) : null}
        .
      </p>
      <PipelineFilters filter={filter} view={view} year={year} base={SECTION} />
      <nav aria-label="Board or list" className="pipeline-views">
        <a
          href={pipelineHref(SECTION, { ...filter, view: "board" })}
          aria-current={view === "board" ? "page" : undefined}
        >
          Board
        </a>
        <a
          href={pipelineHref(SECTION, { ...filter, view: "list" })}
          aria-current={view === "list" ? "page" : undefined}
        >
          List
        </a>
        <a href={exportHref} download>
          Download CSV of this filter
        </a>
      </nav>
      {confirm ? (
        <BulkMoveConfirmation numbers={confirm.numbers} status={confirm.status} note={confirm.note} cancelHref={here} />
      ) : null}
      {board ? <PipelineBoard columns={board} filter={filter} base={SECTION} /> : null}
      {list ? (
        <>
          <p className="hint">
            {list.total === 1 ? "1 application" : `${list.total} applications`}. Tick some to move them together.
          </p>
          <PipelineList rows={list.rows} phones={phones} base={SECTION} refused={refused} />
          <Pager
            label="Pages of applications"
            page={list.page}
            pageCount={list.pageCount}
            href={(page) => pipelineHref(SECTION, { ...filter, view, page, pageSize: list.pageSize })}
          />
        </>
      ) : null}
      <SeatsTable {...seats} base={SECTION} mayChange={role === "admin"} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

import { requireAdminPage } from "~/modules/accounts/index.server";
import { flushVisits } from "~/modules/visitors/counting.server";
import { visitFiguresCsv } from "~/modules/visitors/csv.server";
import { readVisitQuery } from "~/modules/visitors/queries.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.visits-export";

// The section's CSV download: every daily figure of the chosen period (the same answer as GET /api/visits.csv).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  try {
    const query = readVisitQuery(new URL(request.url).searchParams);
    await flushVisits();
    return await visitFiguresCsv(db(), query);
  } catch (error) {
    if (error instanceof RefusedError)
      return Response.json({ error: error.message, fields: error.fields }, { status: 400 });
    throw error;
  }
}

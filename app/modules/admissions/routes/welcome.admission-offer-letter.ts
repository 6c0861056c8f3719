import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { offerLetterResponse } from "~/modules/admissions/letter-download.server";
import { findApplicationByNumber } from "~/modules/admissions/queries.server";
import type { Route } from "./+types/welcome.admission-offer-letter";

/** The offer letter as the parent received it, for signed-in staff. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  return offerLetterResponse(await findApplicationByNumber(db(), params.number.toUpperCase()));
}

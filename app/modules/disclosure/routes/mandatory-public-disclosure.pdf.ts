import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { getSiteSettings } from "~/modules/site/index.server";
import { disclosurePdf } from "~/modules/disclosure/pdf.server";
import { loadDisclosure } from "~/modules/disclosure/queries.server";
import type { Route } from "./+types/mandatory-public-disclosure.pdf";

/** The disclosure as one PDF, from the same data as the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const database = db();
  const [view, settings] = await Promise.all([loadDisclosure(database), getSiteSettings(database)]);
  const bytes = await disclosurePdf(
    view,
    settings.schoolName,
    (config().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, ""),
  );
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="mandatory-public-disclosure.pdf"',
      "Cache-Control": "no-cache",
    },
  });
}

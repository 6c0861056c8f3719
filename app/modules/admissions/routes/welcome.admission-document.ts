import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { openApplicationDocument } from "~/modules/admissions/documents.server";
import { findApplicationByNumber } from "~/modules/admissions/queries.server";
import type { Route } from "./+types/welcome.admission-document";

/** One application's document, to signed-in staff only; never cached, never a public address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const application = await findApplicationByNumber(db(), params.number.toUpperCase());
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : NaN;
  const found = application && id ? await openApplicationDocument(db(), mediaStorage(), application.id, id) : undefined;
  if (!found) throw new Response("Not found", { status: 404 });
  const { document, stored } = found;
  const name = `${application!.number}-${document.kind}.${document.content_type === "application/pdf" ? "pdf" : document.content_type === "image/png" ? "png" : "jpg"}`;
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.size),
      "Content-Disposition": contentDisposition(name, { type: "inline" }),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import { Readable } from "node:stream";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { isPrivateKey } from "~/kernel/storage/storage";
import { studentsKind } from "~/modules/records/kinds";
import { findRecordAnyCase } from "~/modules/records/queries.server";
import type { Route } from "./+types/welcome.student-photo";

/** A student's photograph (decision 142), to signed-in staff who may read student records; never cached. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  const student = await findRecordAnyCase(db(), studentsKind, params.key);
  const key = student?.photo_key;
  const stored = typeof key === "string" && isPrivateKey(key) ? await mediaStorage().get(key) : undefined;
  if (!stored) throw new Response("Not found", { status: 404 });
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

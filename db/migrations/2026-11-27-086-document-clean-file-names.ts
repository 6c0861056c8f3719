import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// Documents kept the name of the file on the uploader's computer ("IMG_2034 Rahul's phone.jpg") and the API
// showed it. Every stored name becomes the document's title as a slug with its kind's extension, as new uploads
// are named (app/modules/documents/schema.ts documentFileName, copied here as it was on 2026-11-27).

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "image/jpeg": "jpg",
  "image/png": "png",
};

function fileName(title: string, contentType: string | null) {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return `${slug || "document"}.${EXTENSIONS[contentType ?? ""] ?? "bin"}`;
}

/** The two tables as they were on 2026-11-27: a migration runs against the schema of its own time. */
type Tables = {
  documents: { id: number; title: string; content_type: string | null; original_name: string | null };
  document_versions: { id: number; document_id: number; content_type: string; original_name: string | null };
};

export async function up(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<Tables>;
  const documents = await db.selectFrom("documents").select(["id", "title", "content_type"]).execute();
  for (const document of documents) {
    await db
      .updateTable("documents")
      .set({ original_name: fileName(document.title, document.content_type) })
      .where("id", "=", document.id)
      .where("original_name", "is not", null)
      .execute();
    const versions = await db
      .selectFrom("document_versions")
      .select(["id", "content_type"])
      .where("document_id", "=", document.id)
      .execute();
    for (const version of versions)
      await db
        .updateTable("document_versions")
        .set({ original_name: fileName(document.title, version.content_type) })
        .where("id", "=", version.id)
        .execute();
  }
}

// The uploaders' names are gone for good.
export async function down() {}

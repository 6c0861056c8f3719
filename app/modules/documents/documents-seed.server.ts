import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database } from "../../../db/schema";
import { SAMPLE_DOCUMENTS } from "~/content/sample-documents";
import { fillTokens } from "~/kernel/settings/tokens";
import { getSiteSettings } from "~/modules/site/index.server";
import { samplePdf } from "./sample-pdf";

/**
 * A new install's library: each of the spec's fifteen that still points at its built-in file gets a small
 * sample PDF as its first version, so the office can replace it and restore it like any other.
 */
export async function seedSampleDocuments(db: Kysely<Database>, storage: MediaStorage) {
  const settings = await getSiteSettings(db);
  const school = settings.schoolName;
  const rows = await db
    .selectFrom("documents")
    .select(["id", "seed_key", "link_url"])
    .where("file_key", "is", null)
    .where("seed_key", "is not", null)
    .execute();
  for (const row of rows) {
    const sample = SAMPLE_DOCUMENTS.find((entry) => entry.key === row.seed_key);
    if (!sample || row.link_url !== `/documents/${sample.file}.pdf`) continue;
    const bytes = samplePdf(
      school,
      sample.title,
      sample.lines.map((line) => fillTokens(line, settings)),
    );
    const key = `documents/${randomBytes(12).toString("hex")}.pdf`;
    await storage.put(key, bytes, "application/pdf");
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("document_versions")
        .values({
          document_id: row.id,
          version: 1,
          file_key: key,
          content_type: "application/pdf",
          size: bytes.length,
          original_name: `${sample.file}.pdf`,
          created_at: now,
          created_by: null,
        })
        .execute();
      await trx
        .updateTable("documents")
        .set({
          file_key: key,
          content_type: "application/pdf",
          size: bytes.length,
          original_name: `${sample.file}.pdf`,
          version: 1,
          link_url: null,
          updated_at: now,
        })
        .where("id", "=", row.id)
        .execute();
    });
  }
}

/** How many of the spec's documents still hold their sample file (a replaced one has a version after the first). */
export async function sampleDocumentsLeft(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("documents")
    .select("id")
    .where("seed_key", "is not", null)
    .where("version", "<=", 1)
    .execute();
  return rows.length;
}

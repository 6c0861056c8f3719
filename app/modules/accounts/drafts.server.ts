import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import busboy from "busboy";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { DRAFT_FILES_KEY } from "~/kernel/form";
import { addressKey } from "~/kernel/address-key";
import { rateLimiter } from "~/kernel/rate-limit.server";
import { endedSessionOwner, readSessionToken } from "./session.server";

// A form sent with an ended session (signed out in another tab, idle too long) is not lost: its text
// fields wait here under a random id that rides along /Login?redirectTo=<section>?draft=<id>, and the
// section puts them back after sign-in. Passwords and files are never kept; the names of file fields that
// had a file chosen are (under FILES_KEY), so the form can ask for those files again.
// Only a request carrying the cookie of a session that ended recently gets a draft, which then opens for that
// account alone; a draft is at most 16 KB and each client address may leave a few (decision 112, issue 32 H2).

const DRAFT_MINUTES = 30;
// Sized for the largest form of text, the page editor (a fee table is a field per cell, a list one field of up to
// 100 lines): a draft cut short would bring back a page with blocks missing. The page routes' body limit is 1 MB.
const MAX_FIELDS = 5_000;
const MAX_VALUE = 100_000;
const MAX_CHARS = 1_000_000;
const SECRET_FIELD = /password/i;
/** A draft's whole text, as stored: a form with more is not kept (a draft cut short would lose blocks of a page). */
export const DRAFT_MAX_BYTES = 16 * 1024;

const draftsPerClient = rateLimiter({
  name: "form-draft",
  points: 10,
  windowSeconds: 600,
  ifStoreUnreachable: "count-in-this-process",
});

export type FormDraft = Record<string, string>;

/**
 * The text fields of a posted form (URL-encoded or multipart), read without keeping any file: a multipart body
 * is streamed and its files' bytes dropped as they arrive. Undefined for any other body.
 */
export async function draftFieldsOf(request: Request): Promise<FormDraft | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    const form = await request.formData().catch(() => undefined);
    if (!form) return undefined;
    const { fields, keep } = draftCollector();
    form.forEach((value, name) => {
      if (typeof value === "string") keep(name, value);
    });
    return fields;
  }
  if (type.includes("multipart/form-data") && request.body) return multipartTextFields(request.body, type);
  return undefined;
}

/** The fields kept so far, and `keep` for the next one: no secrets, and within the limits above. */
function draftCollector() {
  const fields: FormDraft = {};
  let count = 0;
  let chars = 0;
  const keep = (name: string, value: string) => {
    if (SECRET_FIELD.test(name) || count >= MAX_FIELDS) return;
    const kept = value.slice(0, Math.min(MAX_VALUE, MAX_CHARS - chars));
    fields[name.slice(0, 100)] = kept;
    count++;
    chars += kept.length;
  };
  return { fields, keep };
}

function multipartTextFields(body: ReadableStream<Uint8Array>, contentType: string): Promise<FormDraft | undefined> {
  return new Promise((resolve) => {
    const { fields, keep } = draftCollector();
    const files = new Set<string>();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fields: MAX_FIELDS, fieldSize: MAX_VALUE },
      });
    } catch {
      return resolve(undefined);
    }
    parser.on("field", (name, value) => keep(name, value));
    parser.on("file", (name, stream, info) => {
      if (info.filename) files.add(name.slice(0, 100));
      stream.resume();
    });
    parser.on("close", () => {
      if (files.size) fields[DRAFT_FILES_KEY] = [...files].join(",");
      resolve(fields);
    });
    parser.on("error", () => resolve(undefined));
    Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>).pipe(parser);
  });
}

/**
 * For a form sent without a live session: its draft's id when the request carries the cookie of a session that
 * ended recently, the client has not left too many drafts and the text fits DRAFT_MAX_BYTES; else undefined
 * (and a stranger's body is never read here).
 */
export async function keepDraft(
  db: Kysely<Database>,
  request: Request,
  path: string,
  clientIp: string,
): Promise<string | undefined> {
  const owner = await endedSessionOwner(db, readSessionToken(request.headers.get("cookie")));
  if (owner === undefined) return undefined;
  // Per account and address: a clerk's many forms in one morning, not one client filling the database.
  if (!(await draftsPerClient.take(`${owner}@${addressKey(clientIp)}`)).allowed) return undefined;
  const fields = await draftFieldsOf(request);
  if (!fields) return undefined;
  const text = JSON.stringify(fields);
  if (Buffer.byteLength(text) > DRAFT_MAX_BYTES) return undefined;
  return saveDraft(db, path, text, owner);
}

async function saveDraft(db: Kysely<Database>, path: string, fields: string, userId: number): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const now = Date.now();
  await db
    .deleteFrom("form_drafts")
    .where("created_at", "<", new Date(now - DRAFT_MINUTES * 60_000).toISOString())
    .execute();
  await db
    .insertInto("form_drafts")
    .values({ id, path: path.slice(0, 300), fields, created_at: new Date(now).toISOString(), user_id: userId })
    .execute();
  return id;
}

/** The draft `userId` kept for `path` under `id`, once: it is removed as it is read. Another account's opens nothing. */
export async function takeDraft(
  db: Kysely<Database>,
  id: string | null | undefined,
  path: string,
  userId: number,
): Promise<FormDraft | undefined> {
  if (!id || id.length > 64) return undefined;
  const row = await db.selectFrom("form_drafts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.user_id !== userId) return undefined;
  await db.deleteFrom("form_drafts").where("id", "=", id).execute();
  const fresh = Date.parse(row.created_at) > Date.now() - DRAFT_MINUTES * 60_000;
  if (!fresh || row.path.toLowerCase() !== path.toLowerCase()) return undefined;
  try {
    const fields: unknown = JSON.parse(row.fields);
    if (typeof fields !== "object" || fields === null) return undefined;
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string")) as FormDraft;
  } catch {
    return undefined;
  }
}

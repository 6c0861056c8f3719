import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { config } from "~/kernel/config";
import { SNIFF_BYTES, sniffMediaType, type SniffedType } from "./sniff";

/** One uploaded file, spooled to a temporary file; `discard()` removes it. */
export type SpooledFile = {
  field: string;
  path: string;
  size: number;
  type: SniffedType | undefined;
  /** The name the browser sent, kept as data only (never used for a key or a path). */
  originalName: string;
  discard: () => Promise<void>;
};

export type MultipartLimits = {
  imageBytes: number;
  videoBytes: number;
  /** The refusal in words when the file passes its limit (uploads that are not pictures or videos say their own). */
  tooLarge?: string;
};

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; file?: SpooledFile }
  | { ok: false; status: 400 | 413; error: string; fields?: Record<string, string>; refusedField?: string };

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
let swept = false;

/** Once per process: removes spooled files a crash left behind more than a day ago. */
async function sweepStaleUploads(directory: string) {
  if (swept) return;
  swept = true;
  try {
    for (const name of await readdir(directory)) {
      const path = join(directory, name);
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile() && Date.now() - info.mtimeMs > DAY_MS) await rm(path, { force: true });
    }
  } catch {
    // Nothing to sweep.
  }
}
export const describeBytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Reads a multipart form with at most one file (under `fileField`). The file streams to a temporary file
 * while its first bytes decide what it is and so which size limit applies; over the limit the partial
 * file is removed at once and the rest of the request is read and thrown away, so the answer is a clean
 * 413 rather than a reset connection. Nothing is ever held whole in memory.
 */
export async function readMultipart(
  req: IncomingMessage,
  fileField: string,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  const result = await readMultipartFiles(req, { isFileField: (name) => name === fileField, maxFiles: 1 }, limits);
  return result.ok ? { ok: true, fields: result.fields, file: result.files[0] } : result;
}

export type MultipartFilesResult =
  | { ok: true; fields: Record<string, string>; files: SpooledFile[] }
  | {
      ok: false;
      status: 400 | 413;
      error: string;
      fields?: Record<string, string>;
      /** The file field whose file was refused (too large), when one was. */
      refusedField?: string;
    };

/** What a multipart read gathers as it goes; the first refusal wins. */
type Upload = {
  fields: Record<string, string>;
  spooled: SpooledFile[];
  writing: Promise<void>[];
  failure?: MultipartFilesResult;
};

type TooLarge = (type: SniffedType | undefined, field?: string) => MultipartFilesResult;

/** The 413 answer for a file over its limit, in the upload's own words when it has them. */
function tooLargeRefusal(limits: MultipartLimits): TooLarge {
  return (type, field) => ({
    ok: false,
    status: 413,
    refusedField: field,
    error: limits.tooLarge
      ? limits.tooLarge
      : type?.kind === "video" || !type
        ? `The file is too large: a video may be at most ${describeBytes(limits.videoBytes)} and a picture ${describeBytes(limits.imageBytes)}.`
        : `The picture is too large: it may be at most ${describeBytes(limits.imageBytes)}.`,
  });
}

/** The form parser with its counts bounded; undefined when the request is not multipart. */
function multipartParser(req: IncomingMessage, maxFiles: number, hardLimit: number): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: req.headers,
      limits: {
        files: maxFiles,
        fields: 30 + 4 * maxFiles,
        fieldSize: 64 * 1024,
        parts: 40 + 5 * maxFiles,
        fileSize: hardLimit + 1,
      },
    });
  } catch {
    return undefined;
  }
}

/** One file part streamed to a temporary file: its head decides its type and limit; over the limit it stops. */
function spoolFilePart(
  upload: Upload,
  part: { name: string; stream: Readable; filename: string | undefined },
  directory: string,
  limits: MultipartLimits,
  tooLarge: TooLarge,
) {
  const { name, stream } = part;
  const path = join(directory, `${Date.now()}-${randomBytes(8).toString("hex")}.upload`);
  const file: SpooledFile = {
    field: name,
    path,
    size: 0,
    type: undefined,
    originalName: (part.filename ?? "").slice(0, 300),
    discard: () => rm(path, { force: true }),
  };
  upload.spooled.push(file);
  let head = Buffer.alloc(0);
  let out: WriteStream | undefined = createWriteStream(path);
  const limitOf = (type: SniffedType | undefined) => (type?.kind === "image" ? limits.imageBytes : limits.videoBytes);
  const stop = (result: MultipartFilesResult) => {
    upload.failure ??= result;
    out?.destroy();
    out = undefined;
    stream.resume();
  };
  // The head is sniffed once it is complete (or the file ends); until then the video limit applies.
  let headComplete!: (head: Buffer) => void;
  const headRead = new Promise<Buffer>((resolve) => (headComplete = resolve));
  upload.writing.push(
    new Promise<void>((resolve, reject) => {
      out!.on("close", resolve);
      out!.on("error", reject);
    }),
    headRead.then(sniffMediaType).then((type) => {
      file.type = type;
      if (file.size > limitOf(type)) stop(tooLarge(type, name));
    }),
  );
  stream.on("data", (chunk: Buffer) => {
    if (!out) return;
    file.size += chunk.length;
    if (head.length < SNIFF_BYTES) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length >= SNIFF_BYTES) headComplete(head);
    }
    if (file.size > limitOf(file.type)) return stop(tooLarge(file.type, name));
    if (!out.write(chunk)) {
      stream.pause();
      out.once("drain", () => stream.resume());
    }
  });
  stream.on("limit", () => stop(tooLarge(file.type, name)));
  stream.on("end", () => {
    headComplete(head);
    out?.end();
  });
}

/** Pipes the request through the parser and waits for every file; on any refusal every spooled file is removed. */
async function settleUpload(
  req: IncomingMessage,
  parser: busboy.Busboy,
  upload: Upload,
): Promise<MultipartFilesResult> {
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
    req.on("aborted", () => reject(new Error("upload aborted")));
  });
  req.pipe(parser);
  const discardAll = () => Promise.all(upload.spooled.map((file) => file.discard()));
  try {
    await finished;
    await Promise.all(upload.writing);
  } catch {
    await discardAll();
    return upload.failure ?? { ok: false, status: 400, error: "The upload could not be read; please try again." };
  }
  if (upload.failure) {
    await discardAll();
    return upload.failure;
  }
  // A file input left empty still sends a part with no name and no bytes.
  const empty = upload.spooled.filter((file) => file.size === 0);
  await Promise.all(empty.map((file) => file.discard()));
  return { ok: true, fields: upload.fields, files: upload.spooled.filter((file) => file.size > 0) };
}

/**
 * Reads a multipart form with up to `maxFiles` files (each under a field `isFileField` accepts), each spooled
 * and limited as readMultipart does; the size limits count the bytes actually read, never a declared length.
 * On any refusal every spooled file is removed.
 */
export async function readMultipartFiles(
  req: IncomingMessage,
  options: { isFileField: (name: string) => boolean; maxFiles: number },
  limits: MultipartLimits,
): Promise<MultipartFilesResult> {
  const hardLimit = Math.max(limits.imageBytes, limits.videoBytes);
  const declared = Number(req.headers["content-length"] ?? 0);
  const tooLarge = tooLargeRefusal(limits);
  if (declared > hardLimit * options.maxFiles + MB) {
    req.resume();
    return tooLarge(undefined);
  }
  const parser = multipartParser(req, options.maxFiles, hardLimit);
  if (!parser) return { ok: false, status: 400, error: "Send the form as multipart/form-data." };

  const upload: Upload = { fields: {}, spooled: [], writing: [] };
  // os.tmpdir() follows TMPDIR, so a deployment (or a test) can put unfinished uploads where it likes.
  const directory = join(tmpdir(), "school-uploads");
  await mkdir(directory, { recursive: true });
  await sweepStaleUploads(directory);

  parser.on("field", (name, value) => {
    if (name !== "__proto__" && name !== "constructor" && name !== "prototype") upload.fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (
      !options.isFileField(name) ||
      upload.spooled.length >= options.maxFiles ||
      upload.spooled.some((file) => file.field === name) ||
      upload.failure
    ) {
      stream.resume();
      return;
    }
    spoolFilePart(upload, { name, stream, filename: info.filename }, directory, limits, tooLarge);
  });
  return settleUpload(req, parser, upload);
}

/** readMultipart for a route action's Request: its body is streamed, never held whole in memory. */
export async function readMultipartRequest(
  request: Request,
  fileField: string,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  if (!request.body) return { ok: false, status: 400, error: "The form arrived empty." };
  return readMultipart(requestStream(request), fileField, limits);
}

/** readMultipartFiles for a route action's Request. */
export async function readMultipartFilesRequest(
  request: Request,
  options: { isFileField: (name: string) => boolean; maxFiles: number },
  limits: MultipartLimits,
): Promise<MultipartFilesResult> {
  if (!request.body) return { ok: false, status: 400, error: "The form arrived empty." };
  return readMultipartFiles(requestStream(request), options, limits);
}

function requestStream(request: Request) {
  const stream = Readable.fromWeb(request.body as WebReadableStream) as Readable & {
    headers: Record<string, string>;
  };
  stream.headers = Object.fromEntries(request.headers);
  return stream as unknown as IncomingMessage;
}

/** The configured largest picture and video, in bytes. */
export function uploadLimits(): MultipartLimits {
  const MB_BYTES = 1024 * 1024;
  return {
    imageBytes: Math.round(config().UPLOAD_IMAGE_MAX_MB * MB_BYTES),
    videoBytes: Math.round(config().UPLOAD_VIDEO_MAX_MB * MB_BYTES),
  };
}

/**
 * A file that came through a route action's request.formData(), written to a temporary file and sniffed
 * like a streamed upload; undefined for an empty file input.
 */
export async function spoolFormFile(value: FormDataEntryValue | null, field: string): Promise<SpooledFile | undefined> {
  if (!value || typeof value === "string" || value.size === 0) return undefined;
  const directory = join(tmpdir(), "school-uploads");
  await mkdir(directory, { recursive: true });
  const path = join(directory, `${Date.now()}-${randomBytes(8).toString("hex")}.upload`);
  const bytes = Buffer.from(await value.arrayBuffer());
  await writeFile(path, bytes);
  return {
    field,
    path,
    size: bytes.length,
    type: await sniffMediaType(bytes.subarray(0, SNIFF_BYTES)),
    originalName: value.name.slice(0, 300),
    discard: () => rm(path, { force: true }),
  };
}

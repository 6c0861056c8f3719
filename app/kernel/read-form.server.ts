import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { RefusedError } from "./errors";

// A route action's form, read with a cap per field (issue 32): a text field of more than 64 KB is refused as it
// arrives, whatever the route's body limit (an upload route takes megabytes, for its file only). Files are kept
// as the browser sent them, within the route's limit (server/request-body.ts). The same for URL-encoded bodies.

/** The most one text field may hold. */
export const FIELD_MAX_BYTES = 64 * 1024;
// The page editor posts a field per table cell and list line (decision 103: up to 5,000).
const MAX_FIELDS = 5_000;

export const FIELD_TOO_LONG = `A field is too long: at most ${FIELD_MAX_BYTES / 1024} KB of text each. Please shorten it and try again.`;

const refuse = () => new RefusedError(413, FIELD_TOO_LONG);

/** The posted form, each text field within FIELD_MAX_BYTES; a RefusedError (413) otherwise, 400 for an unreadable one. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(type) && request.body) return readMultipartForm(request.body, type);
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const form = new FormData();
    let count = 0;
    for (const [name, value] of new URLSearchParams(await request.text())) {
      if (Buffer.byteLength(value) > FIELD_MAX_BYTES || name.length > 200 || ++count > MAX_FIELDS) throw refuse();
      form.append(name, value);
    }
    return form;
  }
  return request.formData().catch(() => {
    throw new RefusedError(400, "The form could not be read; please try again.");
  });
}

function readMultipartForm(body: ReadableStream<Uint8Array>, contentType: string): Promise<FormData> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fieldSize: FIELD_MAX_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + 20, fieldNameSize: 200 },
      });
    } catch {
      return reject(new RefusedError(400, "The form could not be read; please try again."));
    }
    const form = new FormData();
    const files: Promise<void>[] = [];
    let failed: RefusedError | undefined;
    const fail = (error: RefusedError) => {
      failed ??= error;
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(refuse());
      form.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => !failed && chunks.push(chunk));
      files.push(
        new Promise((done) =>
          stream.on("close", () => {
            if (!failed)
              form.append(name, new File([Buffer.concat(chunks)], info.filename ?? "", { type: info.mimeType }));
            done();
          }),
        ),
      );
    });
    parser.on("fieldsLimit", () => fail(refuse()));
    parser.on("partsLimit", () => fail(refuse()));
    parser.on("error", () => fail(new RefusedError(400, "The form could not be read; please try again.")));
    parser.on("close", () => {
      void Promise.all(files).then(() => (failed ? reject(failed) : resolve(form)));
    });
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    source.on("error", (error) => {
      parser.destroy();
      reject(error);
    });
    source.pipe(parser);
  });
}

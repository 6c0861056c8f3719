import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeForKey } from "./content-types";
import { assertSafeKey, type ByteRange, type MediaStorage, type StoredObject } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Set for MinIO, Cloudflare R2, s3rver and the like; absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Public base URL of the bucket (e.g. a CDN); without it objects are served through the app at `urlPrefix`. */
  publicUrl?: string;
  urlPrefix?: string;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404);

async function toBuffer(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The SDK client for the bucket's service. */
function s3Client(options: S3StorageOptions) {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Only the checksums S3 insists on: MinIO, R2 and older S3 clones refuse the newer default trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** One bucket as the SDK addresses it. */
type S3Bucket = { client: S3Client; Bucket: string };

async function putObject(
  { client, Bucket }: S3Bucket,
  key: string,
  body: Readable | Buffer,
  contentType: string,
  size?: number,
): Promise<{ size: number }> {
  assertSafeKey(key);
  // A stream of unknown length cannot be signed for a single PUT; callers pass the size of files they stream.
  const payload = Buffer.isBuffer(body) || size !== undefined ? body : await toBuffer(body);
  const length = Buffer.isBuffer(payload) ? payload.length : size!;
  await client.send(
    new PutObjectCommand({
      Bucket,
      Key: key,
      Body: payload,
      ContentType: contentType,
      ContentLength: length,
      CacheControl: "public, max-age=31536000, immutable",
    }),
  );
  return { size: length };
}

async function getObject(
  { client, Bucket }: S3Bucket,
  key: string,
  range?: ByteRange,
): Promise<StoredObject | undefined> {
  assertSafeKey(key);
  try {
    const result = await client.send(
      new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    if (!result.Body) return undefined;
    // A ranged answer says the whole size after the slash: "bytes 0-99/1234".
    const total = result.ContentRange?.match(/\/(\d+)$/)?.[1];
    return {
      body: result.Body as Readable,
      contentType: result.ContentType || contentTypeForKey(key),
      size: Number(total ?? result.ContentLength ?? 0),
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Objects in one S3-compatible bucket, through the AWS SDK. */
export function s3Storage(options: S3StorageOptions): MediaStorage {
  const client = s3Client(options);
  const bucket: S3Bucket = { client, Bucket: options.bucket };
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/$/, "");
  const urlPrefix = options.urlPrefix ?? "/media";

  return {
    kind: "s3",
    put: (key, body, contentType, size) => putObject(bucket, key, body, contentType, size),
    get: (key, range) => getObject(bucket, key, range),
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(result.ContentLength ?? 0), contentType: result.ContentType || contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `${urlPrefix}/${key}`),
    close: () => client.destroy(),
  };
}

import type { Readable } from "node:stream";

/** A stored object's bytes (all, or the range asked for) and the facts needed to serve it. */
export type StoredObject = {
  body: Readable;
  contentType: string;
  /** Size of the whole object in bytes, also when only a range is read. */
  size: number;
};

/** First and last byte wanted, both included, already checked against the object's size. */
export type ByteRange = { start: number; end: number };

/**
 * Where media files live. Keys are made by the server (never from a file name a user sent):
 * lowercase letters, digits, '-', '_', '.' and '/' only.
 */
export interface MediaStorage {
  readonly kind: "disk" | "s3";
  /** `size` is the byte length of a streamed body when known (S3 needs it to stream without buffering). */
  put(key: string, body: Readable | Buffer, contentType: string, size?: number): Promise<{ size: number }>;
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Size and type without reading the bytes; undefined when missing. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The URL a browser uses to fetch the object. */
  publicUrl(key: string): string;
  /** Releases connections (S3); nothing to do on disk. */
  close?(): void;
}

/**
 * Keys under this prefix hold private files (admission documents): /media never serves them and no public URL is
 * made for them; the owning module streams them to signed-in staff only.
 */
export const PRIVATE_KEY_PREFIX = "private/";

export const isPrivateKey = (key: string) => key.toLowerCase().startsWith(PRIVATE_KEY_PREFIX);

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,250}$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

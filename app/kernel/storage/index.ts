import { config } from "../config";
import { diskStorage } from "./disk-storage";
import { s3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

let shared: MediaStorage | undefined;

/** The configured media storage: an S3-compatible bucket when S3_BUCKET is set, else the MEDIA_DIR folder. */
export function mediaStorage(): MediaStorage {
  if (shared) return shared;
  const settings = config();
  shared = settings.S3_BUCKET
    ? s3Storage({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        publicUrl: settings.S3_PUBLIC_URL,
      })
    : diskStorage(settings.MEDIA_DIR);
  return shared;
}

export type { MediaStorage } from "./storage";

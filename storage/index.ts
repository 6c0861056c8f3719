import { config } from "../server/config";
import { diskStorage } from "./disk-storage";
import type { MediaStorage } from "./storage";

let shared: MediaStorage | undefined;

/** The configured media storage: local disk unless an S3 bucket is set (the S3 backend is added with media uploads). */
export function mediaStorage(): MediaStorage {
  shared ??= diskStorage(config().MEDIA_DIR);
  return shared;
}

export type { MediaStorage } from "./storage";

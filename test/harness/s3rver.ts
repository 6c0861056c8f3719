import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";

// s3rver ships no types; this is the little of it the tests use.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export type RunningS3 = {
  endpoint: string;
  bucket: string;
  /** Environment that points the app's storage at this bucket. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket, files in a temp folder. */
export async function startS3(bucket = "school-media"): Promise<RunningS3> {
  const directory = mkdtempSync(join(tmpdir(), "school-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

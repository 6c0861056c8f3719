import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type RunningS3 } from "../../../test/harness/s3rver";
import { diskStorage } from "./disk-storage";
import { s3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

type Backend = { name: string; open: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: "disk",
    open: async () => {
      const directory = mkdtempSync(join(tmpdir(), "school-disk-"));
      return {
        storage: diskStorage(directory),
        close: async () => rmSync(directory, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3 (s3rver on loopback)",
    open: async () => {
      const s3: RunningS3 = await startS3();
      const storage = s3Storage({
        bucket: s3.bucket,
        region: "us-east-1",
        endpoint: s3.endpoint,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      });
      return {
        storage,
        close: async () => {
          storage.close?.();
          await s3.stop();
        },
      };
    },
  },
];

describe.each(backends)("media storage on $name", ({ open }) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => close?.());

  it("puts a buffer and gets the same bytes back with its content type and size", async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    expect(await storage.put("gallery/sports/2026-11-23/abc123/original.jpg", bytes, "image/jpeg")).toEqual({
      size: 8,
    });
    const object = await storage.get("gallery/sports/2026-11-23/abc123/original.jpg");
    expect(object?.contentType).toBe("image/jpeg");
    expect(object?.size).toBe(8);
    expect(await readAll(object!.body)).toEqual(bytes);
    expect(await storage.exists("gallery/sports/2026-11-23/abc123/original.jpg")).toBe(true);
  });

  it("streams a body of known size", async () => {
    const bytes = Buffer.alloc(300_000, 7);
    const chunks = [bytes.subarray(0, 100_000), bytes.subarray(100_000)];
    expect(await storage.put("gallery/video/clip.mp4", Readable.from(chunks), "video/mp4", bytes.length)).toEqual({
      size: 300_000,
    });
    const object = await storage.get("gallery/video/clip.mp4");
    expect(object?.contentType).toBe("video/mp4");
    expect(object?.size).toBe(300_000);
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);
  });

  it("reads a byte range, reporting the whole size", async () => {
    const bytes = Buffer.from("0123456789abcdefghij");
    await storage.put("gallery/video/range.mp4", bytes, "video/mp4");
    const object = await storage.get("gallery/video/range.mp4", { start: 5, end: 9 });
    expect(object?.size).toBe(20);
    expect((await readAll(object!.body)).toString()).toBe("56789");
    expect(await storage.head("gallery/video/range.mp4")).toEqual({ size: 20, contentType: "video/mp4" });
    expect(await storage.head("gallery/video/none.mp4")).toBeUndefined();
  });

  it("replaces an object put again under the same key", async () => {
    await storage.put("slides/one.webp", Buffer.from("first"), "image/webp");
    await storage.put("slides/one.webp", Buffer.from("second"), "image/webp");
    expect((await readAll((await storage.get("slides/one.webp"))!.body)).toString()).toBe("second");
  });

  it("answers a missing key with undefined, not an error", async () => {
    expect(await storage.get("gallery/none/missing.png")).toBeUndefined();
    expect(await storage.exists("gallery/none/missing.png")).toBe(false);
  });

  it("deletes an object, and deleting a missing one is fine", async () => {
    await storage.put("tmp/gone.png", Buffer.from("x"), "image/png");
    await storage.delete("tmp/gone.png");
    expect(await storage.get("tmp/gone.png")).toBeUndefined();
    expect(await storage.exists("tmp/gone.png")).toBe(false);
    await expect(storage.delete("tmp/gone.png")).resolves.toBeUndefined();
  });

  it("refuses keys that could escape the storage", async () => {
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get("a/../../b.png")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put("Upper/Case.PNG", Buffer.from("x"), "image/png")).rejects.toThrow(/Unsafe storage key/);
  });

  it("gives a stable public URL by key", () => {
    expect(storage.publicUrl("gallery/a/b.webp")).toBe("/media/gallery/a/b.webp");
  });
});

describe("s3 storage with a public bucket URL", () => {
  it("points browsers at the bucket", () => {
    const storage = s3Storage({ bucket: "b", region: "us-east-1", publicUrl: "https://media.example.org/" });
    expect(storage.publicUrl("gallery/a.webp")).toBe("https://media.example.org/gallery/a.webp");
    storage.close?.();
  });
});

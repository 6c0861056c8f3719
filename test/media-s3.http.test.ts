import sharp from "sharp";
import { S3Client, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "./harness/admin";
import { officeFile, pdfFile } from "./harness/office-files";
import { startS3, type RunningS3 } from "./harness/s3rver";
import { paddedMp4 } from "./harness/video";
import { startServer, type RunningServer } from "./harness/server";

// The same upload path as media.http.test.ts, with the media kept in an S3 bucket (s3rver on loopback).
let s3: RunningS3;
let server: RunningServer;
let editor: SignedIn;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3();
  server = await startServer({ env: { ...s3.env, SEED_SAMPLE_CONTENT: "false" } });
  editor = await signInAs(server, "editor");
  client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});
afterAll(async () => {
  client?.destroy();
  await server?.stop();
  await s3?.stop();
});

async function bucketKeys() {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

function upload(fields: Record<string, string>, bytes: Buffer, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("uploadfile", new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/api/upload`, {
    method: "POST",
    body: form,
    headers: { cookie: editor.cookie, origin: server.url },
  });
}

describe("uploads with S3 storage", () => {
  it("stores a picture and its variants in the bucket and serves them through the app", async () => {
    const picture = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer();
    const response = await upload(
      { screenname: "Learning", imageorvideo: "Image", eventname: "Art class", eventdate: "2026-10-01" },
      picture,
      "art.jpg",
    );
    expect(response.status).toBe(201);
    const { item } = await response.json();
    const keys = await bucketKeys();
    expect(keys).toContain(item.Key);
    expect(keys.filter((key) => key.startsWith(item.Key.replace("original.jpg", ""))).length).toBeGreaterThan(3);
    const served = await fetch(`${server.url}${item.thumbUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(150);

    const removed = await fetch(`${server.url}/api/gallery-items/${item.id}`, {
      method: "DELETE",
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(removed.status).toBe(200);
    expect(await bucketKeys()).toEqual([]);
  });

  it("streams a video into the bucket byte for byte", async () => {
    const video = paddedMp4(3 * 1024 * 1024);
    const response = await upload(
      {
        screenname: "Sports",
        imageorvideo: "Video",
        videoname: "Match",
        eventname: "Football",
        eventdate: "2026-10-02",
      },
      video,
      "match.mp4",
    );
    expect(response.status).toBe(201);
    const { item } = await response.json();
    const served = await fetch(`${server.url}${item.url}`);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const part = await fetch(`${server.url}${item.url}`, { headers: { range: "bytes=-1000" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes ${video.length - 1000}-${video.length - 1}/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(video.length - 1000))).toBe(true);
  });

  it("keeps a document of the library in the bucket, serves it through the app, and replaces it under one address", async () => {
    const send = (method: string, path: string, fields: Record<string, string>, bytes: Buffer, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${server.url}${path}`, {
        method,
        body: form,
        headers: { cookie: editor.cookie, origin: server.url },
      });
    };
    const word = officeFile("docx", "Uniform list");
    const created = await send(
      "POST",
      "/api/documents",
      { title: "Uniform list", category: "parents" },
      word,
      "u.docx",
    );
    expect(created.status).toBe(201);
    const document = await created.json();
    expect((await bucketKeys()).filter((key) => key.startsWith("documents/"))).toHaveLength(1);
    const served = await fetch(`${server.url}${document.url}`);
    expect(served.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(word)).toBe(true);

    const pdf = pdfFile("Uniform list 2026");
    const replaced = await send(
      "PUT",
      `/api/documents/${document.id}`,
      { title: "Uniform list", category: "parents" },
      pdf,
      "u.pdf",
    );
    expect(replaced.status).toBe(200);
    const again = await fetch(`${server.url}${document.url}`);
    expect(again.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
    // The first file stays in the bucket as version 1.
    expect((await bucketKeys()).filter((key) => key.startsWith("documents/"))).toHaveLength(2);
  });
});

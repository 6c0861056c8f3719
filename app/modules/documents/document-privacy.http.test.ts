import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Issue 32, low findings on the documents library: a photo uploaded as a document kept the camera's metadata (GPS
// position included), and the API showed the name of the file on the uploader's computer.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

async function upload(title: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("title", title);
  form.append("category", "parents");
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/documents`, {
    method: "POST",
    headers: { cookie: editor.cookie, origin: server.url },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as { id: number; url: string } };
}

/** A photo as a phone saves it: EXIF with the camera's make and a GPS position, turned by its orientation tag. */
async function phonePhoto(format: "jpeg" | "png") {
  const picture = sharp({ create: { width: 40, height: 20, channels: 3, background: "#c33" } });
  return (format === "jpeg" ? picture.jpeg() : picture.png())
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Rahul's X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 12/1 0/1" },
    })
    .toBuffer();
}

describe(`documents keep nothing personal (${process.env.TEST_DB_ENGINE})`, () => {
  it("Low: a JPEG document loses its GPS metadata", async () => {
    for (const format of ["jpeg", "png"] as const) {
      const photo = await phonePhoto(format);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const saved = await upload(`Sports day ${format}`, photo, `IMG_2034.${format === "jpeg" ? "jpg" : "png"}`);
      expect(saved.status, format).toBe(201);
      const file = Buffer.from(await (await fetch(`${server.url}${saved.json.url}`)).arrayBuffer());
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif, format).toBeUndefined();
      expect(file.includes(Buffer.from("PhoneMaker")), format).toBe(false);
      expect(file.includes(Buffer.from("GPS")), format).toBe(false);
      expect([metadata.width, metadata.height]).toEqual([40, 20]);
    }
  });

  it("Low: /api/documents shows no original file name", async () => {
    const photo = await phonePhoto("jpeg");
    const saved = await upload("Annual Day 2026", photo, "Rahul Verma passport scan.jpg");
    expect(saved.status).toBe(201);
    expect(JSON.stringify(saved.json)).not.toContain("Rahul");
    const list = await (await fetch(`${server.url}/api/documents`)).text();
    expect(list).toContain("Annual Day 2026");
    expect(list).toContain("annual-day-2026.jpg");
    expect(list).not.toContain("Rahul");
    expect(list).not.toContain("IMG_2034");
    const detail = await (
      await fetch(`${server.url}/api/documents/${saved.json.id}`, { headers: { cookie: editor.cookie } })
    ).text();
    expect(detail).not.toContain("Rahul");
    for (const page of ["/Downloads", "/Download"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html).toContain("Annual Day 2026");
      expect(html).not.toContain("Rahul");
    }
  });
});

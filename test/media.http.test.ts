import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "./harness/admin";
import type { RunningServer } from "./harness/server";
import { filesUnder, startUploadServer } from "./harness/uploads";
import { smallMp4 } from "./harness/video";

let server: RunningServer;
let editor: SignedIn;
let tempDir: string;

beforeAll(async () => {
  ({ server, tempDir } = await startUploadServer());
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const mediaDir = () => server.database.env.MEDIA_DIR;

async function countRows() {
  const db = openServerDatabase(server);
  try {
    const gallery = await db
      .selectFrom("gallery_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const media = await db
      .selectFrom("media")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { gallery: Number(gallery.n), media: Number(media.n) };
  } finally {
    await db.destroy();
  }
}

const validFields = {
  screenname: "Sports",
  imageorvideo: "Image",
  imagename: "Relay final",
  eventname: "Sports meet",
  eventdesc: "The 4x100 relay.",
  eventdate: "2026-09-10",
};

function upload(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type?: string },
  cookie = editor.cookie,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      "uploadfile",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { cookie, origin: server.url } });
}

async function jpegWithGps() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestCam", Model: "GPS-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 23/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "78/1 29/1 0/1" },
    })
    .toBuffer();
}

const pngBytes = () =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: "#36c" } })
    .png()
    .toBuffer();
/** A real one-second MP4 (uploads are checked for a complete video track). */
const mp4Bytes = smallMp4;

describe("POST /api/upload", () => {
  it("needs a signed-in user", async () => {
    const response = await upload(validFields, undefined, "");
    expect(response.status).toBe(401);
  });

  it.each([
    ["screenname", "", "Screen Name is required and must be less than 20 characters."],
    ["screenname", "S".repeat(20), "Screen Name is required and must be less than 20 characters."],
    ["imagename", "i".repeat(31), "Image name must be less than 30 characters."],
    ["eventname", "", "Event name is required and must be less than 30 characters."],
    ["eventname", "e".repeat(31), "Event name is required and must be less than 30 characters."],
    ["eventdesc", "d".repeat(151), "Description must be less than 150 characters."],
    ["eventdate", "", "Event date is required."],
  ])("refuses %s = %j with the spec's message and stores nothing", async (field, value, message) => {
    const before = await countRows();
    const response = await upload({ ...validFields, [field]: value }, { bytes: await pngBytes(), name: "a.png" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields[field]).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it("checks the video name for a video", async () => {
    const response = await upload({ ...validFields, imageorvideo: "Video", videoname: "v".repeat(31) });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.videoname).toBe("Video name must be less than 30 characters.");
  });

  it("refuses a PNG renamed .mp4 and sent as a video", async () => {
    const before = await countRows();
    const response = await upload(
      { ...validFields, imageorvideo: "Video", videoname: "Clip" },
      { bytes: await pngBytes(), name: "clip.mp4", type: "video/mp4" },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields.uploadfile).toMatch(/picture/);
    expect(await countRows()).toEqual(before);
  });

  it("refuses a text file renamed .jpg", async () => {
    const before = await countRows();
    const response = await upload(validFields, {
      bytes: Buffer.from("just some text, honestly\n".repeat(20)),
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.uploadfile).toBe(
      "Only JPEG, PNG, WebP, GIF or AVIF pictures and MP4 videos can be uploaded.",
    );
    expect(await countRows()).toEqual(before);
    expect(filesUnder(mediaDir())).toEqual([]);
  });

  it("answers an over-limit picture with 413 and keeps no file and no row", async () => {
    const before = await countRows();
    const oversize = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 1024, 1)]);
    const response = await upload(validFields, { bytes: oversize, name: "huge.jpg", type: "image/jpeg" });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("The picture is too large: it may be at most 10 MB.");
    expect(await countRows()).toEqual(before);
    expect(filesUnder(mediaDir())).toEqual([]);
    expect(filesUnder(tempDir)).toEqual([]);
  });

  it("accepts an entry without a file (the file is optional); the public list leaves it out", async () => {
    const response = await upload({ ...validFields, screenname: "Learning", eventname: "Science fair" });
    expect(response.status).toBe(201);
    const { item } = await response.json();
    expect(item).toMatchObject({ Key: null, url: null, screenname: "Learning", eventname: "Science fair" });
    const list = await (await fetch(`${server.url}/api/sports-images/Learning`)).json();
    expect(list).toEqual([]);
  });
});

describe("a stored picture", () => {
  let item: { id: number; Key: string; url: string; thumbUrl: string; imagename: string; videoname: string };
  beforeAll(async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      { ...validFields, videoname: "ignored for a picture" },
      { bytes: original, name: "IMG_0001 (copy).JPG", type: "image/jpeg" },
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe("Upload successful!");
    item = body.item;
  });

  it("gets a server-made key, not the file's name, and keeps only the chosen kind's name", () => {
    expect(item.Key).toMatch(/^gallery\/sports\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{12}\/original\.jpg$/);
    expect(item.imagename).toBe("Relay final");
    expect(item.videoname).toBe("");
  });

  it("is served without EXIF or GPS data, original and resized", async () => {
    for (const url of [`/media/${item.Key}`, item.url]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("GPS-1"))).toBe(false);
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("has a 150x150 thumbnail", async () => {
    const response = await fetch(`${server.url}${item.thumbUrl}`);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([150, 150, "webp"]);
  });

  it("is listed for its category by GET /api/sports-images/{category}, and only there", async () => {
    const response = await fetch(`${server.url}/api/sports-images/Sports`);
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((entry: { Key: string }) => entry.Key)).toContain(item.Key);
    expect(await (await fetch(`${server.url}/api/sports-images/Celebrations`)).json()).toEqual([]);
    expect((await fetch(`${server.url}/api/sports-images/Annual%20Day`)).status).toBe(200);
  });

  it("shows on the public /Gallery page as a 150x150 thumbnail opening the full picture in the lightbox", async () => {
    const html = await (await fetch(`${server.url}/Gallery`)).text();
    // Without JavaScript the thumbnail opens the picture's own page; the lightbox shows the full picture.
    expect(html).toMatch(new RegExp(`href="/Gallery/\\d+"[^>]*data-lightbox-src="${item.url}"`));
    expect(html).toMatch(new RegExp(`<img src="${item.thumbUrl}" width="150" height="150" alt="Relay final"`));
    const other = await (await fetch(`${server.url}/Gallery?category=Annual%20Day`)).text();
    expect(other).not.toContain(item.thumbUrl);
    expect(other).toContain("No pictures or videos in Annual Day yet.");
  });

  it("answers an unknown category with 400", async () => {
    const response = await fetch(`${server.url}/api/sports-images/Cooking`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/Unknown gallery category/);
  });

  it("can have its texts edited", async () => {
    const response = await fetch(`${server.url}/api/gallery-items/${item.id}`, {
      method: "PUT",
      headers: { cookie: editor.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ...validFields, eventname: "Annual sports meet" }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).item.eventname).toBe("Annual sports meet");
    const bad = await fetch(`${server.url}/api/gallery-items/${item.id}`, {
      method: "PUT",
      headers: { cookie: editor.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ...validFields, eventdate: "" }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.eventdate).toBe("Event date is required.");
  });

  it("is deleted with its file and every variant", async () => {
    const keysBefore = filesUnder(mediaDir()).filter((name) => name.startsWith(item.Key.replace(/original\.jpg$/, "")));
    expect(keysBefore.length).toBeGreaterThan(3);
    const response = await fetch(`${server.url}/api/gallery-items/${item.id}`, {
      method: "DELETE",
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(response.status).toBe(200);
    expect((await fetch(`${server.url}/media/${item.Key}`)).status).toBe(404);
    expect((await fetch(`${server.url}${item.thumbUrl}`)).status).toBe(404);
    expect(filesUnder(mediaDir()).filter((name) => name.startsWith(item.Key.replace(/original\.jpg$/, "")))).toEqual(
      [],
    );
    const again = await fetch(`${server.url}/api/gallery-items/${item.id}`, {
      method: "DELETE",
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(again.status).toBe(404);
  });
});

describe("a stored video", () => {
  it("is kept byte for byte and served as video/mp4", async () => {
    const bytes = mp4Bytes();
    const response = await upload(
      { ...validFields, screenname: "Celebrations", imageorvideo: "Video", videoname: "Dance", imagename: "" },
      { bytes, name: "dance.MP4", type: "video/mp4" },
    );
    expect(response.status).toBe(201);
    const { item } = await response.json();
    expect(item.Key).toMatch(/^gallery\/celebrations\/.+\/original\.mp4$/);
    const served = await fetch(`${server.url}${item.url}`);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${server.url}${item.url}`, { headers: { range: "bytes=8-15" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 8-15/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(8, 16))).toBe(true);
    expect((await fetch(`${server.url}${item.url}`, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(
      416,
    );
    const list = await (await fetch(`${server.url}/api/sports-images/celebrations`)).json();
    expect(list).toMatchObject([{ Key: item.Key, imageorvideo: "Video", videoname: "Dance", fileType: "mp4" }]);
    const html = await (await fetch(`${server.url}/Gallery?category=Celebrations`)).text();
    expect(html).toMatch(
      new RegExp(`<video[^>]*src="${item.url}"[^>]*>Your browser does not support the video tag.</video>`),
    );
  });

  it("is refused when sent as an Image", async () => {
    const response = await upload(validFields, { bytes: mp4Bytes(), name: "x.jpg" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.uploadfile).toBe("This file is a video: choose Video.");
  });
});

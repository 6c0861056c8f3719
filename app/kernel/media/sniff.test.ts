import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { SNIFF_BYTES, sniffMediaType } from "./sniff";

const mp4Head = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`), Buffer.alloc(8)]);

describe("sniffMediaType", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("knows a real %s made by sharp", async (format) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
      .toFormat(format)
      .toBuffer();
    const sniffed = await sniffMediaType(bytes.subarray(0, SNIFF_BYTES));
    expect(sniffed?.extension).toBe(format === "jpeg" ? "jpg" : format);
    expect(sniffed?.kind).toBe("image");
  });
  it("knows an animated PNG as a PNG", async () => {
    // The signature, then chunks (length, type, data, check): an acTL before the first IDAT marks an animation.
    const chunk = (type: string, length: number) =>
      Buffer.concat([Buffer.from([0, 0, 0, length]), Buffer.from(type), Buffer.alloc(length + 4)]);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const animated = Buffer.concat([signature, chunk("IHDR", 13), chunk("acTL", 8), chunk("IDAT", 0)]);
    expect(await sniffMediaType(animated)).toEqual({ kind: "image", extension: "png", contentType: "image/png" });
  });
  it("knows MP4 brands", async () => {
    expect(await sniffMediaType(mp4Head("isom"))).toEqual({
      kind: "video",
      extension: "mp4",
      contentType: "video/mp4",
    });
    expect((await sniffMediaType(mp4Head("mp42")))?.extension).toBe("mp4");
    expect((await sniffMediaType(mp4Head("M4V ")))?.extension).toBe("mp4");
  });
  it.each([
    ["text", Buffer.from("hello, this is not a picture")],
    ["a QuickTime movie", mp4Head("qt  ")],
    ["HEIC", mp4Head("heic")],
    ["an M4A sound file", mp4Head("M4A ")],
    ["SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>")],
    ["a PDF", Buffer.from("%PDF-1.7 ...........")],
    ["a ZIP archive", Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(26)])],
    ["nothing", Buffer.alloc(0)],
    ["two bytes of JPEG", Buffer.from([0xff, 0xd8])],
  ])("refuses %s", async (_name, bytes) => expect(await sniffMediaType(bytes)).toBeUndefined());
});

import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sniffMediaType } from "./sniff";

const mp4Head = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`), Buffer.alloc(8)]);

describe("sniffMediaType", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("knows a real %s made by sharp", async (format) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
      .toFormat(format)
      .toBuffer();
    expect(sniffMediaType(bytes)?.extension).toBe(format === "jpeg" ? "jpg" : format);
    expect(sniffMediaType(bytes)?.kind).toBe("image");
  });
  it("knows MP4 brands", () => {
    expect(sniffMediaType(mp4Head("isom"))).toEqual({ kind: "video", extension: "mp4", contentType: "video/mp4" });
    expect(sniffMediaType(mp4Head("mp42"))?.extension).toBe("mp4");
  });
  it.each([
    ["text", Buffer.from("hello, this is not a picture")],
    ["a QuickTime movie", mp4Head("qt  ")],
    ["HEIC", mp4Head("heic")],
    ["SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>")],
    ["a PDF", Buffer.from("%PDF-1.7 ...........")],
    ["nothing", Buffer.alloc(0)],
    ["two bytes of JPEG", Buffer.from([0xff, 0xd8])],
  ])("refuses %s", (_name, bytes) => expect(sniffMediaType(bytes)).toBeUndefined());
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ftypThenHtml, paddedMp4, smallMp4 } from "../../../test/harness/video";
import { checkMp4Video, VideoRefusedError } from "./video-check.server";

const dir = mkdtempSync(join(tmpdir(), "video-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function check(bytes: Buffer) {
  const path = join(dir, `${n++}.mp4`);
  writeFileSync(path, bytes);
  return checkMp4Video(path, bytes.length).then(
    () => "accepted",
    (error: unknown) => (error instanceof VideoRefusedError ? `refused: ${error.reason}` : `threw: ${String(error)}`),
  );
}

/** Offsets of the fixture's top-level boxes, by type. */
function boxes(bytes: Buffer) {
  const found: Record<string, { start: number; end: number }> = {};
  for (let offset = 0; offset < bytes.length; offset += bytes.readUInt32BE(offset))
    found[bytes.toString("latin1", offset + 4, offset + 8)] = {
      start: offset,
      end: offset + bytes.readUInt32BE(offset),
    };
  return found;
}

describe("MP4 check beyond the first box", () => {
  it("accepts a real recorded video, also with a free box after it", async () => {
    expect(await check(smallMp4())).toBe("accepted");
    expect(await check(paddedMp4(100_000))).toBe("accepted");
  });

  it("refuses a file type box followed by HTML", async () => {
    expect(await check(ftypThenHtml())).toMatch(/^refused/);
  });

  it("refuses a video cut short inside its media data, and one cut right after the fragment header", async () => {
    const video = smallMp4();
    const { mdat, moof } = boxes(video);
    expect(await check(video.subarray(0, mdat.start + 100))).toMatch(/^refused: cut short inside "mdat"/);
    // Every box is whole, but the frames the fragment points to are not in the file.
    expect(await check(video.subarray(0, moof.end))).toMatch(/^refused: video track \d+ points past the end/);
  });

  it("refuses a movie with no video track and a file with no movie box", async () => {
    const video = smallMp4();
    const { moov } = boxes(video);
    // The track's handler says "soun" instead of "vide": the same bytes, no video track.
    const audioOnly = Buffer.from(video);
    const hdlr = audioOnly.indexOf("vide", moov.start, "latin1");
    audioOnly.write("soun", hdlr, "latin1");
    expect(await check(audioOnly)).toMatch(/^refused/);
    const noMoov = Buffer.from(video);
    noMoov.write("free", moov.start + 4, "latin1");
    expect(await check(noMoov)).toBe("refused: not one movie box");
  });

  it("refuses random bytes after a valid file type box without throwing anything else", async () => {
    const ftyp = smallMp4().subarray(0, 36);
    for (let i = 0; i < 20; i++) {
      const noise = Buffer.alloc(2000);
      for (let j = 0; j < noise.length; j++) noise[j] = Math.floor(Math.random() * 256);
      expect(await check(Buffer.concat([ftyp, noise]))).toMatch(/^refused/);
    }
  });
});

import { readFileSync } from "node:fs";

/**
 * A real MP4 of one second, 64 × 48 pixels, H.264 (fragmented, as browsers record): ten frames recorded from a
 * canvas by Chromium's MediaRecorder, 2,000 bytes.
 */
export const smallMp4 = () => readFileSync(new URL("../fixtures/small-video.mp4", import.meta.url));

/** The same video followed by a `free` box of `bytes` (still a valid MP4), for tests that need a larger file. */
export function paddedMp4(bytes: number) {
  const free = Buffer.alloc(8 + bytes, 7);
  free.writeUInt32BE(8 + bytes, 0);
  free.write("free", 4, "latin1");
  return Buffer.concat([smallMp4(), free]);
}

/** An `ftyp` box that claims an MP4, followed by an HTML page: the start of a file sniffed as video, nothing more. */
export function ftypThenHtml() {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.alloc(4),
    Buffer.from("mp42isom"),
  ]);
  return Buffer.concat([ftyp, Buffer.from("<!doctype html><script>alert(document.domain)</script>".repeat(40))]);
}

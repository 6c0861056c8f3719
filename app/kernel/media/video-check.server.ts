import { open, type FileHandle } from "node:fs/promises";
import { createFile, MP4BoxBuffer, type Movie } from "mp4box";

/** Why an upload that starts like an MP4 is not stored as a video; shown under the file field. */
export const VIDEO_REFUSED_MESSAGE =
  "This file is not a complete MP4 video (no playable video track was found, or the file is cut short). Export it again as MP4 and upload that.";

export class VideoRefusedError extends Error {
  constructor(readonly reason: string) {
    super(VIDEO_REFUSED_MESSAGE);
  }
}

/** Reads of the file while parsing; the media data itself is skipped, only box headers and metadata are read. */
const READ_CHUNK = 64 * 1024;
/** Metadata (moov, moof boxes) read at most; a real moov is kilobytes to a few megabytes. */
const MAX_METADATA_BYTES = 64 * 1024 * 1024;
const MAX_TOP_LEVEL_BOXES = 100_000;

async function readAt(handle: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Walks the top-level boxes: each must have a readable four-letter type and end inside the file, and the file
 * must be exactly its boxes (a cut-short upload ends inside a box). Returns the top-level box types.
 */
async function topLevelBoxes(handle: FileHandle, size: number): Promise<string[]> {
  const types: string[] = [];
  let offset = 0;
  while (offset < size) {
    if (types.length >= MAX_TOP_LEVEL_BOXES) throw new VideoRefusedError("too many boxes");
    const header = await readAt(handle, offset, 16);
    if (header.length < 8) throw new VideoRefusedError("cut short in a box header");
    const type = header.toString("latin1", 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) throw new VideoRefusedError("not a box");
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (header.length < 16) throw new VideoRefusedError("cut short in a box header");
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      boxSize = size - offset; // "to the end of the file", allowed for the last box only
    }
    if (boxSize < 8) throw new VideoRefusedError("box size below its header");
    if (offset + boxSize > size) throw new VideoRefusedError(`cut short inside "${type}"`);
    types.push(type);
    offset += boxSize;
  }
  return types;
}

/** Parses the metadata with mp4box, reading only the positions it asks for (it skips the media data). */
async function parseMovie(handle: FileHandle, size: number) {
  const file = createFile();
  let movie: Movie | undefined;
  let failure: string | undefined;
  file.onReady = (info) => (movie = info);
  file.onError = (module, message) => (failure = `${module}: ${message}`);
  let position = 0;
  let metadataRead = 0;
  while (position < size && !failure) {
    const chunk = await readAt(handle, position, Math.min(READ_CHUNK, size - position));
    if (chunk.length === 0) break;
    metadataRead += chunk.length;
    if (metadataRead > MAX_METADATA_BYTES) throw new VideoRefusedError("metadata too large");
    const next = file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(Uint8Array.from(chunk).buffer, position));
    // mp4box answers with the next position it needs: past the end of this chunk when it skips media data.
    position = Math.max(next, position + chunk.length);
  }
  file.flush();
  if (failure) throw new VideoRefusedError(failure);
  return { file, movie };
}

/**
 * Refuses an upload unless it is a complete MP4 with at least one video track: the boxes fill the file exactly,
 * the movie box parses, a video track has a size and samples, and every video sample lies inside the file.
 * Throws VideoRefusedError (its message is for the uploader); the reason is for the log.
 */
export async function checkMp4Video(path: string, size: number): Promise<void> {
  const handle = await open(path, "r");
  try {
    const types = await topLevelBoxes(handle, size);
    if (types[0] !== "ftyp") throw new VideoRefusedError("no file type box first");
    if (types.filter((type) => type === "moov").length !== 1) throw new VideoRefusedError("not one movie box");
    const { file, movie } = await parseMovie(handle, size);
    if (!movie?.hasMoov) throw new VideoRefusedError("movie box did not parse");
    // A video track: picture samples with a size, in a track whose handler says video (what players go by).
    const tracks = movie.videoTracks.filter(
      (track) =>
        (track.video?.width ?? 0) > 0 &&
        (track.video?.height ?? 0) > 0 &&
        file.getTrackById(track.id)?.mdia?.hdlr?.handler === "vide",
    );
    if (tracks.length === 0) throw new VideoRefusedError("no video track");
    for (const track of tracks) {
      const samples = file.getTrackById(track.id)?.samples ?? [];
      if (samples.length === 0) throw new VideoRefusedError(`video track ${track.id} has no samples`);
      if (samples.some((sample) => sample.offset + sample.size > size))
        throw new VideoRefusedError(`video track ${track.id} points past the end of the file`);
    }
  } catch (error) {
    if (error instanceof VideoRefusedError) throw error;
    // mp4box throws on some malformed boxes instead of calling onError.
    throw new VideoRefusedError(error instanceof Error ? error.message : String(error));
  } finally {
    await handle.close();
  }
}

import { renderToStaticMarkup } from "react-dom/server";
import type { DrawOnce } from "./drawn-once";

// Kept parts of the frame, by key (~/ui/drawn-once.tsx). A key names the content's version, so a changed setting
// or menu makes new keys and the old parts age out: the least recently used go first once the kept HTML passes the
// byte limit (a few hundred pages' frames in three languages fit in the default).

/** A store of drawn parts holding at most `limitBytes` of HTML. */
export function createDrawOnce(limitBytes: number) {
  const kept = new Map<string, string>();
  let keptBytes = 0;
  const drawOnce: DrawOnce = (key, part) => {
    const html = kept.get(key);
    if (html !== undefined) {
      kept.delete(key);
      kept.set(key, html);
      return html;
    }
    const drawn = renderToStaticMarkup(part());
    kept.set(key, drawn);
    keptBytes += Buffer.byteLength(drawn);
    for (const [oldKey, old] of kept) {
      if (keptBytes <= limitBytes) break;
      kept.delete(oldKey);
      keptBytes -= Buffer.byteLength(old);
    }
    return drawn;
  };
  return { drawOnce, held: () => ({ parts: kept.size, bytes: keptBytes }) };
}

export const { drawOnce, held: drawnOnceHeld } = createDrawOnce(8 * 1024 * 1024);

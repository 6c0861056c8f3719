import { readFileSync } from "node:fs";
import { join } from "node:path";

const texts = new Map<string, string | undefined>();

/**
 * The built stylesheet at `href` (/assets/app-….css), read once from the client build (`clientDir`). Undefined in
 * development (no client build; Vite serves the sources) or if the file cannot be read: the page then links it.
 */
export function stylesheetText(clientDir: string | undefined, href: string): string | undefined {
  if (!clientDir || !href.startsWith("/assets/")) return undefined;
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(join(clientDir, href), "utf8");
    } catch {
      text = undefined;
    }
    // Our own build's CSS never closes the element; a file that did would be linked instead.
    texts.set(href, text && !text.includes("</") ? text : undefined);
  }
  return texts.get(href);
}

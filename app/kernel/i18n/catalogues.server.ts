import hi from "./catalogues/hi.json" with { type: "json" };
import te from "./catalogues/te.json" with { type: "json" };
import { ENGLISH_CATALOGUE, type Catalogue } from "./translate";

// Only English travels to the browser (the dashboard's React); other languages are read here, on the server.
// A new language: its row in languages.json, its catalogue file, and its line here (catalogues.test.ts checks all three).
const byCode = new Map<string, Catalogue>([
  ["en", ENGLISH_CATALOGUE],
  ["hi", hi],
  ["te", te],
]);

/** The catalogue of a language, English where it has none. */
export function catalogueFor(code: string): Catalogue {
  return byCode.get(code) ?? ENGLISH_CATALOGUE;
}

export function catalogueCodes() {
  return [...byCode.keys()];
}

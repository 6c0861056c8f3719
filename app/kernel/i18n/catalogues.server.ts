import { ENGLISH_CATALOGUE, type Catalogue } from "./translate";

// Only English travels to the browser (the dashboard's React); other languages are read here, on the server.
const catalogueFiles = import.meta.glob<Catalogue>("./catalogues/*.json", { eager: true, import: "default" });

const byCode = new Map<string, Catalogue>(
  Object.entries(catalogueFiles).map(([file, messages]) => [file.replace(/^.*\/(\w+)\.json$/, "$1"), messages]),
);

/** The catalogue of a language, English where it has none. */
export function catalogueFor(code: string): Catalogue {
  return byCode.get(code) ?? ENGLISH_CATALOGUE;
}

export function catalogueCodes() {
  return [...byCode.keys()];
}

/**
 * A built-in page's words in another language, laid over the English page block by block: each block gives only
 * its words (a table its caption, head and class or distance labels; a list its items; cards their titles, texts
 * and link labels), and the English block keeps the rest (amounts, academic year, pictures, slideshow sets).
 * Links are written with the English address; the seed puts them under the language's prefix.
 */
export type PageTranslationSeed = {
  title: string;
  description: string;
  heading: string;
  lead?: string;
  blocks: Record<string, unknown>[];
};

/** A table's rows with their first cell (class, distance) in another language and the amounts as in English. */
export const firstCells = (labels: string[]) => ({ firstCells: labels });

import type { Options as CsvStringifyOptions } from "csv-stringify/sync";

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or return, or the full-width = + - @ that Apple
 * Numbers reads as them) as a formula. csv-stringify's escape_formulas gives such cells a leading apostrophe,
 * which spreadsheets hide; every CSV the school exports is written with these options.
 */
export const FORMULA_SAFE_CSV = { escape_formulas: true } as const satisfies CsvStringifyOptions;

/**
 * Starts every exported file: with this byte-order mark Excel reads the file as UTF-8 (names in Telugu, Hindi or
 * with accents stay whole); csv-parse's `bom` option and other spreadsheets skip it.
 */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";

const DEFUSED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** An imported cell as typed before the export defused it (the apostrophe taken off again). */
export const restoreCsvFormula = (value: string) => (DEFUSED_FORMULA.test(value) ? value.slice(1) : value);

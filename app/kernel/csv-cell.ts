/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or return) as a formula. Exported cells
 * that do get a leading apostrophe, which spreadsheets hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCsvCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

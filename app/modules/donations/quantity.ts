/** The quantity rule, without zod, so the form's running total and its red boxes follow exactly what the server accepts. */

/** A pledge far beyond any real one is a typo or a bot. */
export const MAX_ITEM_QUANTITY = 10_000;
export const QUANTITY_MESSAGE = "Write each quantity as a whole number in digits, for example 12";
export const QUANTITY_MAX_MESSAGE = `Quantity must be ${MAX_ITEM_QUANTITY} or less`;

/**
 * The spec: text that is not a number (no digit in it) counts as 0, so does an empty box. A number counts only
 * written in plain digits: "1e3", "2.5", "-1" or "+4" are NaN here, refused rather than read as Number() would.
 */
export function quantityNumber(text: string | undefined | null): number {
  const trimmed = (text ?? "").trim();
  if (!/\d/.test(trimmed)) return 0;
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Why a box's text is refused (a fraction, a negative number, too many), or undefined when it is fine. */
export function quantityProblem(text: string | undefined | null): string | undefined {
  const value = quantityNumber(text);
  if (!Number.isInteger(value) || value < 0) return QUANTITY_MESSAGE;
  if (value > MAX_ITEM_QUANTITY) return QUANTITY_MAX_MESSAGE;
  return undefined;
}

/** What a box adds to the total: its whole number, or 0 while it is refused. */
export function countedQuantity(text: string | undefined | null): number {
  return quantityProblem(text) ? 0 : quantityNumber(text);
}

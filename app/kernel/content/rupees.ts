// Amounts in rupees as the office types them in a fee table ("₹ 12,500", "12500", "Rs. 12,500", "1,25,000/-"),
// read into whole rupees and shown Indian style (₹12,500; ₹1,25,000). No zod and no server code here: the
// schema, the public table and the editor's browser bundle all use it.

/** The largest amount a fee cell may hold: 99,99,99,999 rupees (nine digits). */
export const MAX_RUPEES = 999_999_999;

/** Words that mean "no fee in this column" for this row; shown as a dash. */
const NONE = /^(|-|–|—|nil|none|n\/a)$/i;

// Digits alone, or grouped in threes (12,500; 125,000) or Indian style (1,25,000; 12,34,56,789).
const GROUPED = String.raw`(\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})`;
const AMOUNT = new RegExp(String.raw`^(?:₹|rs\.?|inr)?\s*${GROUPED}(?:\.0{1,2})?\s*(?:/-)?$`, "i");

export type RupeeCell = { kind: "none" } | { kind: "amount"; rupees: number } | { kind: "refused"; message: string };

/** What a fee cell holds: nothing, a whole number of rupees, or why it is refused. */
export function readRupees(cell: string): RupeeCell {
  const text = cell.trim();
  if (NONE.test(text)) return { kind: "none" };
  const match = AMOUNT.exec(text);
  if (match) {
    const digits = match[1].replaceAll(",", "");
    if (digits.length > 9) return { kind: "refused", message: "An amount can be at most ₹99,99,99,999" };
    return { kind: "amount", rupees: Number(digits) };
  }
  return { kind: "refused", message: refusalOf(text) };
}

function refusalOf(text: string) {
  if (/\d\s*e\s*[+-]?\d/i.test(text))
    return `"${text}" is not an amount: write the rupees in digits, such as 12,500 (no exponents like 1e3)`;
  if (/^[^\d]*-\s*\d/.test(text)) return "An amount cannot be negative";
  if (/\d\.\d*[1-9]/.test(text)) return "Write whole rupees, without paise, such as 12,500";
  if (/\d,/.test(text)) return "Put the commas where they go, such as 12,500 or 1,25,000, or leave them out";
  return `"${text.slice(0, 40)}" is not an amount: write the rupees in digits, such as ₹ 12,500 or 12500, or leave the cell empty`;
}

const INDIAN = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** A whole number of rupees the Indian way: ₹12,500, ₹1,25,000. */
export const formatRupees = (rupees: number) => `₹${INDIAN.format(rupees)}`;

/** A fee cell as a visitor reads it: the formatted amount, a dash for none, or the words as typed. */
export function showRupees(cell: string): string {
  const read = readRupees(cell);
  return read.kind === "amount" ? formatRupees(read.rupees) : read.kind === "none" ? "—" : cell;
}

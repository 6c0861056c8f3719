/** The first 50 characters of a text, with an ellipsis when it was longer (alumni and event previews);
 * a cut that ends in a space loses the space, so the ellipsis follows the last word ("was house..."). */
export function preview(text: string, length = 50) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

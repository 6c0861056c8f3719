import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import {
  collectTranslations,
  parseTranslations,
  stringifyTranslations,
  type ContentTranslations,
} from "~/kernel/i18n/content";
import { checkedLanguages, stampTranslations } from "~/kernel/i18n/translation-age";
import type { LabelTranslations } from "./menu";

// The menu labels' translations stamped with the English label they follow (docs/decisions/145).

export type EarlierLabel = { translations: ContentTranslations; english: { label: string } };

/**
 * The labels' translations before a save, by language and words: every save writes the rows afresh, so a
 * translation is known again by its words (docs/decisions/145).
 */
export async function earlierLabels(trx: Transaction<Database>) {
  const earlier = new Map<string, EarlierLabel[]>();
  for (const row of await trx.selectFrom("menu_entries").select(["label", "translations"]).execute()) {
    const translations = parseTranslations(row.translations);
    for (const [code, texts] of Object.entries(translations)) {
      const key = `${code}\n${texts.label}`;
      earlier.set(key, [...(earlier.get(key) ?? []), { translations, english: { label: row.label } }]);
    }
  }
  return earlier;
}

/**
 * An entry's label translations as stored (`{"hi": {"label": …, "_from": …}}`): empty ones dropped, each stamped
 * with the English label it follows (the one it stood beside when its words were last saved or checked).
 */
export function storedLabels(entry: LabelTranslations & { label: string }, earlier: Map<string, EarlierLabel[]>) {
  const collected = collectTranslations(entry, ["label"]);
  const checked = checkedLanguages(entry);
  const stamped = Object.entries(collected).map(([code, texts]) => {
    const candidates = earlier.get(`${code}\n${texts.label}`) ?? [];
    const before = candidates.find((one) => one.english.label === entry.label) ?? candidates[0];
    return stampTranslations({ [code]: texts }, entry, ["label"], { before, checked });
  });
  return stringifyTranslations(Object.assign({}, ...stamped) as ContentTranslations);
}

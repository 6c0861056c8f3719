import { describe, expect, it } from "vitest";
import { parseTranslations, translationValues } from "./content";
import { englishFingerprint, stampTranslations, translationState, TRANSLATED_FROM } from "./translation-age";

const FIELDS = ["title", "summary"];
const english = { title: "Sports day", summary: "On the big field." };

describe("out-of-date marks of short translations", () => {
  it("stamps a new translation with the English saved beside it: translated", () => {
    const stamped = stampTranslations({ te: { title: "క్రీడా దినోత్సవం" } }, english, FIELDS);
    expect(stamped.te[TRANSLATED_FROM]).toBe(englishFingerprint(english, FIELDS));
    expect(translationState(stamped, "te", english, FIELDS)).toBe("translated");
    expect(translationState(stamped, "hi", english, FIELDS)).toBe("missing");
  });

  it("leaves a translation out of date when only the English changes, until its words change or are checked", () => {
    const first = stampTranslations({ te: { title: "క్రీడా దినోత్సవం" } }, english, FIELDS);
    const changed = { ...english, summary: "Moved to the hall: rain." };
    const later = stampTranslations({ te: { title: "క్రీడా దినోత్సవం" } }, changed, FIELDS, {
      before: { translations: first, english },
    });
    expect(translationState(later, "te", changed, FIELDS)).toBe("out-of-date");
    // Saved again with the same words and English: still out of date.
    const again = stampTranslations({ te: { title: "క్రీడా దినోత్సవం" } }, changed, FIELDS, {
      before: { translations: later, english: changed },
    });
    expect(translationState(again, "te", changed, FIELDS)).toBe("out-of-date");
    const checked = stampTranslations({ te: { title: "క్రీడా దినోత్సవం" } }, changed, FIELDS, {
      before: { translations: again, english: changed },
      checked: ["te"],
    });
    expect(translationState(checked, "te", changed, FIELDS)).toBe("translated");
    const rewritten = stampTranslations({ te: { title: "క్రీడా దినోత్సవం (హాలులో)" } }, changed, FIELDS, {
      before: { translations: again, english: changed },
    });
    expect(translationState(rewritten, "te", changed, FIELDS)).toBe("translated");
  });

  it("reads rows saved before the stamps as up to date, and takes the English they stood beside as their source", () => {
    const old = parseTranslations(JSON.stringify({ hi: { title: "खेल दिवस" }, xx: { title: "?" } }));
    expect(old).toEqual({ hi: { title: "खेल दिवस" } });
    expect(translationState(old, "hi", english, FIELDS)).toBe("translated");
    const changed = { ...english, title: "Sports day 2027" };
    const later = stampTranslations(old, changed, FIELDS, { before: { translations: old, english } });
    expect(translationState(later, "hi", changed, FIELDS)).toBe("out-of-date");
  });

  it("keeps the stamp out of the form's values", () => {
    const stamped = stampTranslations({ hi: { title: "खेल दिवस" } }, english, FIELDS);
    const back = parseTranslations(JSON.stringify(stamped));
    expect(back.hi[TRANSLATED_FROM]).toBeTruthy();
    expect(translationValues(back)).toEqual({ title_hi: "खेल दिवस" });
  });
});

// The school's facts in the reader's language (docs/decisions/143-school-facts-per-language.md). No zod here: the
// pages' components read it.

/**
 * The free-text facts parents read, each with the English field's length limit and the label of its translations
 * (not containing the English field's label, which keeps its own for assistive technology and tests). Each has a setting
 * per language besides English (`tagline_hi`, `address_te`), empty for "no translation". Names, numbers, phone
 * numbers and e-mail addresses are the same in every language and have none.
 */
export const TRANSLATED_FACTS = {
  tagline: { max: 200, label: "Motto" },
  affiliationLine: { max: 200, label: "Affiliation wording" },
  registrationLine: { max: 200, label: "Registration wording" },
  boards: { max: 100, label: "Syllabi" },
  schoolHours: { max: 120, label: "Timings" },
  feeSummary: { max: 200, label: "Fee sentence" },
  admissionsClasses: { max: 100, label: "Classes for admission" },
  address: { max: 300, label: "Postal address" },
  centralOffice: { max: 300, label: "Office address" },
} as const;

export type TranslatedFact = keyof typeof TRANSLATED_FACTS;

export const TRANSLATED_FACT_NAMES = Object.keys(TRANSLATED_FACTS) as TranslatedFact[];

/** The setting holding a fact in a language: tagline_hi (the same name the translation fields use). */
export const factKey = (field: TranslatedFact, code: string) => `${field}_${code}` as const;

/**
 * The sample school's facts in Hindi and Telugu, as the English samples are: shown only while the English fact is
 * still the sample (a translation of words the office has replaced would say something else).
 */
export const SAMPLE_FACT_TRANSLATIONS: Record<string, Partial<Record<TranslatedFact, string>>> = {
  hi: {
    tagline: "प्राचीन ज्ञान के साथ वैश्विक दक्षता",
    affiliationLine: "अंग्रेज़ी माध्यम, {classes}, {boards}, संबद्धता संख्या 0000000",
    registrationLine: "पंजीकरण संख्या 0000/2010",
    boards: "एसएससी और सीबीएसई",
    schoolHours: "सोमवार से शनिवार, सुबह 8:30 से दोपहर 3:30 बजे तक",
    feeSummary: "शुल्क साल में तीन किस्तों में, हर सत्र से पहले, जमा होता है।",
    address: "सैंपल विद्या निकेतन स्कूल, 1 कैंपस रोड, सैंपल नगर 500000",
    centralOffice: "2 ऑफ़िस स्ट्रीट, सैंपल सिटी 500001, फ़ोन 9000000003",
  },
  te: {
    tagline: "ప్రాచీన జ్ఞానంతో ప్రపంచ స్థాయి నైపుణ్యం",
    affiliationLine: "ఇంగ్లీష్ మీడియం, {classes}, {boards}, అనుబంధ సంఖ్య 0000000",
    registrationLine: "రిజిస్ట్రేషన్ సంఖ్య 0000/2010",
    boards: "ఎస్‌ఎస్‌సీ, సీబీఎస్‌ఈ",
    schoolHours: "సోమవారం నుంచి శనివారం వరకు, ఉదయం 8:30 నుంచి మధ్యాహ్నం 3:30 వరకు",
    feeSummary: "ఫీజును ఏడాదికి మూడు వాయిదాల్లో, ప్రతి టర్మ్ మొదలయ్యే ముందు చెల్లించాలి.",
    address: "శాంపిల్ విద్యా నికేతన్ స్కూల్, 1 క్యాంపస్ రోడ్, శాంపిల్ నగర్ 500000",
    centralOffice: "2 ఆఫీస్ స్ట్రీట్, శాంపిల్ సిటీ 500001, ఫోన్ 9000000003",
  },
};

/** The sample translation of a fact setting (`tagline_hi`), empty where there is none. */
export function sampleFactTranslation(key: string): string {
  const at = key.lastIndexOf("_");
  return SAMPLE_FACT_TRANSLATIONS[key.slice(at + 1)]?.[key.slice(0, at) as TranslatedFact] ?? "";
}

/** Every translated fact's sample, by setting name, for the languages given. */
export function sampleFactSettings(codes: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    codes.flatMap((code) =>
      TRANSLATED_FACT_NAMES.map((field) => [factKey(field, code), sampleFactTranslation(factKey(field, code))]),
    ),
  );
}

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { createTranslator, translateEnglish, type Catalogue } from "./translate";
import { enabledLanguages, KNOWN_LANGUAGES, languageByCode, pathInLanguage, splitLanguagePath } from "./languages";
import { catalogueCodes, catalogueFor } from "./catalogues.server";

const folder = fileURLToPath(new URL("./catalogues/", import.meta.url));
const catalogues = Object.fromEntries(
  readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(folder + file, "utf8")) as Catalogue]),
);
const english = catalogues.en!;

/** The names a message takes ({phone}, {count, plural, ...}), found anywhere in it. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [element.value, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    return [element.value];
  });
}
const argumentSet = (message: string) => [...new Set(argumentsOf(parse(message)))].sort();

describe("the translation catalogues", () => {
  it("has a catalogue for every known language and a known language for every catalogue", () => {
    expect(Object.keys(catalogues).sort()).toEqual(KNOWN_LANGUAGES.map(({ code }) => code).sort());
    expect(catalogueCodes().sort()).toEqual(Object.keys(catalogues).sort());
  });

  it.each(KNOWN_LANGUAGES.filter(({ code }) => code !== "en").map(({ code }) => code))(
    "%s has every English key, no other key, and no message left empty or in English",
    (code) => {
      const catalogue = catalogues[code]!;
      const missing = Object.keys(english).filter((key) => !(key in catalogue));
      const extra = Object.keys(catalogue).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe("");
        // Words a reader sees are translated; a message that is all placeholders or a brand name may stay.
        if (/[a-z]{4,}/i.test(english[key as keyof Catalogue].replace(/\{[^}]*\}|WhatsApp/g, "")))
          expect(text, key).not.toBe(english[key as keyof Catalogue]);
      }
    },
  );

  it.each(Object.keys(catalogues))("every %s message is valid ICU and takes the same arguments as English", (code) => {
    for (const [key, text] of Object.entries(catalogues[code]!))
      expect(argumentSet(text), `${code} ${key}`).toEqual(argumentSet(english[key as keyof Catalogue]));
  });

  it("fails a catalogue that lacks a key (the check above is not vacuous)", () => {
    const { ["nav.menu"]: _dropped, ...short } = catalogues.hi!;
    expect(Object.keys(english).filter((key) => !(key in short))).toEqual(["nav.menu"]);
  });
});

describe("formatting in the reader's language", () => {
  it("uses ICU plurals and Indian digit grouping", () => {
    const hindi = createTranslator(languageByCode("hi"), catalogueFor("hi"));
    const english = createTranslator();
    expect(english.t("form.fieldCount", { count: 1 })).toBe("1 field needs correcting.");
    expect(english.t("form.fieldCount", { count: 3 })).toBe("3 fields need correcting.");
    expect(hindi.t("form.fieldCount", { count: 3 })).toBe("3 खानों को ठीक करना है।");
    expect(english.number(1200000)).toBe("12,00,000");
    expect(createTranslator(languageByCode("te"), catalogueFor("te")).number(1200000)).toBe("12,00,000");
    expect(hindi.number(1200000, { notation: "compact" })).toBe("12\u00a0लाख");
  });

  it("counts search results with each language's plurals, the searched words where the language puts them", () => {
    const english = createTranslator();
    const hindi = createTranslator(languageByCode("hi"), catalogueFor("hi"));
    const telugu = createTranslator(languageByCode("te"), catalogueFor("te"));
    expect(english.t("searchPage.count", { count: 1, q: "fees" })).toBe("1 result for fees");
    expect(english.t("searchPage.count", { count: 12, q: "fees" })).toBe("12 results for fees");
    expect(hindi.t("searchPage.count", { count: 3, q: "फीस" })).toBe("फीस के लिए 3 परिणाम");
    expect(telugu.t("searchPage.count", { count: 1, q: "ఫీజు" })).toBe("ఫీజు కోసం 1 ఫలితం");
    expect(telugu.t("searchPage.count", { count: 1200, q: "ఫీజు" })).toBe("ఫీజు కోసం 1,200 ఫలితాలు");
    expect(telugu.t("searchPage.pageOf", { page: 2, pages: 5 })).toBe("మొత్తం 5 పేజీల్లో 2వ పేజీ");
  });

  it("shows a form's English message in Hindi and leaves an unknown one as it is", () => {
    const hindi = languageByCode("hi")!;
    expect(translateEnglish(hindi, catalogueFor("hi"), "Student name is required")).toBe("विद्यार्थी का नाम लिखें");
    expect(translateEnglish(hindi, catalogueFor("hi"), "Something new")).toBe("Something new");
  });
});

describe("addresses per language", () => {
  it("keeps English paths and puts other languages under their prefix", () => {
    expect(pathInLanguage("en", "/Transport")).toBe("/Transport");
    expect(pathInLanguage("hi", "/Transport")).toBe("/hi/Transport");
    expect(pathInLanguage("te", "/")).toBe("/te/");
    expect(pathInLanguage("hi", "/hi/Transport")).toBe("/hi/Transport");
    expect(pathInLanguage("hi", "https://example.org/")).toBe("https://example.org/");
    expect(splitLanguagePath("/te/Feestructure")).toEqual({ code: "te", path: "/Feestructure" });
    expect(splitLanguagePath("/hi")).toEqual({ code: "hi", path: "/" });
    expect(splitLanguagePath("/history")).toEqual({ code: "en", path: "/history" });
    expect(splitLanguagePath("/xx/Transport")).toEqual({ code: "en", path: "/xx/Transport" });
  });

  it("always has English on, first, and ignores unknown codes", () => {
    expect(enabledLanguages("te").map(({ code }) => code)).toEqual(["en", "te"]);
    expect(enabledLanguages("en,hi, zz").map(({ code }) => code)).toEqual(["en", "hi"]);
  });
});

import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { postTranslationStates, tickerTranslationState } from "~/modules/news/index.server";
import { eventTranslationStates } from "~/modules/events/index.server";
import { slideTranslationStates } from "~/modules/slides/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import type { TranslatedThing, TranslationState } from "~/kernel/i18n/translation-age";
import { menuTranslationStates } from "./menu-read.server";
import { translationLanguages } from "./page-translations.server";

const STATES: TranslationState[] = ["translated", "out-of-date", "missing"];

/**
 * Per news post, event, the ticker, slide caption and menu label, and language switched on: translated, out of
 * date (the English changed after the translation was saved) or missing, with counts per language; `work`: only
 * what is out of date or missing somewhere (docs/decisions/145). The overview page and GET /api/translations/texts.
 */
export async function loadTextTranslations(db: Kysely<Database>, { work = false } = {}) {
  const [languages, settings] = await Promise.all([translationLanguages(db), getSiteSettings(db)]);
  const codes = languages.map(({ code }) => code);
  const [posts, events, ticker, slides, menu] = await Promise.all([
    postTranslationStates(db, codes),
    eventTranslationStates(db, codes),
    tickerTranslationState(db, settings, codes),
    slideTranslationStates(db, codes),
    menuTranslationStates(db, codes),
  ]);
  const all = [...posts, ...events, ticker, ...slides, ...menu];
  const shown = (things: TranslatedThing[]) =>
    work ? things.filter((thing) => Object.values(thing.states).some((state) => state !== "translated")) : things;
  const count = (code: string, state: TranslationState) => all.filter((thing) => thing.states[code] === state).length;
  return {
    languages: languages.map(({ code, name }) => ({
      code,
      name,
      counts: Object.fromEntries(STATES.map((state) => [state, count(code, state)])) as Record<
        TranslationState,
        number
      >,
    })),
    groups: [
      { id: "posts", heading: "News posts", column: "Post", things: shown(posts) },
      { id: "events", heading: "Events", column: "Event", things: shown(events) },
      { id: "ticker", heading: "News ticker", column: "Ticker", things: shown([ticker]) },
      { id: "slides", heading: "Slide captions", column: "Slide", things: shown(slides) },
      { id: "menu", heading: "Menu labels", column: "Menu entry", things: shown(menu) },
    ],
    work,
  };
}

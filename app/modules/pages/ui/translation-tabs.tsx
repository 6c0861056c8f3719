import { Link } from "~/ui/link";
import type { TranslationState } from "../schema";
import { pageAddress } from "../paths";

export const TRANSLATION_STATE_WORDS: Record<TranslationState, string> = {
  translated: "translated",
  "out-of-date": "out of date",
  missing: "missing",
};

type Tab = { code: string; name: string; state: TranslationState | null; draft?: boolean };

/** The page in each language switched on, with its translation's state: English first, the one edited marked. */
export function TranslationTabs({ path, current, tabs }: { path: string; current: string; tabs: Tab[] }) {
  if (tabs.length < 2) return null;
  return (
    <nav className="translation-tabs" aria-label="Languages of this page">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.code}>
            <Link
              to={`/welcome/pages/${pageAddress(path)}${tab.code === "en" ? "" : `?language=${tab.code}`}`}
              aria-current={tab.code === current ? "page" : undefined}
              className={`translation-tabs__tab${tab.state ? ` translation-state--${tab.state}` : ""}`}
            >
              <span lang={tab.code}>{tab.name}</span>
              {tab.state ? (
                <span className="translation-tabs__state">
                  {TRANSLATION_STATE_WORDS[tab.state]}
                  {tab.draft ? ", draft waiting" : ""}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { createContext, createElement, use, type ReactNode, type Ref } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { PageLanguageContext } from "./i18n";
import { ShipsReactContext } from "./link";
import { SiteDataContext } from "./site-data";

// The frame of a page without React (header, menu, footer) changes only with the settings, the menu, the language
// and the address, yet React drew it again for every view: a quarter of a public page's CPU (issue 31). The server
// entry hands the page a function that draws such a part to HTML once per key and keeps it; the part is then sent
// as that HTML. In the browser, and on a page with React, the part is drawn as usual. Decision 147.

/** Draws `part` to HTML, or answers what was drawn under `key` before (provided by the server entry alone). */
export type DrawOnce = (key: string, part: () => ReactNode) => string;
export const DrawOnceContext = createContext<DrawOnce | undefined>(undefined);

type DrawnOnceProps = {
  /** The part's own element: its attributes are written here, its content is what is kept. */
  as: "header" | "nav" | "footer";
  /** Names everything the content depends on; without one the part is drawn as usual. */
  drawKey: string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  className?: string;
  "aria-label"?: string;
};

export function DrawnOnce({ as, drawKey, children, ...attributes }: DrawnOnceProps) {
  const drawOnce = use(DrawOnceContext);
  const shipsReact = use(ShipsReactContext);
  const siteData = use(SiteDataContext);
  const pageLanguage = use(PageLanguageContext);
  const location = useLocation();
  if (!drawOnce || shipsReact || drawKey === undefined) return createElement(as, attributes, children);
  // Drawn apart from the page: the contexts the frame reads are handed on (the address through a router of its own).
  const html = drawOnce(drawKey, () => (
    <MemoryRouter initialEntries={[location]}>
      <SiteDataContext value={siteData}>
        <PageLanguageContext value={pageLanguage}>
          <ShipsReactContext value={false}>{children}</ShipsReactContext>
        </PageLanguageContext>
      </SiteDataContext>
    </MemoryRouter>
  ));
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}

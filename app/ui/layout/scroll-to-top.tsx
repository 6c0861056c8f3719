import { useEffect, useRef } from "react";
import { enhanceScrollToTop } from "./enhance-scroll-to-top";
import { useT } from "../i18n";

/** Sent hidden; enhanceScrollToTop (the `site` module, or the effect under React) shows it past 300 px. */
export function ScrollToTop() {
  const ref = useRef<HTMLButtonElement>(null);
  const t = useT();
  useEffect(() => (ref.current ? enhanceScrollToTop(ref.current) : undefined), []);
  return (
    <button
      ref={ref}
      type="button"
      className="scroll-to-top floating-button"
      aria-label={t("scrollToTop")}
      data-scroll-to-top=""
      hidden
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}

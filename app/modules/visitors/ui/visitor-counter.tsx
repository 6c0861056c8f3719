import { useEffect, useRef } from "react";
import { refreshVisitorCount } from "../refresh-visitor-count";
import { useT } from "~/ui/i18n";

/** 'Visitor Count: N' in the footer: the page arrives with the stored count; refreshVisitorCount brings it up to date. */
export function VisitorCounter({ initialCount }: { initialCount: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const t = useT();
  useEffect(() => (ref.current ? refreshVisitorCount(ref.current) : undefined), []);
  return (
    <p className="site-footer__visitors">
      {t("footer.visitors")}
      <span data-testid="visitor-count" ref={ref}>
        {initialCount}
      </span>
    </p>
  );
}

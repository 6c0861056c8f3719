import { useEffect, useRef } from "react";
import { refreshVisitorCount } from "../refresh-visitor-count";

/** 'Visitor Count: N' in the footer: the page arrives with the stored count; refreshVisitorCount brings it up to date. */
export function VisitorCounter({ initialCount }: { initialCount: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => (ref.current ? refreshVisitorCount(ref.current) : undefined), []);
  return (
    <p className="site-footer__visitors">
      {"Visitor Count: "}
      <span data-testid="visitor-count" ref={ref}>
        {initialCount}
      </span>
    </p>
  );
}

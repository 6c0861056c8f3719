import { useEffect, useRef, useState } from "react";
import { useStayClear } from "./stay-clear";

const THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useStayClear(ref, visible);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className="scroll-to-top floating-button"
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}

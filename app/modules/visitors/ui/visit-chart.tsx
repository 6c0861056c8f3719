import { useEffect, useRef } from "react";
import type { VisitDay } from "../queries.server";

const DAY = 86_400;
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 56 * DAY, 91 * DAY];
const dayLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * Visitors and page views per day, drawn by uPlot (about 50 kB, loaded by this section alone, once it is on the
 * screen). The totals and tables beside it say the same in words; the canvas is described by its label.
 */
export function VisitChart({ days }: { days: VisitDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let gone = false;
    const size = () => ({ width: Math.max(280, target.clientWidth), height: 260 });
    void import("uplot").then(({ default: UPlot }) => {
      if (gone) return;
      const x = days.map((row) => Date.parse(`${row.day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          ...size(),
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
          series: [
            {},
            { label: "Visitors", stroke: "#1f5f99", width: 2, fill: "rgba(31, 95, 153, 0.08)" },
            { label: "Page views", stroke: "#b3471d", width: 2, dash: [6, 4] },
          ],
          axes: [
            // Whole days only: a tick between two days would read as an hour.
            { incrs: DAY_STEPS, values: (_chart, ticks) => ticks.map(dayLabel) },
            { label: "Per day" },
          ],
          legend: { live: false },
        },
        [x, days.map((row) => row.visitors), days.map((row) => row.views)],
        target,
      );
    });
    const resize = () => chart?.setSize(size());
    window.addEventListener("resize", resize);
    return () => {
      gone = true;
      window.removeEventListener("resize", resize);
      chart?.destroy();
    };
  }, [days]);
  const visitors = days.reduce((sum, row) => sum + row.visitors, 0);
  return (
    <figure className="visit-chart">
      <div
        ref={box}
        role="img"
        aria-label={`Chart of visitors and page views per day over ${days.length} days: ${visitors} visitors in all`}
        data-testid="visit-chart"
      />
      <figcaption>Visitors (solid line) and page views (dashed line) per day</figcaption>
    </figure>
  );
}

/** The two lines the school keeps current (the news feature saves them). */
export type TickerNews = { jobOpenings: string; latestEvent: string };

/** The scrolling 'LATEST NEWS' band; it stands still for readers who prefer reduced motion (CSS). */
export function NewsTicker({ news }: { news: TickerNews }) {
  return (
    <section className="ticker" aria-labelledby="ticker-heading">
      <h2 id="ticker-heading" className="ticker__label">
        LATEST NEWS
      </h2>
      <div className="ticker__viewport">
        <p className="ticker__track">
          <span>{news.jobOpenings}</span>
          <span aria-hidden="true" className="ticker__sep">
            ✦
          </span>
          <span>{news.latestEvent}</span>
        </p>
      </div>
    </section>
  );
}

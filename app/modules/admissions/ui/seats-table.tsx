type ClassSeats = {
  class: string;
  sections: number;
  seats: number;
  held: number;
  free: number;
  byStatus: Partial<Record<string, number>>;
  waitlist: { position: number; number: string; childName: string }[];
};

/** Seats per class against the applications holding one, and the waiting list in order. */
export function SeatsTable({
  classes,
  year,
  sectionSize,
  sample,
  base,
  mayChange,
}: {
  classes: ClassSeats[];
  year: string;
  sectionSize: number;
  sample: boolean;
  base: string;
  mayChange: boolean;
}) {
  return (
    <section className="pipeline-seats" aria-labelledby="seats-heading">
      <h3 id="seats-heading">Seats for {year}</h3>
      <p className="hint">
        Seats are sections × {sectionSize} (the section size in the site settings). Offered, fee paid and admitted
        applications hold a seat; an offer beyond the seats is refused.
        {sample ? " The sections are a sample (2 a class) until the office sets them." : ""}{" "}
        {mayChange ? <a href={`${base}/seats`}>Sections per class</a> : null}
      </p>
      <div className="table-scroll">
        <table className="pipeline-seats__table">
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Seats</th>
              <th scope="col">Held</th>
              <th scope="col">Free</th>
              <th scope="col">Waiting list, in order</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((row) => (
              <tr key={row.class} data-class={row.class}>
                <th scope="row">{row.class}</th>
                <td>
                  {row.seats}{" "}
                  <span className="hint pipeline-seats__sections">
                    ({row.sections} × {sectionSize})
                  </span>
                </td>
                <td>{row.held}</td>
                <td className={row.free === 0 ? "pipeline-seats__full" : undefined}>{row.free}</td>
                <td>
                  {row.waitlist.length ? (
                    <ol className="pipeline-waitlist">
                      {row.waitlist.map((entry) => (
                        <li key={entry.number} value={entry.position}>
                          <a href={`${base}/${entry.number}`}>{entry.number}</a> {entry.childName}
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <span className="hint">None</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

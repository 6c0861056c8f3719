import { Form } from "react-router";
import { Link } from "~/ui/link";
import type { VisitFigures, VisitRow } from "../queries.server";
import { VISIT_PERIODS } from "../schema";

type Asked = { days: string; term?: string };

/** The period and the search-term filter: a plain GET form, so a view of the figures is a link. */
export function VisitFilterForm({
  asked,
  days,
  fields,
}: {
  asked: Asked;
  days: number;
  fields: Record<string, string>;
}) {
  return (
    <Form method="get" className="visit-filters" aria-label="Choose the figures">
      <fieldset className="visit-filters__period">
        <legend>Period</legend>
        {VISIT_PERIODS.map((period) => (
          <label key={period}>
            <input type="radio" name="days" value={period} defaultChecked={period === days} /> {period} days
          </label>
        ))}
      </fieldset>
      <div className="visit-filters__term">
        <label htmlFor="visit-term">Search terms containing</label>
        <input
          id="visit-term"
          name="term"
          type="search"
          defaultValue={asked.term ?? ""}
          aria-invalid={fields.term ? true : undefined}
          aria-describedby={fields.term ? "visit-term-error" : undefined}
        />
        {fields.term ? (
          <p id="visit-term-error" className="field-error" role="alert">
            {fields.term}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        Show
      </button>
      {asked.term !== undefined ? <Link to={`?days=${days}`}>Every search term</Link> : null}
    </Form>
  );
}

function FigureTable({
  caption,
  heading,
  rows,
  empty,
}: {
  caption: string;
  heading: string;
  rows: VisitRow[];
  empty: string;
}) {
  return (
    <div className="visit-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.subject}>
                <td>{row.subject}</td>
                <td>{row.count}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The period's top pages, entries, referring sites, search terms (and those that found nothing) and forms sent. */
export function VisitTables({ figures, term }: { figures: VisitFigures; term?: string }) {
  const containing = term ? ` containing “${term}”` : "";
  return (
    <div className="visit-tables">
      <FigureTable caption="Pages read" heading="Page" rows={figures.pages} empty="No page views yet" />
      <FigureTable
        caption="Entry pages (first page of a visit)"
        heading="Page"
        rows={figures.entries}
        empty="None yet"
      />
      <FigureTable caption="Referring sites" heading="Site" rows={figures.referrers} empty="None yet" />
      <FigureTable caption={`Search terms${containing}`} heading="Term" rows={figures.searches} empty="None" />
      <FigureTable
        caption={`Searches that found nothing${containing}`}
        heading="Term"
        rows={figures.emptySearches}
        empty="None"
      />
      <FigureTable caption="Forms sent" heading="Form" rows={figures.forms} empty="None yet" />
    </div>
  );
}

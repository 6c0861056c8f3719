import { CLASS_NAMES } from "~/kernel/settings/facts";
import { OFFICE_STATUSES, type PipelineFilter } from "../pipeline";
import { STATUS_LABELS } from "../schema";

/** The filter: a plain GET form, so it works without JavaScript and its address can be kept. */
export function PipelineFilters({
  filter,
  view,
  year,
  base,
}: {
  filter: PipelineFilter;
  view: string;
  year: string;
  base: string;
}) {
  return (
    <form method="get" action={base} className="admissions-filters" aria-label="Filter applications">
      <input type="hidden" name="view" value={view} />
      <label>
        Search <input name="q" type="search" defaultValue={filter.q} placeholder="Child's name, phone or number" />
      </label>
      <label>
        Year <input name="year" size={7} maxLength={7} defaultValue={filter.year} placeholder={year} />
      </label>
      <label>
        Class{" "}
        <select name="class" defaultValue={filter.class}>
          <option value="">Any class</option>
          {CLASS_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label>
        Status{" "}
        <select name="status" defaultValue={filter.status}>
          <option value="">Any status</option>
          {OFFICE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Submitted from <input name="from" type="date" defaultValue={filter.from} />
      </label>
      <label>
        to <input name="to" type="date" defaultValue={filter.to} />
      </label>
      <button type="submit" className="button button--small">
        Filter
      </button>
      <a href={`${base}?view=${view}`}>Clear</a>
    </form>
  );
}

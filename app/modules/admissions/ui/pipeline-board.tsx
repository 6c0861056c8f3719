import { STATUS_LABELS, type ApplicationStatus } from "../schema";
import { pipelineHref, type PipelineFilter } from "../pipeline";
import type { PipelineCard } from "./pipeline-list";

type Column = { status: ApplicationStatus; total: number; cards: PipelineCard[] };

/** The board: a column per status along the pipeline, then waitlisted, declined, withdrawn; plain links. */
export function PipelineBoard({ columns, filter, base }: { columns: Column[]; filter: PipelineFilter; base: string }) {
  return (
    <div className="pipeline-board">
      {columns.map((column) => (
        <section
          key={column.status}
          className="pipeline-column"
          aria-labelledby={`col-${column.status}`}
          data-status={column.status}
        >
          <h3 id={`col-${column.status}`} className="pipeline-column__head">
            {STATUS_LABELS[column.status]} <span className="pipeline-column__count">{column.total}</span>
          </h3>
          {column.cards.length === 0 ? <p className="pipeline-column__empty">None</p> : null}
          <ul className="pipeline-cards">
            {column.cards.map((card) => (
              <li key={card.number} className="pipeline-card">
                <a href={`${base}/${card.number}`} className="pipeline-card__number">
                  {card.number}
                </a>
                <span className="pipeline-card__child">{card.child_name}</span>
                <span className="pipeline-card__meta">
                  {card.class_sought} · {card.submitted_at?.slice(0, 10)}
                </span>
                {card.duplicate_of ? (
                  <span className="badge badge--warning">Possible duplicate of {card.duplicate_of}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {column.total > column.cards.length ? (
            <a href={pipelineHref(base, { ...filter, status: column.status, view: "list" })}>
              All {column.total} in the list
            </a>
          ) : null}
        </section>
      ))}
    </div>
  );
}

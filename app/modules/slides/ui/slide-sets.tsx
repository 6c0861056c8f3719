import { useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { SLIDE_SET_LABELS } from "../slide-labels";
import { SLIDE_SETS, type SlideSet } from "../schema";
import type { SlideSummary } from "../slides.server";

export type SlideRemoval = { slidename: SlideSet; sno: number };

/** Each set's slides in order, each with buttons to move it and a link to remove it. */
export function SlideSets({
  sets,
  onRemove,
}: {
  sets: Record<SlideSet, SlideSummary[]>;
  onRemove: (removal: SlideRemoval) => void;
}) {
  return (
    <div className="slide-sets">
      {SLIDE_SETS.map((set) => (
        <section key={set} className="slide-set" aria-label={SLIDE_SET_LABELS[set]}>
          <h3>
            {SLIDE_SET_LABELS[set]} <span className="field-hint">({sets[set].length} of 10)</span>
          </h3>
          {sets[set].length === 0 ? (
            <p className="field-hint">No slides yet; the page shows its built-in pictures.</p>
          ) : null}
          <ol className="slide-set__list">
            {sets[set].map((slide, index) => (
              <SlideItem
                key={slide.sno}
                set={set}
                slide={slide}
                index={index}
                order={sets[set].map((entry) => entry.sno)}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function SlideItem({
  set,
  slide,
  index,
  order,
  onRemove,
}: {
  set: SlideSet;
  slide: SlideSummary;
  index: number;
  order: number[];
  onRemove: (removal: SlideRemoval) => void;
}) {
  const moved = (by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    return next.join(",");
  };
  return (
    <li className="slide-set__item">
      <img
        src={slide.thumbUrl ?? slide.imageUrl}
        alt={slide.alt || `Slide ${slide.sno}`}
        width={96}
        height={64}
        loading="lazy"
      />
      <span>
        No. {slide.sno}
        {slide.scheduleNote ? <span className="schedule-note">{slide.scheduleNote}</span> : null}
      </span>
      <span className="slide-set__buttons">
        {[-1, 1].map((by) => (
          <Form method="post" key={by} preventScrollReset>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="slidename" value={set} />
            <input
              type="hidden"
              name="order"
              value={index + by >= 0 && index + by < order.length ? moved(by as -1 | 1) : ""}
            />
            <button
              type="submit"
              className="button button--small button--ghost"
              disabled={by === -1 ? index === 0 : index === order.length - 1}
              aria-label={`Move slide ${slide.sno} ${by === -1 ? "earlier" : "later"}`}
            >
              {by === -1 ? "←" : "→"}
            </button>
          </Form>
        ))}
        <Link
          className="button button--small"
          to={`/welcome/slides?remove=${set}:${slide.sno}`}
          aria-label={`Remove slide ${slide.sno} of ${SLIDE_SET_LABELS[set]}`}
          onClick={(event) => {
            event.preventDefault();
            onRemove({ slidename: set, sno: slide.sno });
          }}
        >
          ✕
        </Link>
      </span>
    </li>
  );
}

/** Without JavaScript the remove link opens this question on the page. */
export function SlideRemoveQuestion({ removing }: { removing: SlideRemoval }) {
  return (
    <div className="confirm-delete" role="group" aria-labelledby="slide-remove-question">
      <p id="slide-remove-question">
        Remove slide {removing.sno} of {SLIDE_SET_LABELS[removing.slidename]}?
      </p>
      <Form method="post" className="confirm-delete-buttons">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slidename" value={removing.slidename} />
        <input type="hidden" name="sno" value={removing.sno} />
        <button type="submit" className="button button--danger">
          Yes, remove
        </button>
        <Link to="/welcome/slides" className="button button--ghost">
          Keep it
        </Link>
      </Form>
    </div>
  );
}

/** With JavaScript the remove link asks in a dialog, then posts a hidden form. */
export function SlideRemoveDialog({ removal, onClose }: { removal?: SlideRemoval; onClose: () => void }) {
  const removeForm = useRef<HTMLFormElement>(null);
  return (
    <>
      <Form method="post" ref={removeForm} hidden>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slidename" value={removal?.slidename ?? ""} />
        <input type="hidden" name="sno" value={removal?.sno ?? ""} />
      </Form>
      <ConfirmDialog
        open={removal !== undefined}
        title={removal ? `Remove slide ${removal.sno} of ${SLIDE_SET_LABELS[removal.slidename]}?` : ""}
        confirmLabel="Yes, remove"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          removeForm.current?.requestSubmit();
          onClose();
        }}
        onCancel={onClose}
      >
        <p>The carousel shows its other pictures; the file is removed too.</p>
      </ConfirmDialog>
    </>
  );
}

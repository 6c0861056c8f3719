import { useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { SLIDE_SET_LABELS } from "~/modules/slides/slide-labels";
import { SLIDE_SETS, type SlideSet } from "~/modules/slides/schema";
import { isSlideSet, SLIDE_FORM, SlideForm } from "~/modules/slides/ui/slide-form";
import { listSlideSets, removeSlide, reorderSlides, saveSlideForm } from "~/modules/slides/slides.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { RefusedError } from "~/kernel/errors";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.slides";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const [set, number] = (params.get("remove") ?? "").split(":");
  const removing =
    isSlideSet(set) && /^(10|[1-9])$/.test(number ?? "") ? { slidename: set, sno: Number(number) } : undefined;
  return { sets: await listSlideSets(db(), mediaStorage()), removing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const actor = user.actor;
  const storage = mediaStorage();
  const back = (text: string) => redirectWithFlash(request, "/welcome/slides", { tone: "ok", text });

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // Only the slide form is multipart: a refusal names it (a refused body may have lost its text fields) and
    // asks for the chosen image again.
    const limits = uploadLimits();
    const upload = await readMultipartRequest(request, "image", {
      imageBytes: limits.imageBytes,
      videoBytes: limits.imageBytes,
    });
    return uploadFormAction(upload, { fileField: "image", form: SLIDE_FORM }, async (values, file) => {
      // Add puts a new picture at the set's first free number.
      const mode = values.mode === "add" ? "next" : "replace";
      const { slide } = await saveSlideForm(db(), storage, mode, { values, file, actor });
      return back(`Slide saved: ${SLIDE_SET_LABELS[slide.slidename]}, number ${slide.sno}.`);
    });
  }

  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const slidename = form.get("slidename");
    if (!isSlideSet(slidename)) throw new RefusedError(404, "Unknown slide set.");
    if (intent === "remove") {
      const sno = Number(form.get("sno"));
      if (!(await removeSlide(db(), storage, slidename, sno, actor)))
        throw new RefusedError(404, `No picture at ${slidename} ${sno}.`);
      return back(`Slide ${sno} of ${SLIDE_SET_LABELS[slidename]} removed.`);
    }
    if (intent === "move") {
      const order = String(form.get("order") ?? "")
        .split(",")
        .map(Number);
      if (!(await reorderSlides(db(), slidename, order, actor)))
        throw new RefusedError(409, "The order was out of date; it is shown again as it is now.");
      return back("Order saved.");
    }
    throw new RefusedError(400, "Unknown action.");
  });
}

export default function Slides() {
  const { sets, removing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const saveFailure = answer?.form === SLIDE_FORM ? answer : undefined;
  const [askRemove, setAskRemove] = useState<{ slidename: SlideSet; sno: number }>();
  const removeForm = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting";
  return (
    <section className="dashboard-panel" aria-labelledby="slides-heading">
      <PageMeta title="Home screen slides" description="Administration." path="/welcome/slides" noindex />
      <h2 id="slides-heading">Home screen slides and carousels</h2>
      <StatusMessage
        tone="error"
        message={answer?.form === undefined ? answer?.message : undefined}
        id={location.key}
      />
      <SlideForm key={location.key} sets={sets} refused={saveFailure} busy={busy} />

      {removing ? (
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
      ) : null}
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
              {sets[set].map((slide, index) => {
                const order = sets[set].map((entry) => entry.sno);
                const moved = (by: -1 | 1) => {
                  const next = [...order];
                  [next[index], next[index + by]] = [next[index + by], next[index]];
                  return next.join(",");
                };
                return (
                  <li key={slide.sno} className="slide-set__item">
                    <img
                      src={slide.thumbUrl ?? slide.imageUrl}
                      alt={slide.alt || `Slide ${slide.sno}`}
                      width={96}
                      height={64}
                      loading="lazy"
                    />
                    <span>No. {slide.sno}</span>
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
                          setAskRemove({ slidename: set, sno: slide.sno });
                        }}
                      >
                        ✕
                      </Link>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
      <Form method="post" ref={removeForm} hidden>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slidename" value={askRemove?.slidename ?? ""} />
        <input type="hidden" name="sno" value={askRemove?.sno ?? ""} />
      </Form>
      <ConfirmDialog
        open={askRemove !== undefined}
        title={askRemove ? `Remove slide ${askRemove.sno} of ${SLIDE_SET_LABELS[askRemove.slidename]}?` : ""}
        confirmLabel="Yes, remove"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          removeForm.current?.requestSubmit();
          setAskRemove(undefined);
        }}
        onCancel={() => setAskRemove(undefined)}
      >
        <p>The carousel shows its other pictures; the file is removed too.</p>
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

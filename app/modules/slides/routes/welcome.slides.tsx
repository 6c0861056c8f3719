import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { useState } from "react";
import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { SLIDE_SET_LABELS } from "~/modules/slides/slide-labels";
import { isSlideSet, SLIDE_FORM, SlideForm } from "~/modules/slides/ui/slide-form";
import { listSlideSets, removeSlide, reorderSlides, saveSlideForm } from "~/modules/slides/slides.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { RefusedError } from "~/kernel/errors";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.slides";
import { SectionErrorBoundary } from "~/modules/dashboard";
import type { AuditActor } from "~/kernel/audit.server";
import { SlideRemoveDialog, SlideRemoveQuestion, SlideSets, type SlideRemoval } from "~/modules/slides/ui/slide-sets";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const [set, number] = (params.get("remove") ?? "").split(":");
  const removing =
    isSlideSet(set) && /^(10|[1-9])$/.test(number ?? "") ? { slidename: set, sno: Number(number) } : undefined;
  const [sets, settings] = await Promise.all([listSlideSets(db(), mediaStorage()), getSiteSettings(db())]);
  return { sets, removing, timeZone: settings.timeZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return saveUploadedSlide(request, user.actor);
  return changeSlideSet(request, user.actor);
}

const backToSlides = (request: Request, text: string) =>
  redirectWithFlash(request, "/welcome/slides", { tone: "ok", text });

/** The slide form: replace the picture at a number, or add one at the set's first free number. */
async function saveUploadedSlide(request: Request, actor: AuditActor) {
  const storage = mediaStorage();
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
    const { slide, startedNow } = await saveSlideForm(db(), storage, mode, { values, file, actor });
    return backToSlides(
      request,
      `Slide saved: ${SLIDE_SET_LABELS[slide.slidename]}, number ${slide.sno}.${startedNow ? ` ${STARTED_NOW_NOTICE}` : ""}`,
    );
  });
}

/** Remove a slide, or move one within its set. */
async function changeSlideSet(request: Request, actor: AuditActor) {
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const slidename = form.get("slidename");
    if (!isSlideSet(slidename)) throw new RefusedError(404, "Unknown slide set.");
    if (intent === "remove") {
      const sno = Number(form.get("sno"));
      if (!(await removeSlide(db(), mediaStorage(), slidename, sno, actor)))
        throw new RefusedError(404, `No picture at ${slidename} ${sno}.`);
      return backToSlides(request, `Slide ${sno} of ${SLIDE_SET_LABELS[slidename]} removed.`);
    }
    if (intent === "move") {
      const order = String(form.get("order") ?? "")
        .split(",")
        .map(Number);
      if (!(await reorderSlides(db(), slidename, order, actor)))
        throw new RefusedError(409, "The order was out of date; it is shown again as it is now.");
      return backToSlides(request, "Order saved.");
    }
    throw new RefusedError(400, "Unknown action.");
  });
}

export default function Slides() {
  const { sets, removing, timeZone } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const saveFailure = answer?.form === SLIDE_FORM ? answer : undefined;
  const [askRemove, setAskRemove] = useState<SlideRemoval>();
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
      <SlideForm key={location.key} sets={sets} refused={saveFailure} busy={busy} timeZone={timeZone} />

      {removing ? <SlideRemoveQuestion removing={removing} /> : null}
      <SlideSets sets={sets} onRemove={setAskRemove} />
      <SlideRemoveDialog removal={askRemove} onClose={() => setAskRemove(undefined)} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

import { useState } from "react";
import { data, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { SLIDE_SET_LABELS } from "~/modules/slides/slide-labels";
import { isSlideSet, SLIDE_FORM, SLIDE_NUMBERS, SlideForm } from "~/modules/slides/ui/slide-form";
import {
  checkSlide,
  listSlideSets,
  removeSlide,
  reorderSlides,
  saveSlide,
  SlideConflictError,
  SlideImageError,
} from "~/modules/slides/slides.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, refusal, type SubmissionFailure } from "~/kernel/form";
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
  return { sets: await listSlideSets(db(), mediaStorage()), removing };
}

type Refused = SubmissionFailure & { intent: string };

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
  const limits = uploadLimits();
  const form = await readMultipartRequest(request, "image", {
    imageBytes: limits.imageBytes,
    videoBytes: limits.imageBytes,
  });
  // Only the slide form is multipart: a refusal names it (a refused body may have lost its text fields) and
  // asks for the chosen image again.
  const refuseSlide = (message: string, fields: Record<string, string>, values: Record<string, string>, status = 400) =>
    data<Refused>(
      {
        ...refusal(values, message, fields),
        form: SLIDE_FORM,
        intent: "save",
        ...((form.ok ? form.file : form.refusedField) ? { files: ["image"] } : {}),
      },
      { status },
    );
  if (!form.ok)
    return refuseSlide(form.error, form.status === 413 ? { image: form.error } : (form.fields ?? {}), {}, form.status);
  try {
    const values = { ...form.fields };
    const mode = values.mode === "add" ? "add" : "replace";
    if (mode === "add" && isSlideSet(values.slidename)) {
      // A new picture takes the set's first free number.
      const used = (await listSlideSets(db(), storage))[values.slidename].map((slide) => slide.sno);
      const free = SLIDE_NUMBERS.map(Number).find((n) => !used.includes(n));
      if (free === undefined)
        return refuseSlide(FIX_FIELDS, { sno: "This set already has 10 slides; replace or remove one." }, values);
      values.sno = String(free);
    }
    const { slide, fields } = checkSlide(values, form.file);
    if (!slide || !form.file) return refuseSlide(FIX_FIELDS, fields, values);
    await saveSlide(db(), storage, mode, {
      slide,
      imagePath: form.file.path,
      originalName: form.file.originalName,
      actor,
    });
    return backToSlides(request, `Slide saved: ${SLIDE_SET_LABELS[slide.slidename]}, number ${slide.sno}.`);
  } catch (error) {
    if (error instanceof SlideConflictError)
      return refuseSlide(error.message, { sno: error.message }, form.fields, 409);
    if (error instanceof SlideImageError) return refuseSlide(error.message, { image: error.message }, form.fields);
    throw error;
  } finally {
    await form.file?.discard();
  }
}

/** Remove a slide, or move one within its set. */
async function changeSlideSet(request: Request, actor: AuditActor) {
  const refuse = (intent: string, message: string, status: number) =>
    data<Refused>({ ...refusal({}, message, {}), intent }, { status });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const slidename = form.get("slidename");
  if (!isSlideSet(slidename)) return refuse(intent, "Unknown slide set.", 404);
  if (intent === "remove") {
    const sno = Number(form.get("sno"));
    if (!(await removeSlide(db(), mediaStorage(), slidename, sno, actor)))
      return refuse(intent, `No picture at ${slidename} ${sno}.`, 404);
    return backToSlides(request, `Slide ${sno} of ${SLIDE_SET_LABELS[slidename]} removed.`);
  }
  if (intent === "move") {
    const order = String(form.get("order") ?? "")
      .split(",")
      .map(Number);
    if (!(await reorderSlides(db(), slidename, order, actor)))
      return refuse(intent, "The order was out of date; it is shown again as it is now.", 409);
    return backToSlides(request, "Order saved.");
  }
  return refuse(intent, "Unknown action.", 400);
}

export default function Slides() {
  const { sets, removing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const saveFailure = answer?.intent === "save" ? answer : undefined;
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
      <SlideForm key={location.key} sets={sets} refused={saveFailure} busy={busy} />

      {removing ? <SlideRemoveQuestion removing={removing} /> : null}
      <SlideSets sets={sets} onRemove={setAskRemove} />
      <SlideRemoveDialog removal={askRemove} onClose={() => setAskRemove(undefined)} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

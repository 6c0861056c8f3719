import { data, redirect } from "react-router";
import { db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { parseSubmission } from "~/kernel/form";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { readMultipartRequest } from "~/kernel/media/multipart.server";
import { announcePublicFormCompleted, countAcceptedSubmission } from "~/kernel/public-post.server";
import { publicOrigin, requestLanguage } from "~/kernel/request-path";
import { languageByCode, pathInLanguage } from "~/kernel/i18n/languages";
import { catalogueFor } from "~/kernel/i18n/catalogues.server";
import { createTranslator, ENGLISH, translateEnglish } from "~/kernel/i18n/translate";
import { className, longDate } from "./ui/words";
import { mediaStorage } from "~/kernel/storage";
import { getSiteSettings } from "~/modules/site/index.server";
import { accessCookies, readAccess, secretMatches } from "./access.server";
import {
  finishDocumentsStep,
  resumeByNumber,
  resumeByToken,
  saveChildStep,
  saveDeclarations,
  saveFamilyStep,
  saveTransportStep,
  sendResumeLink,
  startApplication,
  submitApplication,
} from "./commands.server";
import { largestDocumentBytes, uploadApplicationDocument } from "./documents.server";
import { hasOfferLetter } from "./messages.server";
import { findApplicationById, findApplicationByNumber, listApplicationDocuments } from "./queries.server";
import {
  APPLICATION_STEPS,
  applicationLookupSchema,
  childStepSchema,
  declarationsStepSchema,
  familyStepSchema,
  resumeLinkSchema,
  stepsFor,
  transportStepSchema,
  type ApplicationStep,
} from "./schema";
import { readAdmissionsSettings } from "./settings.server";
import { ageRefusalParts, applicationFee, documentsAskedFor, openClasses, type AdmissionsSettings } from "./settings";
import { feeStatusView, loadFeeStep } from "./fee-step.server";
import { findPayment, recordFeeUtr } from "./payments.server";
import type { AdmissionApplicationRow } from "./tables";

// The parent's pages: what their loaders read and their actions do, each a plain form post that works without
// JavaScript; a refusal comes back through the kernel's form handling with the field messages and typed values.

export const APPLY_PATH = "/admissions/apply";

/**
 * A parent's page shows her own application: never kept by the render cache or any cache in front (the cache
 * keys pages by address only, and the key to the application is a cookie).
 */
export const PERSONAL = { "Cache-Control": "private, no-store" };
export const personal = <T>(value: T) => data(value, { headers: PERSONAL });
export const stepPath = (step: ApplicationStep) => `${APPLY_PATH}/${step}`;

/** The application this browser holds the key to, or undefined. */
export async function heldApplication(request: Request) {
  const access = readAccess(request);
  if (!access) return undefined;
  const application = await findApplicationById(db(), access.id);
  return application && secretMatches(access.secret, application.access_hash) ? application : undefined;
}

/**
 * The language of the page a parent's form was sent from: where she goes next stays in it, and a refusal's English
 * words (schemas, commands) are shown in it when the catalogue has them, as submitPublicForm does for other forms.
 */
function pageLanguage(request: Request) {
  const language = languageByCode(requestLanguage(request)) ?? ENGLISH;
  const messages = catalogueFor(language.code);
  const translator = createTranslator(language, messages);
  const say = (text: string) => {
    const age = language.code === ENGLISH.code ? undefined : ageRefusalParts(text);
    if (!age) return translateEnglish(language, messages, text);
    return translator.t(age.tooYoung ? "message.apply.tooYoung" : "message.apply.tooOld", {
      class: className(translator.t, age.className),
      years: age.years,
      date: longDate(translator, age.on),
      gives: age.gives,
    });
  };
  return {
    code: language.code,
    say,
    t: translator.t,
    path: (path: string) => pathInLanguage(language.code, path),
    refused: (error: RefusedError) =>
      new RefusedError(
        error.status,
        say(error.message),
        Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, say(text)])),
        error.body,
      ),
  };
}

/** Runs `run` and answers its refusal in the page's language. */
async function inPageLanguage<T>(request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    throw error instanceof RefusedError ? pageLanguage(request).refused(error) : error;
  }
}

/** A parent's form post: formAction, with its refusal in the page's language. */
const parentFormAction = <T>(request: Request, run: (form: FormData) => Promise<T>) =>
  formAction(request, (form) => inPageLanguage(request, () => run(form)));

function withKey(request: Request, to: string, id: number, secret: string) {
  const headers = new Headers();
  for (const cookie of accessCookies(request, id, secret)) headers.append("Set-Cookie", cookie);
  return redirect(pageLanguage(request).path(to), { headers });
}

const goTo = (request: Request, to: string) => redirect(pageLanguage(request).path(to));

/** The steps of this application: the fee step only when its class takes a fee. */
const stepsOf = (application: AdmissionApplicationRow, settings: AdmissionsSettings) =>
  stepsFor(applicationFee(settings, application.class_sought) > 0);

/** Where a held application goes on: its next unsaved step, or the review. */
function nextStepOf(application: AdmissionApplicationRow, settings: AdmissionsSettings): ApplicationStep {
  if (application.status === "documents_needed") return "documents";
  const saved = APPLICATION_STEPS.indexOf(application.saved_step as ApplicationStep);
  return stepsOf(application, settings).find((step) => APPLICATION_STEPS.indexOf(step) > saved) ?? "review";
}

export async function loadApplyStart(request: Request) {
  const [settings, held] = await Promise.all([readAdmissionsSettings(db()), heldApplication(request)]);
  return {
    open: settings.open,
    academicYear: settings.academicYear,
    cutoffDate: settings.cutoffDate,
    classes: openClasses(settings).map((name) => ({ name, ...settings.classes[name] })),
    held: held && held.status === "draft" ? { number: held.number, next: nextStepOf(held, settings) } : null,
  };
}

/** Start a new application, or open one again with its number and the child's date of birth. */
export function applyStartAction(request: Request, clientIp: string) {
  return parentFormAction(request, async (form) => {
    if (form.get("intent") === "resume") {
      const lookup = parseSubmission(applicationLookupSchema, form);
      await countAcceptedSubmission("admission-lookup", clientIp);
      const { id, secret } = await resumeByNumber(db(), lookup.number, lookup.dateOfBirth).catch((error: unknown) => {
        if (error instanceof RefusedError)
          throw new RefusedError(error.status, error.message, { number: error.message });
        throw error;
      });
      const application = await findApplicationById(db(), id);
      const to =
        application?.status === "draft" || application?.status === "documents_needed"
          ? stepPath(nextStepOf(application, await readAdmissionsSettings(db())))
          : "/admissions/status";
      return withKey(request, to, id, secret);
    }
    await countAcceptedSubmission("admission-start", clientIp);
    const { id, secret } = await startApplication(db(), await readAdmissionsSettings(db()), pageLanguage(request).code);
    return withKey(request, stepPath("child"), id, secret);
  });
}

export async function loadApplyStep(request: Request, step: string) {
  if (!APPLICATION_STEPS.includes(step as ApplicationStep)) throw new Response("Not found", { status: 404 });
  const application = await heldApplication(request);
  if (!application) throw goTo(request, APPLY_PATH);
  if (application.status !== "draft" && !(application.status === "documents_needed" && step === "documents"))
    throw goTo(request, `/admissions/status?number=${encodeURIComponent(application.number)}`);
  const settings = await readAdmissionsSettings(db());
  const steps = stepsOf(application, settings);
  const next = nextStepOf(application, settings);
  // A step past the next unsaved one is not open yet: the parent goes through them in order, back and forth.
  if (!steps.includes(step as ApplicationStep) || steps.indexOf(step as ApplicationStep) > steps.indexOf(next))
    throw goTo(request, stepPath(next));
  const documents = await listApplicationDocuments(db(), application.id);
  const { access_hash: _hash, ...visible } = application;
  return {
    step: step as ApplicationStep,
    steps,
    reachable: steps.indexOf(next),
    fee: step === "fee" ? await loadFeeStep(db(), application, settings) : null,
    application: visible,
    classes: openClasses(settings),
    cutoffDate: settings.cutoffDate,
    asked: documentsAskedFor(settings, application.class_sought),
    uploaded: documents.map(({ kind, original_name, size }) => ({ kind, original_name, size })),
    maxDocumentMb: settings.maxDocumentMb,
    maxPhotoMb: settings.maxPhotoMb,
  };
}

async function mustHold(request: Request) {
  const application = await heldApplication(request);
  if (!application) throw goTo(request, APPLY_PATH);
  return application;
}

const nextAfter = (step: ApplicationStep, steps: readonly ApplicationStep[]) =>
  stepPath(steps[steps.indexOf(step) + 1]);

/** One step's post: saved (then on to the next step), a document uploaded, the link e-mailed, or the submission. */
export async function applyStepAction(request: Request, step: string) {
  const application = await mustHold(request);
  const settings = await readAdmissionsSettings(db());
  if (step === "documents" && (request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const bytes = largestDocumentBytes(settings);
    const upload = await readMultipartRequest(request, "file", {
      imageBytes: bytes,
      videoBytes: bytes,
      tooLarge: `The file is too large: at most ${Math.max(settings.maxDocumentMb, settings.maxPhotoMb)} MB`,
    });
    const kind = upload.ok ? upload.fields.kind : undefined;
    return uploadFormAction(upload, { fileField: kind ? `file_${kind}` : "file" }, (fields, file) =>
      inPageLanguage(request, async () => {
        await uploadApplicationDocument(db(), mediaStorage(), application, fields.kind ?? "", file, settings);
        return goTo(request, `${stepPath("documents")}#document-${fields.kind}`);
      }),
    );
  }
  const language = pageLanguage(request);
  return parentFormAction(request, async (form) => {
    if (form.get("intent") === "email-link") {
      const { email } = parseSubmission(resumeLinkSchema, form);
      const site = await getSiteSettings(db());
      await sendResumeLink(db(), application, email, {
        origin: publicOrigin(request),
        schoolName: site.schoolName,
        language: language.code,
      });
      return { ok: true as const, message: language.t("apply.later.sent", { email }) };
    }
    if (step === "child") await saveChildStep(db(), application, parseSubmission(childStepSchema, form), settings);
    else if (step === "family") await saveFamilyStep(db(), application, parseSubmission(familyStepSchema, form));
    else if (step === "transport")
      await saveTransportStep(db(), application, parseSubmission(transportStepSchema, form));
    else if (step === "documents") await finishDocumentsStep(db(), application, settings);
    else if (step === "fee") await recordFeeUtr(db(), application, { utr: form.get("utr") }, settings);
    else if (step === "declarations") {
      const { privacyNoticeVersion } = parseSubmission(declarationsStepSchema, form);
      await saveDeclarations(db(), application, privacyNoticeVersion);
    } else if (step === "review") {
      const site = await getSiteSettings(db());
      await submitApplication(db(), application, settings, {
        language: language.code,
        schoolName: site.schoolName,
        phone: site.phone,
        origin: publicOrigin(request),
      });
      announcePublicFormCompleted("admission", request);
      return goTo(request, `${APPLY_PATH}/submitted`);
    } else throw new Response("Not found", { status: 404 });
    return goTo(
      request,
      form.get("intent") === "save-exit"
        ? `${APPLY_PATH}?saved=1`
        : nextAfter(step as ApplicationStep, stepsOf(application, settings)),
    );
  });
}

/** The e-mailed link's page: nothing happens on opening it (mail scanners open links); the button uses it. */
export function resumeLinkAction(request: Request, token: string) {
  return parentFormAction(request, async () => {
    const { id, secret } = await resumeByToken(db(), token);
    const application = await findApplicationById(db(), id);
    const to = application ? stepPath(nextStepOf(application, await readAdmissionsSettings(db()))) : APPLY_PATH;
    return withKey(request, to, id, secret);
  });
}

/** The number and status of the application this browser just submitted. */
export async function loadSubmitted(request: Request) {
  const application = await heldApplication(request);
  if (!application || application.status === "draft") throw goTo(request, APPLY_PATH);
  return { number: application.number, email: application.email };
}

/** The status page: the number and the child's date of birth (throttled), or the application this browser holds. */
export async function lookupStatus(request: Request, clientIp: string) {
  return parentFormAction(request, async (form) => {
    const lookup = parseSubmission(applicationLookupSchema, form);
    await countAcceptedSubmission("admission-lookup", clientIp);
    const application = await findApplicationByNumber(db(), lookup.number);
    if (!application || application.date_of_birth !== lookup.dateOfBirth)
      throw new RefusedError(404, "No application matches that number and date of birth.", {
        number: "No application matches that number and date of birth.",
      });
    return {
      ok: true as const,
      message: "",
      status: await statusView(application),
      // The offer letter's download posts them again (it has no address of its own to link to).
      lookup: { number: application.number, dateOfBirth: lookup.dateOfBirth },
    };
  });
}

export async function loadHeldStatus(request: Request) {
  const application = await heldApplication(request);
  return application ? statusView(application) : null;
}

async function statusView(application: AdmissionApplicationRow) {
  const [payment, settings, offerLetter] = await Promise.all([
    findPayment(db(), application.id),
    readAdmissionsSettings(db()),
    hasOfferLetter(db(), application.id),
  ]);
  return {
    number: application.number,
    childName: application.child_name,
    classSought: application.class_sought,
    status: application.status,
    submittedAt: application.submitted_at,
    payment: feeStatusView(payment, applicationFee(settings, application.class_sought)),
    offerLetter,
  };
}

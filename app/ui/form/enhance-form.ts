import { FIX_FIELDS, SUBMIT_FAILED } from "~/kernel/form-result";

/** A form's own checks in the browser (its zod schema): the field messages, or none. */
export type FormCheck = (form: FormData) => { ok: true } | { ok: false; fields: Record<string, string> };

export type FormOutcome = { ok: boolean; message: string; fields: Record<string, string> };

/** Sent on the form when its field messages change (`detail`: message by field): none while sent, then the answer's. */
export const FORM_FIELDS_EVENT = "form-fields";

/**
 * A public form (the footer's call-back form, Contact Us, the enquiry, the pledge, the alumni registration) on
 * the server's markup, the same with and without React. Without any script it posts to its action, which
 * answers with the page re-rendered with the form's status line and field messages (or a redirect). With this:
 * the fields are checked with the form's schema (`loadCheck`, fetched on first focus so the page stays light),
 * then the same body is posted to `form.action` with fetch and the result is read out of the page that
 * answers, so the words come from the server alone. A redirect is followed. Success clears the form; a failure,
 * even an unreachable server, shows the spec's message and keeps what was typed.
 *
 * What differs between forms is in the markup: `data-form` names the form in the answering page, and the
 * optional `data-busy-label` (button text) and `data-busy-status` (status text) show while it is sent; its
 * fieldsets and button are disabled meanwhile; `data-send="page"` sends the checked form as an ordinary page post
 * (a sign-in, whose answer is a redirect that carries one-time things). Elements marked `data-answer-part` (with an id) take the answer's
 * copy (the pledge's thank-you). When the answer shows the result without the form (the registration, once
 * done), the form gives way to it. Returns a function that undoes it.
 */
export function enhanceForm(form: HTMLFormElement, loadCheck?: () => Promise<FormCheck>): () => void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[role=status]");
  const buttonText = button?.textContent ?? "";
  const { busyLabel, busyStatus } = form.dataset;
  const preload = () => void loadCheck?.().catch(() => undefined);

  const busy = (on: boolean) => {
    form.setAttribute("aria-busy", String(on));
    form.querySelectorAll("fieldset").forEach((fieldset) => (fieldset.disabled = on));
    if (button) {
      button.disabled = on;
      if (busyLabel) button.textContent = on ? busyLabel : buttonText;
    }
    if (on) {
      showFields(form, {});
      form.dispatchEvent(new CustomEvent(FORM_FIELDS_EVENT, { detail: {} }));
      if (status) show(status, busyStatus ? { ok: true, message: busyStatus, fields: {} } : undefined);
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    // Read before the fieldsets are disabled: disabled fields are not sent.
    const data = new FormData(form);
    busy(true);
    // The schema's words are English: on a page in another language the server checks, and answers in its words.
    const checker = document.documentElement.lang === "en" ? loadCheck : undefined;
    const check = await checker?.()
      .then((checkForm) => checkForm(data))
      .catch(() => undefined); // the server checks anyway
    let answer: Answer;
    if (check && !check.ok) answer = { outcome: { ok: false, message: FIX_FIELDS, fields: check.fields } };
    else if (form.dataset.send === "page") {
      // Sent as a page (sign-in): its redirect is opened once, by the browser, not fetched first.
      form.querySelectorAll("fieldset").forEach((fieldset) => (fieldset.disabled = false));
      form.submit();
      return;
    } else {
      answer = await fetch(form.action, {
        method: "POST",
        // The encoding the form itself would use (a file field needs multipart).
        body: form.enctype === "multipart/form-data" ? data : new URLSearchParams(data as unknown as string[][]),
        credentials: "same-origin",
      })
        .then(async (response) => {
          if (response.redirected) return { redirect: response.url };
          return readAnswer(await response.text(), form.dataset.form ?? "");
        })
        .catch((error: unknown) => {
          console.warn("form submission failed", error);
          return { outcome: { ok: false, message: SUBMIT_FAILED, fields: {} } };
        });
    }
    if ("redirect" in answer) {
      // The page the server sends the reader on to (the enquiry's thank-you); the form stays busy until it opens.
      location.assign(answer.redirect);
      return;
    }
    busy(false);
    const { outcome } = answer;
    if (answer.done) {
      const done = document.importNode(answer.done, true);
      form.replaceWith(done);
      const confirmation = done.querySelector<HTMLElement>("[data-confirmation]");
      if (confirmation) bringIntoView(confirmation, "center");
      return;
    }
    showFields(form, outcome.fields);
    if (status) show(status, outcome);
    form.querySelectorAll<HTMLElement>("[data-answer-part]").forEach((part) => {
      const copy = answer.parts?.get(part.id);
      part.replaceChildren(...(copy ? [...copy.childNodes].map((node) => document.importNode(node, true)) : []));
    });
    if (outcome.ok) form.reset();
    form.dispatchEvent(new CustomEvent(FORM_FIELDS_EVENT, { detail: outcome.fields }));
    const summary = showErrorSummary(form, outcome);
    // The reader is taken to what happened: the list of fields to correct, or the confirmation with its reference.
    const confirmation = form.querySelector<HTMLElement>("[data-answer-part] [data-confirmation]") ?? status;
    if (summary) bringIntoView(summary);
    else if (outcome.ok && confirmation) bringIntoView(confirmation, "center");
  };

  form.addEventListener("focusin", preload, { once: true });
  form.addEventListener("submit", submit);
  form.addEventListener("click", goToField);
  return () => {
    form.removeEventListener("focusin", preload);
    form.removeEventListener("submit", submit);
    form.removeEventListener("click", goToField);
  };
}

type Answer = { redirect: string } | { outcome: FormOutcome; parts?: Map<string, Element>; done?: Element };

/** The result as the answering page shows it: the form's status line, field messages and answer parts. */
function readAnswer(html: string, name: string): Answer {
  const page = new DOMParser().parseFromString(html, "text/html");
  const answer = page.querySelector(`main [data-form="${name}"]`);
  const status = answer?.querySelector("[role=status]");
  if (!answer || !status?.textContent) throw new Error("the answer holds no form result");
  const outcome: FormOutcome = {
    ok: status.classList.contains("form-status--ok"),
    message: status.textContent,
    fields: {},
  };
  answer.querySelectorAll(".form-field").forEach((field) => {
    const input = field.querySelector<HTMLInputElement>("input, textarea, select");
    const error = field.querySelector(".field-error");
    if (input && error?.textContent) outcome.fields[input.name] = error.textContent;
  });
  answer.querySelectorAll("[id][aria-invalid=true]").forEach((input) => {
    const name = input.getAttribute("name")?.split(".")[0];
    const error = page.getElementById(input.getAttribute("aria-describedby") ?? "");
    if (name && error?.textContent) outcome.fields[name] ??= error.textContent;
  });
  if (answer.localName !== "form") return { outcome, done: answer };
  const parts = new Map([...answer.querySelectorAll("[data-answer-part][id]")].map((part) => [part.id, part]));
  return { outcome, parts };
}

/** Focuses `element` (made focusable) and brings it into view; its scroll-margin keeps it clear of the header. */
function bringIntoView(element: HTMLElement, block: ScrollLogicalPosition = "start") {
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block });
}

/**
 * The form's error summary (ErrorSummary's markup) filled from a refused outcome, or hidden: its title is the
 * message, each field message a link to its control. Returns the summary when it is shown.
 */
function showErrorSummary(form: HTMLFormElement, outcome: FormOutcome): HTMLElement | undefined {
  const summary = form.querySelector<HTMLElement>("[data-error-summary]");
  if (!summary) return undefined;
  const title = summary.querySelector(".error-summary__title");
  const list = summary.querySelector(".error-summary__list");
  summary.hidden = outcome.ok;
  if (title) title.textContent = outcome.ok ? "" : outcome.message;
  if (!list) return undefined;
  const ids = JSON.parse(summary.dataset.fieldIds ?? "{}") as Record<string, string>;
  list.replaceChildren(
    ...Object.entries(outcome.ok ? {} : outcome.fields)
      .filter(([field]) => field !== "_form")
      .map(([field, message]) => {
        const control = form.elements.namedItem(field);
        const id =
          ids[field] ?? (control instanceof HTMLElement ? control.id : `${summary.dataset.errorSummary}-${field}`);
        const link = document.createElement("a");
        link.href = `#${id}`;
        link.textContent = message;
        const item = document.createElement("li");
        item.append(link);
        return item;
      }),
  );
  return outcome.ok ? undefined : summary;
}

/** A summary link moves focus to its field (the address's fragment alone would only scroll). */
function goToField(event: MouseEvent) {
  const link =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("[data-error-summary] a") : null;
  const field = link ? document.getElementById(link.hash.slice(1)) : null;
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

function show(status: HTMLElement, outcome: FormOutcome | undefined) {
  status.textContent = outcome?.message ?? "";
  status.className = outcome ? `form-status form-status--${outcome.ok ? "ok" : "error"}` : "form-status--empty";
}

/** The markup FormField renders for a message: marker, aria-invalid, aria-describedby, the text below. */
function showFields(form: HTMLFormElement, fields: Record<string, string>) {
  form.querySelectorAll<HTMLElement>(".form-field").forEach((field) => {
    const input = field.querySelector<HTMLInputElement>("input, textarea, select");
    if (!input) return;
    const message = fields[input.name];
    const errorId = `${input.id}-error`;
    field.querySelector(".field-error")?.remove();
    field.querySelector(".form-field__marker")?.remove();
    field.classList.toggle("form-field--invalid", Boolean(message));
    if (!message) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
      return;
    }
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", errorId);
    const marker = document.createElement("span");
    marker.className = "form-field__marker";
    marker.setAttribute("aria-hidden", "true");
    marker.textContent = " *";
    field.querySelector("label")?.append(marker);
    const error = document.createElement("p");
    error.id = errorId;
    error.className = "field-error";
    error.textContent = message;
    input.after(error);
  });
}

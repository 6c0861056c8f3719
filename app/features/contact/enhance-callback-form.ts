import { FIX_FIELDS, SUBMIT_FAILED } from "~/lib/form-result";

type Outcome = { ok: boolean; message: string; fields: Record<string, string> };

// The schema (and zod) load only when someone uses the form, so pages without forms stay small.
const loadCheck = () => import("./callback-check");

/**
 * The footer's call-back form on a page without React. Without any script it posts to /forms/callback,
 * which shows the result page. With this module the fields are checked in the browser with the form's
 * schema, then posted to the same address with fetch; the messages are read out of the page that answers
 * (the same form, rendered with its result) and shown here, so the words come from one place. The button
 * is disabled meanwhile, success clears the fields, and a failure (even an unreachable server) shows the
 * spec's message and keeps the text.
 */
export function enhanceCallbackForm(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[role=status]");
  const buttonText = button?.textContent ?? "Submit";
  form.addEventListener("focusin", () => void loadCheck().catch(() => undefined), { once: true });

  const busy = (on: boolean) => {
    form.setAttribute("aria-busy", String(on));
    if (!button) return;
    button.disabled = on;
    button.textContent = on ? "Sending..." : buttonText;
    if (on && status) show(status, undefined);
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    busy(true);
    const check = await loadCheck()
      .then(({ checkCallbackForm }) => checkCallbackForm(data))
      .catch(() => undefined); // the server checks anyway
    let outcome: Outcome;
    if (check && !check.ok) outcome = { ok: false, message: FIX_FIELDS, fields: check.fields };
    else {
      outcome = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(data as unknown as Record<string, string>),
        credentials: "same-origin",
      })
        .then(async (response) => readOutcome(await response.text()))
        .catch((error: unknown) => {
          console.warn("call-back request failed", error);
          return { ok: false, message: SUBMIT_FAILED, fields: {} };
        });
    }
    busy(false);
    showFields(form, outcome.fields);
    if (status) show(status, outcome);
    if (outcome.ok) form.reset();
  });
}

/** The result as the answering page shows it: its form's status line and field messages. */
function readOutcome(html: string): Outcome {
  const page = new DOMParser().parseFromString(html, "text/html");
  const answer = page.querySelector("main form.callback-form");
  const status = answer?.querySelector("[role=status]");
  if (!answer || !status?.textContent) throw new Error("the answer holds no form result");
  const fields: Record<string, string> = {};
  answer.querySelectorAll(".form-field").forEach((field) => {
    const input = field.querySelector<HTMLInputElement>("input, textarea");
    const error = field.querySelector(".field-error");
    if (input && error?.textContent) fields[input.name] = error.textContent;
  });
  return { ok: status.classList.contains("form-status--ok"), message: status.textContent, fields };
}

function show(status: HTMLElement, outcome: Outcome | undefined) {
  status.textContent = outcome?.message ?? "";
  status.className = outcome ? `form-status form-status--${outcome.ok ? "ok" : "error"}` : "form-status--empty";
}

/** The markup FormField renders for a message: marker, aria-invalid, aria-describedby, the text below. */
function showFields(form: HTMLFormElement, fields: Record<string, string>) {
  form.querySelectorAll<HTMLElement>(".form-field").forEach((field) => {
    const input = field.querySelector<HTMLInputElement>("input, textarea");
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

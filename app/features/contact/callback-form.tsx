import { useState, type FormEvent } from "react";
import { FormField, FormStatus, HoneypotField } from "~/components/form/form-field";
import { FIX_FIELDS, SUBMIT_FAILED, failedFields, failedValues, formValues, type FormResult } from "~/lib/form-result";
import { CALLBACK_SUCCESS } from "./messages";

export const CALLBACK_FORM_ACTION = "/forms/callback";

// The schema (and zod) load only when someone uses the form, so pages without forms stay small.
const loadCheck = () => import("./callback-check");

/**
 * 'REQUEST A CALL BACK' (footer of every page). Without JavaScript it posts to /forms/callback, which
 * shows the result. With JavaScript the fields are checked in the browser, then sent as the spec's
 * POST /api/contact_us without a page reload; the button is disabled meanwhile, success clears the
 * fields, and a failure (even an unreachable server) shows the spec's message and keeps the text.
 */
export function CallbackForm({
  idPrefix = "callback",
  initialResult,
}: {
  idPrefix?: string;
  initialResult?: FormResult;
}) {
  const [result, setResult] = useState<FormResult | undefined>(initialResult);
  const [busy, setBusy] = useState(false);
  // Bumped on each success: the fields remount empty. After a failure the typed text stays.
  const [sent, setSent] = useState(0);
  const errors = failedFields(result);
  const values = failedValues(result);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = formValues(data);
    setBusy(true);
    try {
      const checked = await loadCheck()
        .then(({ checkCallbackForm }) => checkCallbackForm(data))
        .catch(() => undefined); // the server checks anyway
      if (checked && !checked.ok) {
        setResult({ ok: false, message: FIX_FIELDS, fields: checked.fields, values: typed });
        return;
      }
      const answer = await sendCallbackRequest(data, typed);
      setResult(answer);
      if (answer.ok) setSent((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  const ok = result?.ok === true;
  return (
    <form
      method="post"
      action={CALLBACK_FORM_ACTION}
      className="callback-form"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadCheck().catch(() => undefined)}
      aria-busy={busy}
    >
      <div className="callback-form__fields" key={sent}>
        <FormField
          id={`${idPrefix}-name`}
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          required
          error={errors.name}
          defaultValue={values.name}
        />
        <FormField
          id={`${idPrefix}-email`}
          name="emailid"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errors.emailid}
          defaultValue={values.emailid}
        />
        <FormField
          id={`${idPrefix}-phone`}
          name="mobilnum"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          error={errors.mobilnum}
          defaultValue={values.mobilnum}
        />
        <HoneypotField id={`${idPrefix}-website`} />
      </div>
      <button type="submit" className="button button--light" disabled={busy}>
        {busy ? "Sending..." : "Submit"}
      </button>
      <FormStatus id={`${idPrefix}-status`} message={busy ? undefined : result?.message} ok={ok} />
    </form>
  );
}

/** POST /api/contact_us with the call-back fields; every outcome becomes a FormResult. */
async function sendCallbackRequest(data: FormData, typed: Record<string, string>): Promise<FormResult> {
  const body = {
    name: typed.name ?? "",
    emailid: typed.emailid ?? "",
    mobilnum: typed.mobilnum ?? "",
    website: String(data.get("website") ?? ""),
  };
  try {
    const response = await fetch("/api/contact_us", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, message: CALLBACK_SUCCESS };
    const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
    if (response.status === 400 && answer.fields && Object.keys(answer.fields).length > 0) {
      return { ok: false, message: FIX_FIELDS, fields: answer.fields, values: typed };
    }
    if (response.status === 429 && answer.error) return { ok: false, message: answer.error, fields: {}, values: typed };
    return { ok: false, message: SUBMIT_FAILED, fields: {}, values: typed };
  } catch (error) {
    console.warn("call-back request failed", error);
    return { ok: false, message: SUBMIT_FAILED, fields: {}, values: typed };
  }
}

import { useEffect, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { FormField, FormStatus, HoneypotField } from "~/components/form/form-field";
import { FIX_FIELDS, SUBMIT_FAILED, failedFields, failedValues, formValues, type FormResult } from "~/lib/form-result";
import { CALLBACK_SUCCESS } from "./messages";

export const CALLBACK_FORM_ACTION = "/forms/callback";

// The schema (and zod) load only when someone uses the form, so pages without forms stay small.
const loadCheck = () => import("./callback-check");

/**
 * 'REQUEST A CALL BACK' (footer of every page). Without JavaScript it posts to /forms/callback, which
 * shows the result. With JavaScript the fields are checked in the browser, then sent to the same action
 * by a fetcher without a page reload; the button is disabled meanwhile, success clears the fields, and a
 * failure (even an unreachable server: the route's clientAction answers then) shows the spec's message
 * and keeps the text.
 */
export function CallbackForm({
  idPrefix = "callback",
  initialResult,
}: {
  idPrefix?: string;
  initialResult?: FormResult;
}) {
  const fetcher = useFetcher<FormResult>();
  const [result, setResult] = useState<FormResult | undefined>(initialResult);
  const [checking, setChecking] = useState(false);
  // Bumped on each success: the fields remount empty. After a failure the typed text stays.
  const [sent, setSent] = useState(0);
  const busy = checking || fetcher.state !== "idle";
  const errors = failedFields(result);
  const values = failedValues(result);

  useEffect(() => {
    if (!fetcher.data) return;
    setResult(fetcher.data);
    if (fetcher.data.ok) setSent((count) => count + 1);
  }, [fetcher.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setChecking(true);
    const checked = await loadCheck()
      .then(({ checkCallbackForm }) => checkCallbackForm(data))
      .catch(() => undefined) // the server checks anyway
      .finally(() => setChecking(false));
    if (checked && !checked.ok) {
      setResult({ ok: false, message: FIX_FIELDS, fields: checked.fields, values: formValues(data) });
      return;
    }
    setResult(undefined);
    void fetcher.submit(data, { method: "post", action: CALLBACK_FORM_ACTION });
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

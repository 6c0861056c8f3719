import { useEffect, useRef, useState, type FormEvent } from "react";
import { PrefetchPageLinks, useFetcher } from "react-router";
import { FormField, FormStatus, HoneypotField } from "~/components/form/form-field";
import { FIX_FIELDS, failedFields, failedValues, formValues, type FormResult } from "~/lib/form-result";

export const CALLBACK_FORM_ACTION = "/forms/callback";

// The schema (and zod) load only when someone uses the form, so pages without forms stay small.
const loadCheck = () => import("./callback-check");

/**
 * 'REQUEST A CALL BACK' (footer of every page). Without JavaScript it posts to /forms/callback, which
 * shows the result. With JavaScript the fields are checked in the browser, then sent to the same save
 * (the root route's action) without a page reload; the button is disabled meanwhile, success clears the
 * fields, and a failure (even an unreachable server) shows the spec's message and keeps the text.
 */
export function CallbackForm({
  idPrefix = "callback",
  initialResult,
}: {
  idPrefix?: string;
  initialResult?: FormResult;
}) {
  // With JavaScript the form posts to the call-back route's action through a fetcher. The route is discovered with the
  // page (data-discover) and its small module preloaded when the form is first used, so even a server that has just gone away gives the spec's
  // failure message (the route's clientAction) instead of an error screen.
  const fetcher = useFetcher<FormResult>({ key: `callback-${idPrefix}` });
  const [checked, setChecked] = useState<FormResult | undefined>();
  const [checking, setChecking] = useState(false);
  const [used, setUsed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const result = checked ?? fetcher.data ?? initialResult;
  const busy = checking || fetcher.state !== "idle";
  const errors = failedFields(result);
  const values = failedValues(result);

  // A success empties the fields; after a failure the typed text stays.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setChecking(true);
    const check = await loadCheck()
      .then(({ checkCallbackForm }) => checkCallbackForm(data))
      .catch(() => undefined); // the server checks anyway
    setChecking(false);
    if (check && !check.ok) {
      setChecked({ ok: false, message: FIX_FIELDS, fields: check.fields, values: formValues(data) });
      return;
    }
    setChecked(undefined);
    await fetcher.submit(data, { method: "post", action: CALLBACK_FORM_ACTION });
  }

  const ok = result?.ok === true;
  return (
    <form
      method="post"
      action={CALLBACK_FORM_ACTION}
      data-discover="true"
      ref={formRef}
      className="callback-form"
      noValidate
      onSubmit={submit}
      onFocus={() => {
        setUsed(true);
        void loadCheck().catch(() => undefined);
      }}
      aria-busy={busy}
    >
      <div className="callback-form__fields">
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
      {/* Only once someone uses the form: the preload also fetches the page's data. */}
      {used ? <PrefetchPageLinks page={CALLBACK_FORM_ACTION} /> : null}
    </form>
  );
}

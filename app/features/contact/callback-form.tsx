import { useFetcher } from "react-router";

/** Footer 'REQUEST A CALL BACK' form. Posts to /forms/callback, so it works before JavaScript loads. */
export function CallbackForm() {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/forms/callback" className="callback-form" noValidate>
      <label>
        <span>Name</span>
        <input name="name" autoComplete="name" required maxLength={100} />
      </label>
      <label>
        <span>Email</span>
        <input name="emailid" type="email" autoComplete="email" required maxLength={254} />
      </label>
      <label>
        <span>Phone</span>
        <input name="mobilnum" type="tel" inputMode="numeric" autoComplete="tel" required maxLength={10} />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Sending..." : "Submit"}
      </button>
    </fetcher.Form>
  );
}

import type { Route } from "./+types/forms.callback";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { CallbackForm } from "~/modules/contact/ui/callback-form";
import { saveCallbackForm } from "~/modules/contact/contact-forms.server";

// The footer's call-back form posts here when JavaScript is off; this page shows the result and the form
// (with the typed text after a failure). With JavaScript the form posts here with fetch and reads the result out of
// this page (enhanceForm).
export async function action({ request, context }: Route.ActionArgs) {
  return saveCallbackForm(request, context.get(requestInfoContext).clientIp);
}

export default function CallbackPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="page page--narrow">
      <PageMeta
        title="Request a call back"
        description="Ask {school} to call you back."
        path="/forms/callback"
        noindex
      />
      <h1>Request a call back</h1>
      <p>Leave your name, e-mail and phone number and the school office will call you back.</p>
      <div className="card">
        <CallbackForm idPrefix="callback-page" initialResult={actionData} />
      </div>
    </section>
  );
}

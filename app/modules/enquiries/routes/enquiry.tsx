import type { PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/enquiry";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { EnquiryForm } from "~/modules/enquiries/ui/enquiry-form";
import { saveEnquiryForm } from "~/modules/enquiries/enquiry-form.server";

export const handle: PageHandle = { behaviours: ["enquiry-form"] };

export async function action({ request, context }: Route.ActionArgs) {
  return saveEnquiryForm(request, context.get(requestInfoContext).clientIp);
}

export default function EnquiryPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="page">
      <PageMeta
        title="Online Enquiry Form"
        description="Ask {school} about admission: the online enquiry form."
        path="/Onlineenquiryform"
      />
      <h1>Online Enquiry Form</h1>
      <p>Tell us about your child and the school office will contact you. Fields marked (required) must be filled.</p>
      <div className="card">
        <EnquiryForm initialResult={actionData} />
      </div>
    </section>
  );
}

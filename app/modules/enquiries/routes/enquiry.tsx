import type { PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/enquiry";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { EnquiryForm } from "~/modules/enquiries/ui/enquiry-form";
import { saveEnquiryForm } from "~/modules/enquiries/enquiry-form.server";
import { useT } from "~/ui/i18n";

export const handle: PageHandle = { behaviours: ["enquiry-form"] };

export async function action({ request, context }: Route.ActionArgs) {
  return saveEnquiryForm(request, context.get(requestInfoContext).clientIp);
}

export default function EnquiryPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page">
      <PageMeta
        title={t("enquiry.title")}
        description={t("enquiry.description", { school: "{school}" })}
        path="/Onlineenquiryform"
      />
      <h1>{t("enquiry.title")}</h1>
      <p>{t("enquiry.intro")}</p>
      <div className="card">
        <EnquiryForm initialResult={actionData} />
      </div>
    </section>
  );
}

import type { PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/donate";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { DonationForm } from "~/modules/donations/ui/donation-form";
import { saveDonationForm } from "~/modules/donations/donation-form.server";
import { loadDonationItems } from "~/modules/donations/items.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { useRootData } from "~/root";
import { PhoneLink } from "~/ui/phone-link";

export const handle: PageHandle = { behaviours: ["donation-form", "donation-total"] };

export async function loader() {
  return { items: await loadDonationItems() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveDonationForm(request, context.get(requestInfoContext).clientIp);
}

export default function DonatePage({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <section className="page">
      <PageMeta
        title="Donation"
        description="Contribute in this noble mission of {school}: pledge a donation."
        path="/Donate"
      />
      <h1>Contribute in this noble mission of {settings.schoolName}</h1>
      <p>
        Choose the items you would like to give, then leave your name, phone and e-mail. We will call you to complete
        the payment; you can also call <PhoneLink number={settings.phone} /> or <PhoneLink number={settings.phone2} />.
      </p>
      <div className="card">
        {loaderData.items.length === 0 ? (
          <p className="empty-note">No donation items are offered at the moment; please call us to give.</p>
        ) : (
          <DonationForm settings={settings} items={loaderData.items} initialResult={actionData} />
        )}
      </div>
    </section>
  );
}

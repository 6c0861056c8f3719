import type { PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/contact";
import { EmbedFacade } from "~/ui/facade/embed-facade";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { ContactForm } from "~/modules/contact/ui/contact-form";
import { saveContactForm } from "~/modules/contact/contact-forms.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { useRootData } from "~/root";
import { PhoneLink, TextWithPhoneLinks } from "~/ui/phone-link";
import { factLang } from "~/kernel/settings/facts-shown";

export const handle: PageHandle = { behaviours: ["contact-form", "facade"] };

export async function action({ request, context }: Route.ActionArgs) {
  return saveContactForm(request, context.get(requestInfoContext).clientIp);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <section className="page">
      <PageMeta
        title="Contact Us"
        description="Address, phone numbers, map and a contact form for {school}."
        path="/ContactUs"
      />
      <h1>Contact Us</h1>
      <div className="contact-layout">
        <div className="contact-layout__info">
          <div className="card">
            <h2>Registered address</h2>
            <p {...factLang(settings, "address")}>{settings.address}</p>
            <p>
              Phone: <PhoneLink number={settings.phone} />
              {settings.phone2 ? (
                <>
                  {", "}
                  <PhoneLink number={settings.phone2} />
                </>
              ) : null}
              <br />
              E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
            {settings.centralOffice ? (
              <>
                <h2>Central office</h2>
                <p {...factLang(settings, "centralOffice")}>
                  <TextWithPhoneLinks text={settings.centralOffice.replace(/^\s*central office\s*:\s*/i, "")} />
                </p>
              </>
            ) : null}
          </div>
          <EmbedFacade
            kind="map"
            className="contact-map"
            title={`Map of ${settings.schoolName}`}
            src={settings.mapEmbedUrl}
            address={settings.address}
          />
        </div>
        <div className="card contact-layout__form">
          <h2>Send us a message</h2>
          <ContactForm initialResult={actionData} />
        </div>
      </div>
    </section>
  );
}

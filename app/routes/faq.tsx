import { PageMeta } from "~/components/page-meta";
import { faqs } from "~/content/faq";
import { DEFAULT_SITE_SETTINGS } from "~/lib/site-settings/defaults";
import { fillTokens } from "~/lib/site-settings/tokens";
import { useRootData } from "~/root";

export default function FaqPage() {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <section className="page faq-page">
      <PageMeta
        title="Frequently Asked Questions"
        description="Answers for parents about admission, transport fees, boarding, food, medical care and the campus of {school}."
        path="/Faq"
      />
      <header className="page-head">
        <h1>Frequently Asked Questions</h1>
        <p className="lead">Answers to what parents ask us most. Choose a question to read its answer.</p>
      </header>
      {/* Native exclusive accordion: details elements sharing a name keep at most one open, with or without scripts. */}
      <div className="faq">
        {faqs.map((faq) => (
          <details key={faq.question} name="faq" className="faq__item">
            <summary>{fillTokens(faq.question, settings)}</summary>
            <p>{fillTokens(faq.answer, settings)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

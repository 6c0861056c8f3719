import { data } from "react-router";
import type { Route } from "./+types/faq";
import { PreviewNotice, WordBlocks } from "~/ui/content/page-words";
import { PageMeta } from "~/ui/page-meta";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { factsInEnglish } from "~/kernel/settings/facts-shown";
import { useRootData } from "~/root";
import { loadPageWords } from "../special-page.server";
import { usePageNote } from "../ui/page-language-note";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The questions are a page record the office edits (published, or the draft under ?preview).
  const { page, preview, headers } = await loadPageWords({ request, context }, "/Faq");
  return data({ page, preview }, { headers });
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const shown = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  // Words shown in English (no translation yet) get the school's facts in English too (decision 143).
  const { page, preview } = loaderData;
  const settings = page.language === "en" ? factsInEnglish(shown) : shown;
  const { note, english } = usePageNote(page);
  return (
    <section className="page faq-page" {...english}>
      <PageMeta
        title={preview ? `Preview: ${page.title}` : page.title}
        description={page.description}
        path="/Faq"
        noindex={preview}
      />
      {preview ? <PreviewNotice editorHref="/welcome/pages/Faq" /> : null}
      {note}
      <header className="page-head">
        <h1>{fillTokens(page.heading, settings)}</h1>
        {page.lead ? <p className="lead">{fillTokens(page.lead, settings)}</p> : null}
      </header>
      {/* The questions are a faq block: a native exclusive accordion, open and shut without scripts. The page
          takes questions, paragraphs and headings only (features/pages/schema.ts), so it loads no more code. */}
      <WordBlocks blocks={page.blocks} settings={settings} />
    </section>
  );
}

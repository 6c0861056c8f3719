import { Link } from "~/ui/link";
import { isSafeHref, type Block, type LinkItem } from "~/kernel/content/page-blocks";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { faqAnchors } from "~/kernel/content/faq-anchors";
import { RichText } from "./rich-text";

// The few pieces the pages with their own layout (home, FAQ) draw from their page record, in a module of their
// own so those pages load no more code than before they came from the database.

type WordBlock = Extract<Block, { type: "p" | "h2" | "h3" | "faq" }>;

/** The blocks the home and FAQ pages take besides their own (features/pages/schema.ts, LAYOUTS). */
export const isWordBlock = (block: Block): block is WordBlock =>
  block.type === "p" || block.type === "h2" || block.type === "h3" || block.type === "faq";

/** Paragraphs, headings and questions, in order; other blocks are left to ContentBlocks. */
export function WordBlocks({ blocks, settings }: { blocks: Block[]; settings: SiteSettings }) {
  return (
    <>
      {blocks.filter(isWordBlock).map((block, index) =>
        block.type === "faq" ? (
          <FaqList key={index} items={block.items} settings={settings} />
        ) : block.type === "p" ? (
          <p key={index}>
            <RichText text={block.text} marks={block.marks} settings={settings} />
          </p>
        ) : block.type === "h2" ? (
          <h2 key={index}>{fillTokens(block.text, settings)}</h2>
        ) : (
          <h3 key={index}>{fillTokens(block.text, settings)}</h3>
        ),
      )}
    </>
  );
}

/** Above a previewed draft: says the public does not see it yet and leads back to the editor. */
export function PreviewNotice({ editorHref }: { editorHref: string }) {
  return (
    <p className="notice preview-notice" role="note">
      Preview of the draft: the public does not see this yet. <Link to={editorHref}>Back to the editor</Link>
    </p>
  );
}

/** Internal links use the router; external ones (and the registration form from settings) open in a new tab. */
export function ContentLink({
  item,
  settings,
  className,
  content,
  extra,
}: {
  item: LinkItem;
  settings: SiteSettings;
  className?: string;
  /** Drawn instead of the link's words (a picture tile). */
  content?: React.ReactNode;
  /** Drawn after the link's words (words for screen readers). */
  extra?: React.ReactNode;
}) {
  const href = item.href === "{registrationForm}" ? settings.registrationFormUrl : item.href;
  const label = content ?? fillTokens(item.label, settings);
  // A link saved before its address was checked as now (issue 32) is shown as words.
  if (!isSafeHref(item.href)) return <span className={className}>{label}</span>;
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {label}
        {extra}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {label}
      {extra}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Questions and answers: native exclusive accordion (details sharing a name keep one open, with or without scripts). */
export function FaqList({
  items,
  settings,
}: {
  items: Extract<Block, { type: "faq" }>["items"];
  settings: SiteSettings;
}) {
  const anchors = faqAnchors(items.map((faq) => faq.question));
  return (
    <div className="faq">
      {items.map((faq, index) => (
        // The id is on the answer: following a link to it (a search result) opens its question.
        <details key={faq.question} name="faq" className="faq__item">
          <summary>{fillTokens(faq.question, settings)}</summary>
          <p id={anchors[index]} className="faq__answer">
            {fillTokens(faq.answer, settings)}
          </p>
        </details>
      ))}
    </div>
  );
}

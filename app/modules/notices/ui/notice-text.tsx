import type { MessageKey } from "~/kernel/i18n/translate";
import { ENGLISH_CATALOGUE } from "~/kernel/i18n/translate";
import { useT } from "~/ui/i18n";
import type { NoticeDocument, NoticeKind } from "../content";

/** A stored notice's sections: headings in the reader's language where the catalogue has them, the text as stored. */
export function NoticeText({ kind, document }: { kind: NoticeKind; document: NoticeDocument }) {
  const t = useT();
  const heading = (id: string, english: string) => {
    const key = `notice.${kind}.${id}` as MessageKey;
    return key in ENGLISH_CATALOGUE ? t(key) : english;
  };
  return (
    <>
      {document.sections.map((section) => (
        <section key={section.id} className="notice-section" aria-labelledby={`notice-${section.id}`}>
          <h2 id={`notice-${section.id}`}>{heading(section.id, section.heading)}</h2>
          {section.blocks.map((block, index) =>
            "h3" in block ? (
              <h3 key={index}>{block.h3}</h3>
            ) : "ul" in block ? (
              <ul key={index}>
                {block.ul.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={index}>{block.p}</p>
            ),
          )}
        </section>
      ))}
    </>
  );
}

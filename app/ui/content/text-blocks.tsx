import type { Block } from "~/kernel/content/page-blocks";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { ContentLink, FaqList } from "./page-words";
import { RichText } from "./rich-text";

export { ContentLink, FaqList, PreviewNotice } from "./page-words";

// The blocks made of words only (no picture, slideshow or video): ContentBlocks draws them through this.

type TextBlock = Exclude<Block, { type: "figures" | "carousel" | "video" | "cards" | "popup" }>;

export const isTextBlock = (block: Block): block is TextBlock =>
  !["figures", "carousel", "video", "cards", "popup"].includes(block.type);

/** One block of words: headings, paragraphs, lists, tables, facts, links, notices, questions. */
export function TextBlockView({ block, settings }: { block: TextBlock; settings: SiteSettings }) {
  const text = (value: string) => fillTokens(value, settings);
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} marks={block.marks} settings={settings} />
        </p>
      );
    case "h2":
      return <h2>{text(block.text)}</h2>;
    case "h3":
      return <h3>{text(block.text)}</h3>;
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{text(item)}</li>);
      return block.ordered ? (
        <ol className="content-list content-list--ordered">{items}</ol>
      ) : (
        <ul className="content-list">{items}</ul>
      );
    }
    case "facts":
      return (
        <dl className="fact-strip">
          {block.items.map((fact) => (
            <div key={fact.label} className="fact-strip__item">
              <dt>{text(fact.label)}</dt>
              <dd>{text(fact.value)}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <ContentTable table={block} settings={settings} />;
    case "links":
      return (
        <ul className="link-list">
          {block.items.map((item) => (
            <li key={item.href + item.label}>
              <ContentLink item={item} settings={settings} />
            </li>
          ))}
        </ul>
      );
    case "notice":
      return (
        <div className="notice" role="note">
          <p>{text(block.text)}</p>
          {block.link ? <ContentLink item={block.link} settings={settings} className="button" /> : null}
        </div>
      );
    case "faq":
      return <FaqList items={block.items} settings={settings} />;
  }
}

function ContentTable({ table, settings }: { table: Extract<TextBlock, { type: "table" }>; settings: SiteSettings }) {
  const text = (value: string) => fillTokens(value, settings);
  return (
    <div className="table-scroll" role="region" aria-label={table.caption} tabIndex={0}>
      <table className={`content-table ${table.head.length > 3 ? "stack-on-phone" : ""}`}>
        <caption>{text(table.caption)}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {text(cell)}
                  </th>
                ) : (
                  <td key={c} className={table.numeric?.includes(c) ? "num" : undefined} data-label={table.head[c]}>
                    {text(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

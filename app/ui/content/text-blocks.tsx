import type { Block } from "~/kernel/content/page-blocks";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { ContentLink, FaqList } from "./page-words";
import { RichText } from "./rich-text";
import { showRupees } from "~/kernel/content/rupees";
import { usePageLanguage } from "../i18n";

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
  const amounts = new Set(table.amounts ?? []);
  const cell = (value: string, c: number) => (amounts.has(c) ? showRupees(value) : text(value));
  return (
    <>
      <FeeTableDates table={table} />
      <div className="table-scroll" role="region" aria-label={text(table.caption)} tabIndex={0}>
        <table className={`content-table ${table.head.length > 3 ? "stack-on-phone" : ""}`}>
          <caption>{text(table.caption)}</caption>
          <thead>
            <tr>
              {table.head.map((heading, c) => (
                <th key={c} scope="col" className={amounts.has(c) ? "num" : undefined}>
                  {text(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {text(value)}
                    </th>
                  ) : (
                    <td
                      key={c}
                      className={table.numeric?.includes(c) || amounts.has(c) ? "num" : undefined}
                      data-label={text(table.head[c])}
                    >
                      {cell(value, c)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A fee table's academic year, the date it applies from, and a word when its figures are the product's sample. */
function FeeTableDates({ table }: { table: Extract<TextBlock, { type: "table" }> }) {
  const { t, date } = usePageLanguage().translator;
  if (!table.year && !table.from && !table.sample) return null;
  // The sentence is the catalogue's; the date inside it is a <time>, wherever the language puts it.
  const [before, after] = t("feeTable.appliesFrom", { date: "\u0000" }).split("\u0000");
  const day = (from: string) =>
    date(new Date(`${from}T00:00:00Z`), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <p className="fee-table__dates">
      {table.year ? `${t("feeTable.year", { year: table.year })} ` : null}
      {table.from ? (
        <>
          {before}
          <time dateTime={table.from}>{day(table.from)}</time>
          {after}{" "}
        </>
      ) : null}
      {table.sample ? <strong className="fee-table__sample">{t("feeTable.sample")}</strong> : null}
    </p>
  );
}

import { Link } from "react-router";
import { Carousel } from "~/components/carousel/carousel";
import { EmbedFacade } from "~/components/facade/embed-facade";
import type { Block, LinkItem } from "~/content/types";
import type { PictureSource } from "~/lib/media/variants";
import type { SiteSettings } from "~/lib/site-settings/schema";
import { fillTokens } from "~/lib/site-settings/tokens";

type BlocksProps = {
  blocks: Block[];
  settings: SiteSettings;
  /** Pictures of every slide set the blocks name. */
  slideSets: Record<string, PictureSource[]>;
};

/** Draws a content page's blocks: headings, paragraphs, lists, tables, carousels, links. */
export function ContentBlocks({ blocks, settings, slideSets }: BlocksProps) {
  const text = (value: string) => fillTokens(value, settings);
  // Only the page's first carousel, and only near the top, loads its first picture at once.
  const firstCarousel = blocks.findIndex((block) => block.type === "carousel");
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "p":
            return <p key={index}>{text(block.text)}</p>;
          case "figures":
            return (
              <div key={index} className="content-figures">
                {block.items.map((figure) => (
                  <figure key={figure.src} className="content-figure">
                    <img src={figure.src} alt={text(figure.alt)} width={960} height={540} loading="lazy" />
                    <figcaption>{text(figure.caption)}</figcaption>
                  </figure>
                ))}
              </div>
            );
          case "h2":
            return <h2 key={index}>{text(block.text)}</h2>;
          case "h3":
            return <h3 key={index}>{text(block.text)}</h3>;
          case "list": {
            const items = block.items.map((item, i) => <li key={i}>{text(item)}</li>);
            return block.ordered ? (
              <ol key={index} className="content-list content-list--ordered">
                {items}
              </ol>
            ) : (
              <ul key={index} className="content-list">
                {items}
              </ul>
            );
          }
          case "facts":
            return (
              <dl key={index} className="fact-strip">
                {block.items.map((fact) => (
                  <div key={fact.label} className="fact-strip__item">
                    <dt>{text(fact.label)}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            );
          case "table":
            return (
              <div key={index} className="table-scroll" role="region" aria-label={block.caption} tabIndex={0}>
                <table className={`content-table ${block.head.length > 3 ? "stack-on-phone" : ""}`}>
                  <caption>{text(block.caption)}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row">
                              {text(cell)}
                            </th>
                          ) : (
                            <td
                              key={c}
                              className={block.numeric?.includes(c) ? "num" : undefined}
                              data-label={block.head[c]}
                            >
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
          case "links":
            return (
              <ul key={index} className="link-list">
                {block.items.map((item) => (
                  <li key={item.href + item.label}>
                    <ContentLink item={item} settings={settings} />
                  </li>
                ))}
              </ul>
            );
          case "carousel": {
            return (
              <Carousel
                key={index}
                slides={slideSets[block.set] ?? []}
                label={text(block.label)}
                timing={block.timing}
                priority={index === firstCarousel && index < 2}
                sizes="(min-width: 1000px) 900px, 100vw"
                className="content-carousel"
              />
            );
          }
          case "video":
            return (
              <EmbedFacade
                key={index}
                kind="video"
                src={settings.videoUrl}
                title={text(block.title)}
                poster={slideSets.slider3?.[0]}
              />
            );
          case "notice":
            return (
              <div key={index} className="notice" role="note">
                <p>{text(block.text)}</p>
                {block.link ? <ContentLink item={block.link} settings={settings} className="button" /> : null}
              </div>
            );
        }
      })}
    </>
  );
}

/** Internal links use the router; external ones (and the registration form from settings) open in a new tab. */
export function ContentLink({
  item,
  settings,
  className,
}: {
  item: LinkItem;
  settings: SiteSettings;
  className?: string;
}) {
  const href = item.href === "{registrationForm}" ? settings.registrationFormUrl : item.href;
  const label = fillTokens(item.label, settings);
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

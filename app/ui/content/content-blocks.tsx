import { Carousel } from "~/ui/carousel/carousel";
import { EmbedFacade } from "~/ui/facade/embed-facade";
import { Picture } from "~/ui/picture";
import type { Block } from "~/kernel/content/page-blocks";
import type { PictureSource } from "~/kernel/media/variants";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { TextBlockView } from "./text-blocks";

export { ContentLink, FaqList } from "./text-blocks";

type BlocksProps = {
  blocks: Block[];
  settings: SiteSettings;
  /** Pictures of every slide set the blocks name. */
  slideSets: Record<string, PictureSource[]>;
  /** Library pictures of the picture blocks, by the address a block stores: drawn in responsive sizes. */
  pictures?: Record<string, PictureSource>;
};

/** Draws a content page's blocks: headings, paragraphs, lists, tables, carousels, links. */
export function ContentBlocks({ blocks, settings, slideSets, pictures = {} }: BlocksProps) {
  const text = (value: string) => fillTokens(value, settings);
  // Only the page's first carousel, and only near the top, loads its first picture at once.
  const firstCarousel = blocks.findIndex((block) => block.type === "carousel");
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "figures":
            return (
              <div key={index} className="content-figures">
                {block.items.map((figure) => (
                  <figure key={figure.src} className="content-figure">
                    {pictures[figure.src] ? (
                      <Picture
                        image={{ ...pictures[figure.src], alt: figure.decorative ? "" : text(figure.alt) }}
                        sizes="(min-width: 1000px) 320px, (min-width: 600px) 50vw, 100vw"
                      />
                    ) : (
                      <img src={figure.src} alt={text(figure.alt)} width={960} height={540} loading="lazy" />
                    )}
                    <figcaption>{text(figure.caption)}</figcaption>
                  </figure>
                ))}
              </div>
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
          // Cards and the welcome popup are the home page's (routes/home.tsx); other pages refuse them.
          case "cards":
          case "popup":
            return null;
          default:
            return <TextBlockView key={index} block={block} settings={settings} />;
        }
      })}
    </>
  );
}

import { Link } from "~/ui/link";
import { ContentLink } from "~/ui/content/page-words";
import { EmbedFacade } from "~/ui/facade/embed-facade";
import { Picture } from "~/ui/picture";
import { LoopingVideo } from "./looping-video";
import { PostCard, type PostSummary } from "~/modules/news";
import { fillTokens } from "~/kernel/settings/tokens";
import type { SiteSettings } from "~/kernel/settings/schema";
import type { PictureSource } from "~/kernel/media/variants";
import type { Block, Card } from "~/kernel/content/page-blocks";

type Cards = Extract<Block, { type: "cards" }>;
/** The first picture of each card's slide set, by set name. */
type SlideSets = Record<string, PictureSource[]>;
type GalleryVideo = { url: string; title: string };

const firstPicture = (card: Card, slideSets: SlideSets) => (card.set ? slideSets[card.set]?.[0] : undefined);
const filler = (settings: SiteSettings) => (value: string) => fillTokens(value, settings);

/** The highlights row: a picture or video per card, its words and a button. */
export function HomeHighlights({
  highlights,
  slideSets,
  mainSlides,
  video,
  settings,
}: {
  highlights: Cards;
  slideSets: SlideSets;
  mainSlides: PictureSource[];
  video: GalleryVideo | null;
  settings: SiteSettings;
}) {
  const text = filler(settings);
  return (
    <section
      className="page home-highlights"
      {...(highlights.heading ? { "aria-labelledby": "highlights-heading" } : { "aria-label": "Highlights" })}
    >
      {highlights.heading ? (
        <h2 id="highlights-heading" className="home-highlights__heading">
          {text(highlights.heading)}
        </h2>
      ) : null}
      <div className="home-highlights__grid">
        {highlights.items.map((card, index) => (
          <article
            key={index}
            className={card.media === "campus-video" ? "card home-card home-card--video" : "card home-card"}
          >
            <HighlightMedia
              card={card}
              picture={firstPicture(card, slideSets)}
              mainSlides={mainSlides}
              video={video}
              settings={settings}
            />
            <h3>{text(card.title)}</h3>
            {card.text ? <p>{text(card.text)}</p> : null}
            {card.link ? <ContentLink item={card.link} settings={settings} className="button" /> : null}
          </article>
        ))}
      </div>
    </section>
  );
}

/**
 * A highlight's picture; the "latest-video" card plays the gallery's newest video (else shows a picture) and the
 * "campus-video" card the school's tour behind a facade.
 */
function HighlightMedia({
  card,
  picture,
  mainSlides,
  video,
  settings,
}: {
  card: Card;
  picture?: PictureSource;
  mainSlides: PictureSource[];
  video: GalleryVideo | null;
  settings: SiteSettings;
}) {
  if (card.media === "latest-video") {
    const still = picture ?? mainSlides[1];
    if (video) return <LoopingVideo src={video.url} title={video.title} poster={still?.src} />;
    return still ? <Picture image={still} sizes="(min-width: 900px) 360px, 100vw" /> : null;
  }
  if (card.media === "campus-video")
    return (
      <EmbedFacade
        kind="video"
        src={settings.videoUrl}
        title={`A tour of ${settings.schoolName}`}
        poster={picture ?? mainSlides[0]}
      />
    );
  return picture ? <Picture image={picture} sizes="(min-width: 900px) 360px, 100vw" /> : null;
}

export function HomeNews({ posts }: { posts: PostSummary[] }) {
  return (
    <section className="page home-news" aria-labelledby="home-news-heading">
      <div className="home-news__head">
        <h2 id="home-news-heading">Latest news</h2>
        <Link to="/News" className="button button--light">
          All news
        </Link>
      </div>
      <div className="post-list post-list--three">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/** The summaries row: words and a "more" link per card. */
export function HomeSummaries({ summaries, settings }: { summaries: Cards; settings: SiteSettings }) {
  const text = filler(settings);
  return (
    <section className="page home-info" aria-label={text(summaries.heading || "About the school")}>
      <div className="home-info__grid">
        {summaries.items.map((card, index) => (
          <article key={index} className="card info-card">
            <h2>{text(card.title)}</h2>
            {card.text ? <p>{text(card.text)}</p> : null}
            {card.link ? (
              <ContentLink
                item={card.link}
                settings={settings}
                className="info-card__more"
                extra={<span className="visually-hidden"> about {text(card.title)}</span>}
              />
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}

/** The tiles row: a facility's picture and name, a link when the card has one. */
export function HomeFacilities({
  tiles,
  slideSets,
  settings,
}: {
  tiles: Cards;
  slideSets: SlideSets;
  settings: SiteSettings;
}) {
  const text = filler(settings);
  return (
    <section
      className="page home-facilities"
      {...(tiles.heading ? { "aria-labelledby": "facilities-heading" } : { "aria-label": "Facilities" })}
    >
      {tiles.heading ? <h2 id="facilities-heading">{text(tiles.heading)}</h2> : null}
      <ul className="facility-grid">
        {tiles.items.map((card, index) => {
          const picture = firstPicture(card, slideSets);
          const tile = (
            <>
              {picture ? (
                <Picture
                  image={{ ...picture, alt: "" }}
                  sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
                />
              ) : null}
              <span className="facility-card__title">{text(card.title)}</span>
            </>
          );
          return (
            <li key={index}>
              {card.link ? (
                <ContentLink item={card.link} settings={settings} className="facility-card" content={tile} />
              ) : (
                <div className="facility-card">{tile}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

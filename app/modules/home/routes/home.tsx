import type { PageHandle } from "~/behaviours/names";
import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { Carousel } from "~/ui/carousel/carousel";
import { ContentLink, PreviewNotice, WordBlocks } from "~/ui/content/page-words";
import { EmbedFacade } from "~/ui/facade/embed-facade";
import { PageMeta } from "~/ui/page-meta";
import { ChatLink } from "~/ui/layout/chat-link";
import { Picture } from "~/ui/picture";
import { SchoolStructuredData } from "~/ui/school-structured-data";
import { latestGalleryVideo } from "~/modules/gallery/index.server";
import { loadSlideSets } from "~/modules/slides/index.server";
import { HOME_MAIN_SLIDESHOW } from "~/ui/carousel/carousel-timings";
import { cardSlideSets, homeSections } from "~/modules/home/home-sections";
import { LoopingVideo } from "~/modules/home/ui/looping-video";
import { WelcomePopup } from "~/modules/home/ui/welcome-popup";
import { PostCard, type PostSummary } from "~/modules/news";
import { loadLatestPosts } from "~/modules/news/index.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import type { PictureSource } from "~/kernel/media/variants";
import type { Card } from "~/kernel/content/page-blocks";
import { useRootData } from "~/root";
import { loadPageWords } from "~/modules/pages/index.server";

export const handle: PageHandle = { behaviours: ["carousel", "popup", "facade"] };

/** What the chat button types for the visitor; {school} is filled from the settings. */
const CHAT_MESSAGE = "Hello {school}, I would like to know more about admissions.";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The home page's words are a page record the office edits (published, or the draft under ?preview).
  const { page, preview, headers } = await loadPageWords({ request, context }, "/");
  const [slides, video, latestPosts] = await Promise.all([
    loadSlideSets(["HomeScreenMainSlides", "HomeScreenPopUpSlides", ...cardSlideSets(page.blocks)]),
    latestGalleryVideo(),
    loadLatestPosts(3),
  ]);
  // The page sends what it draws: no library thumbnails, and of a card's slide set only the first picture.
  const drawn = (pictures: PictureSource[]) => pictures.map(({ thumb: _thumb, ...picture }) => picture);
  const { HomeScreenMainSlides: mainSlides, HomeScreenPopUpSlides: popupSlides, ...cardSets } = slides;
  const slideSets = Object.fromEntries(
    Object.entries(cardSets).map(([set, pictures]) => [set, drawn(pictures.slice(0, 1))]),
  );
  return data(
    {
      page,
      preview,
      video,
      // A post card draws these; the dates of the record and its storage key stay on the server.
      latestPosts: latestPosts.map(({ id, slug, title, postDate, summary, pinned, cover }): PostSummary => ({
        id,
        slug,
        title,
        postDate,
        summary,
        pinned,
        ...(cover ? { cover: drawn([cover])[0] } : {}),
      })),
      mainSlides: drawn(mainSlides),
      popupSlides: drawn(popupSlides),
      slideSets,
    },
    { headers },
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const text = (value: string) => fillTokens(value, settings);
  const { page, preview, mainSlides, popupSlides, slideSets, video, latestPosts } = loaderData;
  const { highlights, summaries, tiles, popup, others } = homeSections(page.blocks);
  const firstPicture = (card: Card) => (card.set ? slideSets[card.set]?.[0] : undefined);
  const chatHref = `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(text(CHAT_MESSAGE))}`;
  return (
    <div className="home">
      <PageMeta
        title={preview ? `Preview: ${page.title}` : page.title}
        description={page.description}
        path="/"
        noindex={preview}
      />
      {preview ? <PreviewNotice editorHref="/welcome/pages/home" /> : null}
      <SchoolStructuredData />
      <Carousel
        slides={mainSlides}
        label="School highlights slideshow"
        timing={HOME_MAIN_SLIDESHOW}
        priority
        sizes="100vw"
        className="home-hero"
      />
      <section className="page home-welcome">
        <h1>{text(page.heading)}</h1>
        {page.lead ? <p className="lead">{text(page.lead)}</p> : null}
        {others.length ? <WordBlocks blocks={others} settings={settings} /> : null}
      </section>

      {highlights ? (
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
            {highlights.items.map((card, index) => {
              const picture = firstPicture(card);
              return (
                <article
                  key={index}
                  className={card.media === "campus-video" ? "card home-card home-card--video" : "card home-card"}
                >
                  {card.media === "latest-video" ? (
                    video ? (
                      <LoopingVideo src={video.url} title={video.title} poster={(picture ?? mainSlides[1])?.src} />
                    ) : (picture ?? mainSlides[1]) ? (
                      <Picture image={picture ?? mainSlides[1]} sizes="(min-width: 900px) 360px, 100vw" />
                    ) : null
                  ) : card.media === "campus-video" ? (
                    <EmbedFacade
                      kind="video"
                      src={settings.videoUrl}
                      title={`A tour of ${settings.schoolName}`}
                      poster={picture ?? mainSlides[0]}
                    />
                  ) : picture ? (
                    <Picture image={picture} sizes="(min-width: 900px) 360px, 100vw" />
                  ) : null}
                  <h3>{text(card.title)}</h3>
                  {card.text ? <p>{text(card.text)}</p> : null}
                  {card.link ? <ContentLink item={card.link} settings={settings} className="button" /> : null}
                </article>
              );
            })}
          </div>
        </section>
      ) : null}

      {latestPosts.length ? (
        <section className="page home-news" aria-labelledby="home-news-heading">
          <div className="home-news__head">
            <h2 id="home-news-heading">Latest news</h2>
            <Link to="/News" className="button button--light">
              All news
            </Link>
          </div>
          <div className="post-list post-list--three">
            {latestPosts.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}

      {summaries ? (
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
      ) : null}

      {tiles ? (
        <section
          className="page home-facilities"
          {...(tiles.heading ? { "aria-labelledby": "facilities-heading" } : { "aria-label": "Facilities" })}
        >
          {tiles.heading ? <h2 id="facilities-heading">{text(tiles.heading)}</h2> : null}
          <ul className="facility-grid">
            {tiles.items.map((card, index) => {
              const picture = firstPicture(card);
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
      ) : null}

      {popup ? (
        <WelcomePopup
          slides={popupSlides}
          title={text(popup.title)}
          subtitle={text(popup.subtitle ?? "")}
          text={text(popup.text)}
          link={popup.link && { label: text(popup.link.label), href: popup.link.href }}
        />
      ) : null}
      <ChatLink href={chatHref} />
    </div>
  );
}

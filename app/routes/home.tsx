import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Carousel } from "~/components/carousel/carousel";
import { EmbedFacade } from "~/components/facade/embed-facade";
import { PageMeta } from "~/components/page-meta";
import { ChatLink } from "~/components/layout/chat-link";
import { Picture } from "~/components/picture";
import { SchoolStructuredData } from "~/components/school-structured-data";
import { FACILITY_CARDS, HOME_TEXT, INFO_CARDS } from "~/content/home";
import { latestGalleryVideo, loadSlideSets } from "~/features/slides/page-slides.server";
import { HOME_MAIN_SLIDESHOW } from "~/content/timings";
import { LoopingVideo } from "~/features/home/looping-video";
import { WelcomePopup } from "~/features/home/welcome-popup";
import { PostCard } from "~/features/posts/post-views";
import { loadLatestPosts } from "~/features/posts/posts.server";
import { DEFAULT_SITE_SETTINGS } from "~/lib/site-settings/defaults";
import { fillTokens } from "~/lib/site-settings/tokens";
import { useRootData } from "~/root";

export async function loader() {
  const [sets, video, latestPosts] = await Promise.all([
    loadSlideSets([
      "HomeScreenMainSlides",
      "HomeScreenPopUpSlides",
      "slider3",
      ...FACILITY_CARDS.map((card) => card.set),
    ]),
    latestGalleryVideo(),
    loadLatestPosts(3),
  ]);
  return {
    video,
    latestPosts,
    mainSlides: sets.HomeScreenMainSlides,
    popupSlides: sets.HomeScreenPopUpSlides,
    galleryPicture: sets.slider3[0] ?? null,
    // Only the first picture of each facility's carousel is needed for its card.
    facilityPictures: FACILITY_CARDS.map((card) => sets[card.set][0] ?? null),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const text = (value: string) => fillTokens(value, settings);
  const { mainSlides, popupSlides, galleryPicture, facilityPictures, video, latestPosts } = loaderData;
  const chatHref = `https://wa.me/${settings.chatNumber}?text=${encodeURIComponent(text(HOME_TEXT.chatMessage))}`;
  return (
    <div className="home">
      <PageMeta title={HOME_TEXT.title} description={HOME_TEXT.description} path="/" />
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
        <h1>{text(HOME_TEXT.heading)}</h1>
        <p className="lead">{text(HOME_TEXT.intro)}</p>
      </section>

      <section className="page home-highlights" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="home-highlights__heading">
          {HOME_TEXT.highlightsHeading}
        </h2>
        <div className="home-highlights__grid">
          <article className="card home-card">
            {video ? (
              <LoopingVideo src={video.url} title={video.title} poster={mainSlides[1]?.src} />
            ) : mainSlides[1] ? (
              <Picture image={mainSlides[1]} sizes="(min-width: 900px) 360px, 100vw" />
            ) : null}
            <h3>School Development Plan</h3>
            <p>The campus is being modernised: phase 1 began on 19 August 2024.</p>
            <Link className="button" to="/sdp">
              Go to SDP
            </Link>
          </article>
          <article className="card home-card home-card--video">
            <EmbedFacade
              kind="video"
              src={settings.videoUrl}
              title={`A tour of ${settings.schoolName}`}
              poster={mainSlides[0]}
            />
            <h3>Campus video</h3>
            <p>A walk around our 33-acre campus: classrooms, labs, playing fields and hostels.</p>
          </article>
          <article className="card home-card">
            {galleryPicture ? <Picture image={galleryPicture} sizes="(min-width: 900px) 360px, 100vw" /> : null}
            <h3>Media gallery</h3>
            <p>Sports, celebrations, annual day, learning and kids' activities.</p>
            <Link className="button" to="/gallery">
              Go to Gallery
            </Link>
          </article>
        </div>
      </section>

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

      <section className="page home-info" aria-label="About the school">
        <div className="home-info__grid">
          {INFO_CARDS.map((card) => (
            <article key={card.href} className="card info-card">
              <h2>{card.title}</h2>
              <p>{text(card.text)}</p>
              <Link to={card.href} className="info-card__more">
                ....More<span className="visually-hidden"> about {card.title}</span>
              </Link>
            </article>
          ))}
        </div>
      </section>

      <section className="page home-facilities" aria-labelledby="facilities-heading">
        <h2 id="facilities-heading">Facilities</h2>
        <ul className="facility-grid">
          {FACILITY_CARDS.map((card, index) => (
            <li key={card.href}>
              <Link to={card.href} className="facility-card">
                {facilityPictures[index] ? (
                  <Picture
                    image={{ ...facilityPictures[index], alt: "" }}
                    sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
                  />
                ) : null}
                <span className="facility-card__title">{card.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <WelcomePopup slides={popupSlides} school={settings.schoolName} />
      <ChatLink href={chatHref} />
    </div>
  );
}

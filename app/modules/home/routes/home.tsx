import type { PageHandle } from "~/behaviours/names";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { Carousel } from "~/ui/carousel/carousel";
import { PreviewNotice, WordBlocks } from "~/ui/content/page-words";
import { PageMeta } from "~/ui/page-meta";
import { ChatLink } from "~/ui/layout/chat-link";
import { SchoolStructuredData } from "~/ui/school-structured-data";
import { latestGalleryVideo } from "~/modules/gallery/index.server";
import { loadSlideSets } from "~/modules/slides/index.server";
import { HOME_MAIN_SLIDESHOW } from "~/ui/carousel/carousel-timings";
import { cardSlideSets, homeSections } from "~/modules/home/home-sections";
import { HomeFacilities, HomeHighlights, HomeNews, HomeSummaries } from "~/modules/home/ui/home-page-sections";
import { WelcomePopup } from "~/modules/home/ui/welcome-popup";
import { AdmissionsCall } from "~/modules/home/ui/admissions-call";
import { todayIn } from "~/kernel/dates";
import { getSiteSettings } from "~/modules/site/index.server";
import { db } from "~/kernel/database/connection";
import { HomeParentLinks } from "~/modules/home/ui/home-parent-links";
import type { PostSummary } from "~/modules/news";
import { loadLatestPosts } from "~/modules/news/index.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import type { PictureSource } from "~/kernel/media/variants";
import { useRootData } from "~/root";
import { loadPageWords } from "~/modules/pages/index.server";
import { usePageNote } from "~/modules/pages";
import { requestLanguage } from "~/kernel/request-path";

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
    loadSlideSets(
      ["HomeScreenMainSlides", "HomeScreenPopUpSlides", ...cardSlideSets(page.blocks)],
      requestLanguage(request),
    ),
    latestGalleryVideo(),
    loadLatestPosts(3, requestLanguage(request)),
  ]);
  // The page sends what it draws: no library thumbnails, and of a card's slide set only the first picture.
  // A popup past its last day (an event that is over) is not sent at all.
  const { popup } = homeSections(page.blocks);
  const popupEnded = !!popup?.until && popup.until < todayIn((await getSiteSettings(db())).timeZone);
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
      latestPosts: latestPosts.map(
        ({ id, slug, title, postDate, summary, pinned, cover, englishFields, shownIn }): PostSummary => ({
          id,
          slug,
          title,
          postDate,
          summary,
          pinned,
          englishFields,
          shownIn,
          ...(cover ? { cover: drawn([cover])[0] } : {}),
        }),
      ),
      mainSlides: drawn(mainSlides),
      popupSlides: drawn(popupSlides),
      slideSets,
      popupEnded,
    },
    { headers },
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const text = (value: string) => fillTokens(value, settings);
  const { page, preview, mainSlides, popupSlides, slideSets, video, latestPosts, popupEnded } = loaderData;
  const { highlights, summaries, tiles, popup, others } = homeSections(page.blocks);
  const chatHref = `https://wa.me/${settings.chatNumber.replace(/\D/g, "")}?text=${encodeURIComponent(text(CHAT_MESSAGE))}`;
  const { note, english } = usePageNote(page);
  return (
    <div className="home" {...english}>
      <PageMeta
        title={preview ? `Preview: ${page.title}` : page.title}
        description={page.description}
        path="/"
        noindex={preview}
      />
      {preview ? <PreviewNotice editorHref="/welcome/pages/home" /> : null}
      <SchoolStructuredData />
      {note}
      <AdmissionsCall settings={settings} />
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
      <HomeParentLinks />

      {highlights ? (
        <HomeHighlights
          highlights={highlights}
          slideSets={slideSets}
          mainSlides={mainSlides}
          video={video}
          settings={settings}
        />
      ) : null}
      {latestPosts.length ? <HomeNews posts={latestPosts} /> : null}
      {summaries ? <HomeSummaries summaries={summaries} settings={settings} /> : null}
      {tiles ? <HomeFacilities tiles={tiles} slideSets={slideSets} settings={settings} /> : null}

      {popup && !popupEnded ? (
        <WelcomePopup
          until={popup.until}
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

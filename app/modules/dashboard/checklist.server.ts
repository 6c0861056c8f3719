import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { config } from "~/kernel/config";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { SAMPLE_SETTING_GROUPS, isSampleSetting, type SampleSettingGroup } from "~/kernel/settings/samples";
import { sampleEventsLeft } from "~/modules/events/index.server";
import { samplePostsLeft } from "~/modules/news/index.server";
import { sampleGalleryLeft } from "~/modules/gallery/index.server";
import { sampleDocumentsLeft } from "~/modules/documents/index.server";
import { sampleRecordsLeft } from "~/modules/records/index.server";
import { placeholderSlidesLeft } from "~/modules/slides/index.server";
import { isSampleHomePopup } from "~/modules/pages/index.server";
import { isEmbedSet } from "~/ui/facade/embed-facade";
import type { ChecklistItem } from "./checklist";

const SETTING_ITEMS: Record<SampleSettingGroup, { label: string; hint: string }> = {
  facts: { label: "School facts", hint: "name, short name, year founded, students, teachers, acres" },
  look: { label: "Logo and colours", hint: "upload the school's logo; the colours are checked for contrast" },
  contact: { label: "Contact and address", hint: "phones, e-mails, chat number, address, central office" },
  social: {
    label: "Social links",
    hint: "Facebook, Instagram, LinkedIn, YouTube, alumni form; leave empty what you lack",
  },
  lines: { label: "Affiliation and registration lines", hint: "the two lines under the school's name" },
};

/**
 * The "Make the site yours" list, worked out from the data each time: an item is done once none of its
 * samples is left (a sample setting changed, a sample record replaced or deleted).
 */
export async function loadSiteChecklist(db: Kysely<Database>): Promise<ChecklistItem[]> {
  const settings = await getSiteSettings(db);
  const [slides, gallery, documents, news, events, committee, faculty, popup] = await Promise.all([
    placeholderSlidesLeft(db),
    sampleGalleryLeft(db),
    sampleDocumentsLeft(db),
    samplePostsLeft(db),
    sampleEventsLeft(db),
    sampleRecordsLeft(db, "committee"),
    sampleRecordsLeft(db, "faculty"),
    isSampleHomePopup(db),
  ]);
  const settingItems = (Object.keys(SETTING_ITEMS) as SampleSettingGroup[]).map((group) => {
    const left = SAMPLE_SETTING_GROUPS[group].filter((key) => isSampleSetting(settings, key)).length;
    return {
      key: group,
      ...SETTING_ITEMS[group],
      left,
      href: `/welcome/settings#settings-${group === "look" ? "logo" : SAMPLE_SETTING_GROUPS[group][0]}`,
    };
  });
  const counted = (key: string, label: string, left: number, href: string, hint: string) => ({
    key,
    label,
    left,
    href,
    hint,
  });
  return [
    ...settingItems,
    counted(
      "video",
      "Campus video",
      isEmbedSet(settings.videoUrl) ? 0 : 1,
      "/welcome/settings#settings-videoUrl",
      "until then parents see a still picture",
    ),
    counted("slides", "Home slides", slides, "/welcome/slides", "sample pictures in the carousels"),
    counted("gallery", "Gallery", gallery, "/welcome/gallery", "sample pictures"),
    counted("documents", "Documents", documents, "/welcome/documents", "sample PDFs to replace with the real files"),
    counted("news", "News", news, "/welcome/news/posts", "sample posts"),
    counted("events", "Events", events, "/welcome/events", "sample events"),
    counted("committee", "Committee", committee, "/welcome/committee", "sample members"),
    counted("faculty", "Faculty", faculty, "/welcome/faculty", "sample teachers"),
    counted("popup", "Welcome pop-up", popup ? 1 : 0, "/welcome/pages/home", "the home page's pop-up"),
    counted(
      "smtp",
      "E-mail sending",
      config().SMTP_URL ? 0 : 1,
      "/welcome/outbox",
      "the mail server the site sends through",
    ),
  ];
}

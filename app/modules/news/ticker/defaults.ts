import { addDays, formatDate } from "~/kernel/dates";
import type { News } from "./schema";
import type { ContentTranslations } from "~/kernel/i18n/content";

// The spec's default ticker texts; tokens are filled from the site settings. No date in them: a new install's
// sample ticker is dated from its day of install (sampleTicker), so it never announces a day long past.
export const DEFAULT_NEWS: Pick<News, "jobOpenings" | "latestEvent"> = {
  jobOpenings:
    "Job openings: we are hiring teachers and administrative staff for the new academic year. Send your CV to {email} or {email2}.",
  latestEvent:
    "Latest event: ground-breaking ceremony for the school modernisation project. Parents, alumni and well-wishers are warmly invited.",
};

/**
 * The sample ticker of a new install: the ground-breaking ceremony on its sample event's day, 12 days ahead, with
 * its Hindi and Telugu lines (dates written as each language writes them).
 */
export function sampleTicker(today: Date): Pick<News, "jobOpenings" | "latestEvent"> & {
  translations: ContentTranslations;
} {
  const iso = addDays(today.toISOString().slice(0, 10), 12);
  const day = formatDate(iso);
  const dayIn = (tag: string) =>
    new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return {
    jobOpenings: DEFAULT_NEWS.jobOpenings,
    latestEvent: `Coming up on ${day}: ground-breaking ceremony for the school modernisation project. Parents, alumni and well-wishers are warmly invited.`,
    translations: {
      hi: {
        jobOpenings:
          "नियुक्तियाँ: नए शैक्षणिक वर्ष के लिए हमें शिक्षकों और कार्यालय कर्मचारियों की आवश्यकता है। अपना बायोडेटा {email} या {email2} पर भेजें।",
        latestEvent: `${dayIn("hi-IN")} को: विद्यालय आधुनिकीकरण परियोजना का भूमि पूजन समारोह। अभिभावक, पूर्व छात्र और सभी शुभचिंतक सादर आमंत्रित हैं।`,
      },
      te: {
        jobOpenings: "ఉద్యోగ అవకాశాలు: కొత్త విద్యా సంవత్సరానికి ఉపాధ్యాయులు, కార్యాలయ సిబ్బంది కావాలి. మీ బయోడేటాను {email} లేదా {email2} కు పంపండి.",
        latestEvent: `${dayIn("te-IN")} న: పాఠశాల ఆధునికీకరణ పనులకు శంకుస్థాపన కార్యక్రమం. తల్లిదండ్రులు, పూర్వ విద్యార్థులు, శ్రేయోభిలాషులు అందరికీ సాదర ఆహ్వానం.`,
      },
    },
  };
}

import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { catalogueFor } from "~/kernel/i18n/catalogues.server";
import { languageByCode, pathInLanguage } from "~/kernel/i18n/languages";
import { createTranslator, ENGLISH } from "~/kernel/i18n/translate";
import { enqueueAcknowledgement, isDeliverableAddress, oneLine } from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import type { AdmissionApplicationRow } from "./tables";

/** What the acknowledgement needs besides the application: the language she submitted in and the school's facts. */
export type AcknowledgementFacts = { language: string; schoolName: string; phone: string; origin: string };

/** The parent's words in her language (the application's), from the site's catalogue. */
export function parentTranslator(code: string) {
  const language = languageByCode(code) ?? ENGLISH;
  return createTranslator(language, catalogueFor(language.code));
}

/**
 * The acknowledgement of a submitted application, queued in the submission's transaction in the language she
 * submitted in (decision 144). As for every public form's acknowledgement (decision 114), nothing typed goes in:
 * only the application number, the school's facts and the status page's address in her language.
 */
export async function acknowledgeApplication(
  trx: Transaction<Database>,
  application: AdmissionApplicationRow,
  facts: AcknowledgementFacts,
) {
  if (!isDeliverableAddress(application.email)) return null;
  const { t, language } = parentTranslator(application.language);
  const values = { number: application.number, school: facts.schoolName, phone: facts.phone };
  const statusPath = `/admissions/status?number=${encodeURIComponent(application.number)}`;
  return enqueueAcknowledgement(trx, {
    to: application.email,
    subject: oneLine(t("apply.ack.subject", values), 200),
    ...renderMail({
      schoolName: facts.schoolName,
      lang: language.tag,
      heading: t("apply.ack.heading"),
      paragraphs: [
        t("apply.ack.thanks", values),
        t("apply.ack.next"),
        ...(facts.phone ? [t("ack.phone", values)] : []),
      ],
      action: facts.origin
        ? { label: t("apply.submitted.status"), url: `${facts.origin}${pathInLanguage(language.code, statusPath)}` }
        : undefined,
      footer: t("apply.ack.footer"),
    }),
  });
}

import { db } from "~/kernel/database/connection";
import type { AuditActor } from "~/kernel/audit.server";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { enabledLanguages } from "~/kernel/i18n/languages";
import type { SiteSettings } from "~/kernel/settings/schema";
import { createAlert, deleteAlert, endAlert, saveMailingList, updateAlert } from "./commands.server";
import { deepFreeze, heldUntilChangedOrDue } from "~/kernel/database/held-until-changed";
import { findAlert, listAlertsForOffice, loadBanner, readMailingList } from "./queries.server";
import type { AlertInput, MailingList } from "./schema";

// The dashboard's and the page frame's calls, on the request's own database.

// The banner is read once and held until the alerts change or the next one starts or ends (decision 148); the page
// frame and the render cache ask the same held answer.
const heldBanner = () =>
  heldUntilChangedOrDue(db(), "banner-alerts", async (at) => {
    const answer = await loadBanner(db(), at);
    return { value: deepFreeze(answer), changesAt: answer.changesAt };
  });

/** The banner's alerts for the page frame. */
export const loadBannerAlerts = async () => (await heldBanner()).alerts;

/** When the next alert starts or ends: cached pages live no longer than that. */
export const nextBannerChange = async () => (await heldBanner()).changesAt;

export async function loadAlertsForOffice() {
  const database = db();
  const [alerts, settings, mailingList] = await Promise.all([
    listAlertsForOffice(database),
    getSiteSettings(database),
    readMailingList(database),
  ]);
  return { alerts, ...formSettings(settings), mailingList, schoolEmail: settings.email };
}

/** What the alert form needs of the settings: the school's clock and the languages switched on. */
const formSettings = (settings: SiteSettings) => ({
  timeZone: settings.timeZone,
  languages: enabledLanguages(settings.languages).map(({ code }) => code),
});

export async function loadAlertForOffice(id: number) {
  const database = db();
  const alert = await findAlert(database, id);
  if (!alert) return undefined;
  return { alert, ...formSettings(await getSiteSettings(database)) };
}

export const createAlertFromDashboard = (input: AlertInput, actor: AuditActor) => createAlert(db(), input, actor);
export const updateAlertFromDashboard = (id: number, input: AlertInput, actor: AuditActor) =>
  updateAlert(db(), id, input, actor);

export const endAlertFromDashboard = (id: number, actor: AuditActor) => endAlert(db(), id, actor);
export const deleteAlertFromDashboard = (id: number, actor: AuditActor) => deleteAlert(db(), id, actor);
export const saveMailingListFromDashboard = (list: MailingList, actor: AuditActor) =>
  saveMailingList(db(), list, actor);

import { useT, usePageLanguage, useLocalPath } from "~/ui/i18n";
import type { BannerAlert } from "../schema";

/**
 * The alerts showing now, above the header of every page, each in the page's language (the English text, marked
 * as English, where there is no translation yet). An emergency is role="alert", the others role="status", so a
 * screen reader announces them. Only information may be hidden: a check box styled as a button hides it without
 * script (app.css, :has), and the site's script remembers the choice per alert in this browser.
 */
export function AlertBanner({ alerts }: { alerts: BannerAlert[] }) {
  const t = useT();
  const { code } = usePageLanguage().translator.language;
  const localPath = useLocalPath();
  if (alerts.length === 0) return null;
  return (
    <div className="alert-banners">
      {alerts.map((alert) => {
        const translated = alert.texts[code];
        const text = translated ?? alert.texts.en;
        const href = alert.link.startsWith("/") ? localPath(alert.link) : alert.link;
        const hideId = `alert-${alert.id}-hide`;
        return (
          <div
            key={alert.id}
            className={`alert-banner alert-banner--${alert.severity}`}
            data-alert-id={alert.severity === "information" ? alert.id : undefined}
          >
            <div className="alert-banner__inner">
              <p className="alert-banner__text" role={alert.severity === "emergency" ? "alert" : "status"}>
                <strong className="alert-banner__label">{t(`alert.${alert.severity}`)}: </strong>
                <span lang={translated === undefined && code !== "en" ? "en" : undefined}>{text}</span>
                {href ? (
                  <>
                    {" "}
                    <a className="alert-banner__link" href={href}>
                      {t("alert.more")}
                    </a>
                  </>
                ) : null}
              </p>
              {alert.severity === "information" ? (
                <>
                  <input type="checkbox" id={hideId} className="alert-banner__hide-box" />
                  <label htmlFor={hideId} className="alert-banner__hide">
                    {t("alert.hide")}
                  </label>
                </>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

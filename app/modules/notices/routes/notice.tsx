import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/notice";
import { PageMeta } from "~/ui/page-meta";
import { useLocalPath, useT } from "~/ui/i18n";
import { useUntranslated } from "~/ui/content/untranslated-note";
import { pagePath } from "~/kernel/request-path";
import { db } from "~/kernel/database/connection";
import { NOTICE_PATHS, type NoticeKind } from "../content";
import { currentNotice, listNoticeVersions, noticeVersion } from "../notices.server";
import { NoticeText } from "../ui/notice-text";

// The privacy notice (/privacy) and the accessibility statement (/accessibility): text generated from the settings,
// stored as a version whenever it changes; ?version=N shows an earlier one as it was.

export async function loader({ request }: Route.LoaderArgs) {
  const kind: NoticeKind = pagePath(request).toLowerCase() === NOTICE_PATHS.privacy ? "privacy" : "accessibility";
  const current = await currentNotice(db(), kind);
  const asked = new URL(request.url).searchParams.get("version");
  let shown = current;
  if (asked !== null && asked !== String(current.version)) {
    const version = /^[1-9]\d{0,8}$/.test(asked) ? await noticeVersion(db(), kind, Number(asked)) : undefined;
    if (!version) throw data(null, { status: 404 });
    shown = version;
  }
  return { kind, shown, current: current.version, versions: await listNoticeVersions(db(), kind) };
}

const day = (iso: string) => iso.slice(0, 10);

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { kind, shown, current, versions } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const { note, english } = useUntranslated();
  const path = NOTICE_PATHS[kind];
  const title = t(kind === "privacy" ? "notice.privacy.title" : "notice.accessibility.title");
  const old = shown.version !== current;
  return (
    <article className="page notice-page">
      <PageMeta
        title={old ? `${title} (${shown.version})` : title}
        description={kind === "privacy" ? t("notice.privacy.description") : t("notice.accessibility.description")}
        path={path}
        noindex={old}
      />
      <header className="page-head">
        <h1>{title}</h1>
        <p className="notice-version">
          {t("notice.version", { version: String(shown.version), date: day(shown.createdAt) })}
        </p>
        {old ? (
          <p className="notice-old" role="note">
            {t("notice.oldVersion")} <Link to={localPath(path)}>{t("notice.currentVersion")}</Link>
          </p>
        ) : null}
      </header>
      {note}
      <div {...english}>
        <NoticeText kind={kind} document={shown.document} />
      </div>
      {versions.length > 1 ? (
        <section className="notice-section" aria-labelledby="notice-versions">
          <h2 id="notice-versions">{t("notice.versions")}</h2>
          <ul>
            {versions.map(({ version, createdAt }) => (
              <li key={version}>
                <Link
                  to={`${localPath(path)}?version=${version}`}
                  aria-current={version === shown.version ? "page" : undefined}
                >
                  {t("notice.version", { version: String(version), date: day(createdAt) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

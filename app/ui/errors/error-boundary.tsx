import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Translator } from "~/kernel/i18n/translate";
import { useLocalPath, usePageLanguage } from "../i18n";

// One error screen for the whole site: a handler per HTTP status, used by the root and by each
// dashboard section (there it replaces only the section, keeping the navigation around it).

export type StatusHandler = (info: { status: number; data: unknown }) => ReactNode;

type Props = {
  error: unknown;
  /** Replaces the default text of a status (for example a section's own 404 sentence). */
  statusHandlers?: Record<number, StatusHandler>;
  /** Where the "go on" link leads: the home page, or the dashboard home inside a section. */
  home?: { href: string; label: string };
  /** The heading level: h1 for a whole page, h2 inside a dashboard section. */
  headingLevel?: 1 | 2;
  showStack?: boolean;
};

/** Seconds to wait, from the answer's data ({ retryAfterSeconds }) or its text ("... 42 seconds"). */
function waitOf(data: unknown): number | undefined {
  if (typeof data === "object" && data !== null && "retryAfterSeconds" in data) {
    const seconds = Number((data as { retryAfterSeconds: unknown }).retryAfterSeconds);
    if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  if (typeof data === "string") {
    const match = /(\d+)\s*seconds?/i.exec(data);
    if (match) return Number(match[1]);
  }
  return undefined;
}

type Words = { heading: string; text: string };

function tooManyWords(t: Translator["t"], data: unknown): Words {
  const wait = waitOf(data);
  const text = !wait
    ? t("error.tooMany.text")
    : wait < 90
      ? t("error.tooMany.wait", { seconds: wait })
      : t("error.tooMany.waitMinutes", { minutes: Math.ceil(wait / 60) });
  return { heading: t("error.tooMany.heading"), text };
}

/** The default words of a status, in the page's language. */
function defaultWords(t: Translator["t"], status: number | undefined, data: unknown): Words {
  if (status === 403) return { heading: t("error.notAllowed.heading"), text: t("error.notAllowed.text") };
  if (status === 404) return { heading: t("error.notFound.heading"), text: t("error.notFound.text") };
  if (status === 429) return tooManyWords(t, data);
  return { heading: t("error.server.heading"), text: t("error.server.text") };
}

export function GeneralErrorBoundary({ error, statusHandlers = {}, home, headingLevel = 1, showStack = false }: Props) {
  const { t } = usePageLanguage().translator;
  const localPath = useLocalPath();
  const goOn = home ?? { href: localPath("/"), label: t("error.home") };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  let body: ReactNode;
  if (isRouteErrorResponse(error)) {
    const own = statusHandlers[error.status];
    const fallback = defaultWords(t, error.status, error.data);
    body = own ? (
      own({ status: error.status, data: error.data })
    ) : (
      <>
        <Heading tabIndex={-1}>{fallback.heading}</Heading>
        <p>{fallback.text}</p>
      </>
    );
  } else {
    const fallback = defaultWords(t, undefined, undefined);
    body = (
      <>
        <Heading tabIndex={-1}>{fallback.heading}</Heading>
        <p>{fallback.text}</p>
      </>
    );
  }
  const stack = showStack && error instanceof Error ? error.stack : undefined;
  return (
    <div className="error-page" role={headingLevel === 2 ? "alert" : undefined}>
      {body}
      <p>
        <a className="button" href={goOn.href}>
          {goOn.label}
        </a>
      </p>
      {stack ? <pre className="error-stack">{stack}</pre> : null}
    </div>
  );
}

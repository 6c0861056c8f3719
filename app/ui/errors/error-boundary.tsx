import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";

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

const minutesText = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

const DEFAULTS: Record<number, (data: unknown) => { heading: string; text: string }> = {
  403: () => ({ heading: "Not allowed", text: "Your account cannot open this." }),
  404: () => ({
    heading: "Page not found",
    text: "We could not find the page you asked for. It may have moved, or the address may be mistyped.",
  }),
  429: (data) => {
    const wait = waitOf(data);
    return {
      heading: "Too many tries",
      text: wait
        ? `Too many requests in a short time. Please wait ${minutesText(wait)} and try again.`
        : "Too many requests in a short time. Please wait a minute and try again.",
    };
  },
};

const SERVER_ERROR = {
  heading: "Something went wrong",
  text: "Sorry, this page could not be shown just now. Please try again in a moment.",
};

export function GeneralErrorBoundary({
  error,
  statusHandlers = {},
  home = { href: "/", label: "Go to the home page" },
  headingLevel = 1,
  showStack = false,
}: Props) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  let body: ReactNode;
  if (isRouteErrorResponse(error)) {
    const own = statusHandlers[error.status];
    const fallback = (DEFAULTS[error.status] ?? (() => SERVER_ERROR))(error.data);
    body = own ? (
      own({ status: error.status, data: error.data })
    ) : (
      <>
        <Heading tabIndex={-1}>{fallback.heading}</Heading>
        <p>{fallback.text}</p>
      </>
    );
  } else {
    body = (
      <>
        <Heading tabIndex={-1}>{SERVER_ERROR.heading}</Heading>
        <p>{SERVER_ERROR.text}</p>
      </>
    );
  }
  const stack = showStack && error instanceof Error ? error.stack : undefined;
  return (
    <div className="error-page" role={headingLevel === 2 ? "alert" : undefined}>
      {body}
      <p>
        <a className="button" href={home.href}>
          {home.label}
        </a>
      </p>
      {stack ? <pre className="error-stack">{stack}</pre> : null}
    </div>
  );
}

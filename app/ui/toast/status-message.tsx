import { useEffect, useRef, useState } from "react";

export type StatusTone = "success" | "error" | "info";

type Props = {
  tone: StatusTone;
  message: string | null | undefined;
  /** Changes when the same message is shown again, so it is announced again. */
  id?: string | number;
  className?: string;
  /** Moves focus to the message when it appears, success too (an outcome shown after a redirect). */
  focus?: boolean;
};

/**
 * The page's answer to an action, in place of alert(): a live region that screen readers announce
 * (politely for success, at once for errors) and people can dismiss. Rendered by the server too, so
 * a form posted without JavaScript shows it in the returned page.
 */
export function StatusMessage({ tone, message, id, className, focus = false }: Props) {
  const [dismissed, setDismissed] = useState<string | number | undefined>(undefined);
  const key = `${id ?? ""}:${message ?? ""}`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A failed save moves attention to its reason; success stays where the person is.
    if (message && (tone === "error" || focus)) ref.current?.focus({ preventScroll: false });
  }, [key, message, tone, focus]);
  const visible = Boolean(message) && dismissed !== key;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
      className={`status-message status-${tone}${visible ? "" : " is-empty"}${className ? ` ${className}` : ""}`}
    >
      {visible ? (
        <>
          <span>{message}</span>
          <button
            type="button"
            className="status-dismiss"
            aria-label="Dismiss message"
            onClick={() => setDismissed(key)}
          >
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { stayClear } from "./stay-clear";
import { useT } from "../i18n";

/** The floating WhatsApp link of the home page; it steps aside while it would cover a heading, field or button. */
export function ChatLink({ href }: { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const t = useT();
  useEffect(() => (ref.current ? stayClear(ref.current) : undefined), []);
  return (
    <a ref={ref} className="chat-link floating-button" href={href} target="_blank" rel="noopener">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-6c-.2-.1-1.4-.7-1.6-.8s-.4-.1-.5.1-.6.8-.8.9-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.2.1-.1 0-.3 0-.4l-.7-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6a2.4 2.4 0 0 0 1.6-1.1 2 2 0 0 0 .1-1.1c0-.1-.2-.2-.5-.3Z"
        />
      </svg>
      <span className="visually-hidden">{t("chat.label")}</span>
    </a>
  );
}

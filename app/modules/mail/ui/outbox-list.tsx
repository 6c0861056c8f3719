import { Form } from "react-router";
import { Link } from "~/ui/link";
import { When } from "~/ui/when";
import type { OutboxStatus } from "../../../../db/schema";
import type { listOutbox } from "../outbox.server";

type OutboxMessage = Awaited<ReturnType<typeof listOutbox>>["rows"][number];

export const OUTBOX_STATUSES: OutboxStatus[] = ["waiting", "sending", "sent", "failed"];
export const STATUS_TEXT: Record<OutboxStatus, string> = {
  waiting: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
const PURPOSE_TEXT: Record<string, string> = {
  notification: "Office notification",
  acknowledgement: "Acknowledgement",
  reply: "Reply",
  password_reset: "Password reset",
  security_notice: "Security notice",
  digest: "Daily digest",
};

/** All messages, or those in one state, each tab with its count. */
export function OutboxTabs({ status, counts }: { status: OutboxStatus | null; counts: Record<OutboxStatus, number> }) {
  return (
    <nav className="inbox-tabs" aria-label="Message states">
      <Link to="/welcome/outbox" aria-current={!status ? "page" : undefined} className="button button--ghost">
        All
      </Link>
      {OUTBOX_STATUSES.map((s) => (
        <Link
          key={s}
          to={`/welcome/outbox?status=${s}`}
          aria-current={status === s ? "page" : undefined}
          className="button button--ghost"
        >
          {STATUS_TEXT[s]} <span className="count-badge">{counts[s]}</span>
        </Link>
      ))}
    </nav>
  );
}

/** One message: its state, subject, purpose and times, the mail server's last answer, and Send again. */
export function OutboxItem({ row }: { row: OutboxMessage }) {
  return (
    <li className={`outbox-item outbox-item--${row.status}`}>
      <p className="outbox-item__top">
        <span className={`status-badge status-badge--mail-${row.status}`}>{STATUS_TEXT[row.status]}</span>{" "}
        <strong>{row.subject}</strong>
      </p>
      <p className="outbox-item__meta">
        {PURPOSE_TEXT[row.purpose] ?? row.purpose} to {row.to_address} · queued <When iso={row.created_at} />
        {row.sent_at ? (
          <>
            {" "}
            · sent <When iso={row.sent_at} />
          </>
        ) : null}
        {row.status === "waiting" && row.attempts > 0 ? (
          <>
            {` · ${row.attempts} attempt${row.attempts === 1 ? "" : "s"}, next `}
            <When iso={row.next_attempt_at} />
          </>
        ) : null}
        {row.inbox_item_id ? (
          <>
            {" · "}
            <Link to={`/welcome/inbox/${row.inbox_item_id}`}>item</Link>
          </>
        ) : null}
      </p>
      {row.last_error && row.status !== "sent" ? (
        <p className="outbox-item__error">Mail server answered: {row.last_error}</p>
      ) : null}
      {row.status === "failed" || (row.status === "waiting" && row.attempts > 0) ? (
        <Form method="post">
          <input type="hidden" name="intent" value="send-again" />
          <input type="hidden" name="id" value={String(row.id)} />
          <button type="submit" className="button button--ghost">
            Send again
          </button>
        </Form>
      ) : null}
    </li>
  );
}

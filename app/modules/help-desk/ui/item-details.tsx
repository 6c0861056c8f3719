import { Link } from "~/ui/link";
import { When } from "~/ui/when";
import type { getHelpDeskItem } from "../help-desk.server";
import { INBOX_STATUS_LABELS } from "../kinds";
import { PhoneLink } from "~/ui/phone-link";

type HelpDeskItem = NonNullable<Awaited<ReturnType<typeof getHelpDeskItem>>>;

const FIELD_LABELS: Record<string, string> = {
  studentName: "Student",
  parentName: "Parent",
  occupation: "Occupation",
  address: "Address",
  presentSchool: "Present school",
  admissionSought: "Class sought",
  daycareRequest: "Day care",
  remarks: "Remarks",
  donorName: "Donor",
  total: "Total (Rs.)",
  subject: "Subject",
  message: "Message",
};

function sourceDetails(source: Record<string, unknown> | null): [string, string][] {
  if (!source) return [];
  const rows: [string, string][] = [];
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const value = source[key];
    if (value === null || value === undefined || value === "") continue;
    if (key === "daycareRequest") rows.push([label, Number(value) ? "Yes" : "No"]);
    else rows.push([label, String(value)]);
  }
  if (typeof source.items === "string") {
    try {
      const items = JSON.parse(source.items) as { name: string; quantity: number }[];
      rows.push(["Items", items.map((item) => `${item.name} × ${item.quantity}`).join(", ")]);
    } catch {
      // an unreadable list is left out
    }
  }
  return rows;
}

// A message without a mail server waits in the outbox: the history says so rather than "e-mailed".
const MAIL_STATE_WORDS: Record<string, string> = {
  waiting: "waiting to be sent",
  sending: "being sent",
  sent: "sent",
  failed: "could not be sent",
};

const EVENT_TEXT: Record<string, string> = {
  received: "Received from the website",
  note: "Note",
  reply: "Reply by e-mail",
  status: "Status changed to",
  assign: "Assigned to",
  deleted: "Moved to the trash",
  restored: "Restored from the trash",
};

/** Who sent the item and what their form said, unless the retention period has erased it. */
export function ItemSender({ item, source }: { item: HelpDeskItem["item"]; source: HelpDeskItem["source"] }) {
  return (
    <div className="card help-desk-detail__from">
      <h3>From</h3>
      {item.erased_at ? (
        <p>The personal data of this item was erased after the retention period.</p>
      ) : (
        <dl>
          <dt>Name</dt>
          <dd>{item.name}</dd>
          {item.email ? (
            <>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${item.email}?subject=${encodeURIComponent(item.reference)}`}>{item.email}</a>
              </dd>
            </>
          ) : null}
          {item.phone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <PhoneLink number={item.phone} />
              </dd>
            </>
          ) : null}
          {sourceDetails(source).map(([label, value]) => (
            <div key={label} className="dl-row">
              <dt>{label}</dt>
              <dd className="preserve-lines">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** What happened to the item, oldest first, with the state of each e-mail sent. */
export function ItemHistory({ events, mails }: { events: HelpDeskItem["events"]; mails: HelpDeskItem["mails"] }) {
  const mailState = (id: number | null) => mails.find((mail) => mail.id === id);
  return (
    <ol className="item-history">
      {events.map((event) => {
        const mail = mailState(event.outbox_id);
        return (
          <li key={event.id} className={`item-history__entry item-history__entry--${event.event}`}>
            <p className="item-history__head">
              <strong>
                {EVENT_TEXT[event.event] ?? event.event}
                {event.event === "status" && event.body
                  ? ` ${INBOX_STATUS_LABELS[event.body as "new"] ?? event.body}`
                  : ""}
                {event.event === "assign" && event.body ? ` ${event.body}` : ""}
              </strong>{" "}
              <span>
                {event.actor_name ?? event.actor_userid ?? ""} · <When iso={event.created_at} />
              </span>
              {mail ? (
                <span className={`status-badge status-badge--mail-${mail.status}`}>
                  {MAIL_STATE_WORDS[mail.status]}
                </span>
              ) : null}
            </p>
            {(event.event === "note" || event.event === "reply") && event.body ? (
              <p className="preserve-lines">{event.body}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export function ItemMails({ mails }: { mails: HelpDeskItem["mails"] }) {
  return (
    <>
      <h3>E-mails about this item</h3>
      <ul className="item-mails">
        {mails.map((mail) => (
          <li key={mail.id}>
            <span className={`status-badge status-badge--mail-${mail.status}`}>{MAIL_STATE_WORDS[mail.status]}</span>{" "}
            {mail.purpose} {"to "}
            {mail.to_address}: {mail.subject}
            {mail.status === "failed" && mail.last_error ? ` (server answered: ${mail.last_error})` : ""}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/welcome/outbox">Open the outbox</Link>
      </p>
    </>
  );
}

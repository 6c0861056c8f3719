import { STEP_NAMES, type MessageStep } from "../messages";

// The messages an application was sent, with where each stands: sent, waiting (no mail server yet, or a retry),
// failed with the server's answer, or never queued because the parent's address cannot be sent to.

type SentMessage = { id: number; step: string; createdAt: string; state: string; lastError: string | null };

const STATE_TEXT: Record<string, string> = {
  sent: "sent",
  waiting: "waiting in the outbox",
  sending: "being sent",
  failed: "not delivered",
  not_sent: "not sent: the parent's e-mail address cannot be written to",
  deleted: "removed from the outbox",
};

export function SentMessages({ messages, offerLetterUrl }: { messages: SentMessage[]; offerLetterUrl?: string }) {
  return (
    <>
      <h3>Messages to the parent</h3>
      {offerLetterUrl ? (
        <p>
          <a href={offerLetterUrl} download>
            Offer letter (PDF)
          </a>
        </p>
      ) : null}
      {messages.length === 0 ? <p className="empty-note">No messages yet.</p> : null}
      <ul className="admission-messages-sent">
        {messages.map((message) => (
          <li key={message.id} data-state={message.state}>
            {message.createdAt.slice(0, 16).replace("T", " ")}:{" "}
            {STEP_NAMES[message.step as MessageStep] ?? message.step} — {STATE_TEXT[message.state] ?? message.state}
            {message.state === "failed" && message.lastError ? ` (${message.lastError})` : ""}
            {message.state === "waiting" || message.state === "failed" ? (
              <>
                {" "}
                <a href="/welcome/outbox">Outbox</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

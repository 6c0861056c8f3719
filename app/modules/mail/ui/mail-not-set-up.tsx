import { Link } from "~/ui/link";

/** The one plain warning while no mail server is set up: what waits, and what to do about it. */
export function MailNotSetUp({ waiting, outboxLink = true }: { waiting: number; outboxLink?: boolean }) {
  const messages = waiting === 1 ? "1 message is" : `${waiting} messages are`;
  return (
    <div className="notice mail-not-set-up" role="status">
      <p>
        <strong>{`E-mail is not set up: ${messages} waiting.`}</strong>
      </p>
      <p>
        The site has no mail server to send through, so replies to parents, acknowledgements and password-reset links
        wait here and nobody receives them. Ask whoever looks after the server to give the site the school&apos;s mail
        server (its address, user name and password, as the setting <code>SMTP_URL</code>) and to restart the site. The
        waiting messages then go out by themselves; until then, answer parents by phone.
        {outboxLink ? (
          <>
            {" "}
            <Link to="/welcome/outbox?status=waiting">See the waiting messages</Link>.
          </>
        ) : null}
      </p>
    </div>
  );
}

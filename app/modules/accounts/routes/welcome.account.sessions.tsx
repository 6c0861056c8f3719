import { data, Form, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { When } from "~/ui/when";
import { PageMeta } from "~/ui/page-meta";
import { recordAudit } from "~/kernel/audit.server";
import { requireAdminPage } from "~/modules/accounts/guard.server";
import { describeBrowser } from "~/modules/accounts/user-agent";
import { endSessions, listSessions } from "~/modules/accounts/session.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.account.sessions";
import { SectionErrorBoundary } from "~/modules/dashboard";

const PATH = "/welcome/account/sessions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const sessions = await listSessions(db(), user.id, user.sessionId);
  return { sessions: sessions.map((session) => ({ ...session, browser: describeBrowser(session.userAgent) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const form = await request.formData();
  const actor = user.actor;
  const sessionId = String(form.get("session") ?? "");
  if (form.get("intent") === "end-others") {
    const ended = await endSessions(db(), user.id, { allExcept: user.sessionId });
    await recordAudit(db(), actor, {
      action: "sessions_ended",
      entity: "admin_user",
      entityKey: user.userid,
      after: { ended },
    });
    return redirectWithFlash(request, PATH, { tone: "ok", text: `Signed out ${ended} other session(s).` });
  }
  if (!sessionId || sessionId === user.sessionId)
    return data({ message: "Use Logout to end this session." }, { status: 400 });
  const ended = await endSessions(db(), user.id, { sessionId });
  await recordAudit(db(), actor, {
    action: "session_ended",
    entity: "admin_user",
    entityKey: user.userid,
    after: { ended },
  });
  return redirectWithFlash(request, PATH, {
    tone: "ok",
    text: ended ? "That session was signed out." : "That session had already ended.",
  });
}

export default function Sessions() {
  const { sessions } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="dashboard-panel" aria-labelledby="sessions-heading">
      <PageMeta title="My sessions" description="Administration." path={PATH} noindex />
      <h2 id="sessions-heading">Where I am signed in</h2>
      <p className="hint">
        <Link to="/welcome/account">My password</Link> ·{" "}
        <Link to="/welcome/account/two-factor">Two-factor sign-in</Link>
      </p>
      <p>If you see a browser or place you do not know, sign it out and change your password.</p>
      <ul className="session-list" aria-label="Active sessions">
        {sessions.map((session) => (
          <li key={session.id} className="card session-card">
            <p>
              <strong>{session.browser}</strong>
              {session.current ? <span className="badge"> This browser</span> : null}
            </p>
            <p>
              Address {session.ip ?? "unknown"} · started <When iso={session.createdAt} /> · last seen{" "}
              <When iso={session.lastSeenAt} />
            </p>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end" />
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" className="button button--secondary" disabled={busy}>
                  Sign out this session
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="button" disabled={busy}>
            Sign out all other sessions
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

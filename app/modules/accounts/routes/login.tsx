import type { PageHandle } from "~/behaviours/names";
import { redirect, useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { requestInfoContext } from "~/kernel/context";
import { LOGIN_TEXT, LoginForm } from "~/modules/accounts/ui/login-form";
import { attemptLogin } from "~/modules/accounts/login.server";
import { mustEnrolTwoFactor } from "~/modules/accounts/two-factor.server";
import { safeRedirectTarget, TWO_FACTOR_SETUP_PATH } from "~/modules/accounts/guard.server";
import { loginSchema } from "~/modules/accounts/schema";
import { readSession, readSessionToken, serializeSessionCookie } from "~/modules/accounts/session.server";
import { flashHeader } from "~/kernel/flash.server";
import { RefusedError } from "~/kernel/errors";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { logger } from "~/kernel/logger";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/login";

// No React: the sign-in form's checks and busy state are the `login-form` module.
export const handle: PageHandle = { behaviours: ["login-form"] };

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  // Already signed in: straight on to where the user was going.
  if (await readSession(db(), readSessionToken(request.headers.get("cookie")))) throw redirect(redirectTo);
  return { redirectTo, loggedOut: url.searchParams.has("loggedOut") };
}

// The sign-in form posts here, with and without JavaScript: the same checks and sign-in as POST /api/login.
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (JSON, garbage) is answered like an empty form, not with a server error.
  return formAction(request, async (form) => {
    const redirectTo = safeRedirectTarget(String(form.get("redirectTo") ?? ""));
    const login = parseSubmission(loginSchema, {
      userid: String(form.get("userid") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    const result = await attemptLogin(db(), login, {
      ip: context.get(requestInfoContext).clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      previousToken: readSessionToken(request.headers.get("cookie")),
    }).catch((err: unknown) => {
      // A fault is not the visitor's mistake: the form says so and can be sent again.
      logger.error({ err }, "login failed");
      throw new RefusedError(500, LOGIN_TEXT.failed);
    });
    const secure = new URL(request.url).protocol === "https:";
    if (result.ok) {
      // An administrator who must use two-factor sign-in and has not set it up goes to set it up first.
      const target = (await mustEnrolTwoFactor(db(), result.user)) ? TWO_FACTOR_SETUP_PATH : redirectTo;
      const headers = new Headers({ "Set-Cookie": serializeSessionCookie(result.token, secure) });
      const flash = await flashHeader(request, { tone: "ok", text: LOGIN_TEXT.success }, result.token);
      for (const [name, value] of new Headers(flash)) headers.append(name, value);
      return redirect(target, { headers });
    }
    if (result.reason === "second_factor")
      return redirect(`/Login/two-factor?${new URLSearchParams({ redirectTo })}`, {
        headers: { "Set-Cookie": serializeSessionCookie(result.token, secure) },
      });
    if (result.reason === "locked") throw new RefusedError(429, result.message);
    throw new RefusedError(401, LOGIN_TEXT.invalid);
  });
}

export default function Page() {
  const { redirectTo, loggedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="page login-page">
      <PageMeta
        title="Login"
        description="Sign-in for the {school} office: news, gallery, slides and records."
        path="/Login"
      />
      <div className="login-card">
        <h1>Login</h1>
        <p className="login-intro">For school office staff. Sign in to manage records, news and media.</p>
        <LoginForm
          redirectTo={redirectTo}
          result={result}
          notice={loggedOut ? "You have been signed out." : undefined}
        />
        <p className="login-forgot">
          <a href="/forgot-password">Forgot password?</a>
        </p>
      </div>
    </section>
  );
}

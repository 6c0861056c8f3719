import type { PageHandle } from "~/behaviours/names";
import { data, Form, redirectDocument, useActionData, useLoaderData, useNavigation } from "react-router";
import { LOGO_MAX_BYTES, LOGO_MESSAGE, storeLogo } from "~/modules/site/index.server";
import { saveSiteSettings } from "~/modules/site/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { adminUserSchema } from "~/modules/accounts/schema";
import { siteSettingsFields } from "~/kernel/settings/schema";
import { z } from "zod";
import { finishFirstRunSetup, isSetupPending, isSetupToken } from "~/modules/accounts/setup.server";
import { parseForm } from "~/kernel/validation";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { createAdminUser } from "~/modules/accounts/users.server";
import { db } from "~/kernel/database/connection";
import { FirstAdminFields, LookFields, SchoolFields, setupField } from "~/modules/accounts/ui/setup-fields";
import type { Route } from "./+types/setup";
import { timeZoneOptions } from "~/kernel/time-zones";
import { finishSignIn } from "~/modules/accounts/login.server";
import { readSessionToken, serializeSessionCookie } from "~/modules/accounts/session.server";
import { mustEnrolTwoFactor } from "~/modules/accounts/two-factor.server";
import { TWO_FACTOR_SETUP_PATH } from "~/modules/accounts/guard.server";
import { flashHeader } from "~/kernel/flash.server";
import { marksPageWithReact, requestInfoContext } from "~/kernel/context";

export const SETUP_DONE_MESSAGE =
  "Welcome! Your school's website is set up and you are signed in. Everything can be changed under Site settings.";

// Ships React: the first-run form's checks.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

/** The first-run setup form: the school's facts and look, and the first administrator. */
const setupSchema = siteSettingsFields
  .pick({
    schoolName: true,
    shortName: true,
    tagline: true,
    affiliationLine: true,
    registrationLine: true,
    phone: true,
    phone2: true,
    email: true,
    email2: true,
    address: true,
    brandPrimary: true,
    brandAccent: true,
    timeZone: true,
  })
  .extend({
    token: z.string().max(200).default(""),
    userid: adminUserSchema.shape.userid,
    displayName: adminUserSchema.shape.displayName,
    adminEmail: adminUserSchema.shape.email,
    password: adminUserSchema.shape.password,
    confirmPassword: z.string({ error: "Please repeat the password" }).max(200),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "The two passwords do not match",
    path: ["confirmPassword"],
  });

// The token in this page's address never leaves it (strict-origin sends only the origin), while the page's
// own posts still carry a real Origin: with no-referrer they carried "null" and were refused (decision 116).
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin" };
}

export function meta() {
  return [{ title: "Set up your school's website" }, { name: "robots", content: "noindex" }];
}

const STARTING_CHOICES = new Set(["brandPrimary", "brandAccent", "timeZone"]);

type Refusal = { refused: "done" | "token" };

export async function loader({ request }: Route.LoaderArgs) {
  if (!isSetupPending()) throw data<Refusal>({ refused: "done" }, 403);
  const token = new URL(request.url).searchParams.get("token");
  if (!isSetupToken(token)) throw data<Refusal>({ refused: "token" }, 403);
  const settings = await getSiteSettings(db());
  return { token: token!, settings, timeZones: timeZoneOptions() };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSetupPending()) throw data<Refusal>({ refused: "done" }, 403);
  // A refusal comes back with the typed values (never the passwords or the file).
  return formAction(request, async (form) => {
    if (!isSetupToken(String(form.get("token") ?? ""))) throw data<Refusal>({ refused: "token" }, 403);
    const parsed = parseForm(setupSchema, form);
    const fields: Record<string, string> = parsed.ok ? {} : { ...parsed.fields };
    const logo = form.get("logo");
    let logoUrl: string | undefined;
    if (logo instanceof File && logo.size > 0) {
      if (logo.size > LOGO_MAX_BYTES) fields.logo = LOGO_MESSAGE;
      else if (parsed.ok) {
        logoUrl = await storeLogo(Buffer.from(await logo.arrayBuffer()));
        if (!logoUrl) fields.logo = LOGO_MESSAGE;
      }
    }
    if (!parsed.ok || Object.keys(fields).length > 0) throw new RefusedError(400, FIX_FIELDS, fields);

    const input = parsed.data;
    const current = await getSiteSettings(db());
    const { token: _token, userid, displayName, adminEmail, password, confirmPassword: _confirm, ...school } = input;
    await saveSiteSettings(db(), { ...current, ...school, ...(logoUrl ? { logoUrl } : {}) });
    const admin = await createAdminUser(
      db(),
      { userid, displayName, role: "admin", password, email: adminEmail },
      { id: null, userid: "setup" },
    );
    finishFirstRunSetup();
    // The new administrator is signed in at once, in a fresh session, and a new document opens (not a
    // navigation inside this one, which would keep this page's referrer policy).
    const signIn = await finishSignIn(db(), admin, {
      ip: context.get(requestInfoContext).clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      previousToken: readSessionToken(request.headers.get("cookie")),
    });
    if (!signIn.ok) throw redirectDocument("/Login");
    const secure = new URL(request.url).protocol === "https:";
    const headers = new Headers({ "Set-Cookie": serializeSessionCookie(signIn.token, secure) });
    const welcome = await flashHeader(request, { tone: "ok", text: SETUP_DONE_MESSAGE }, signIn.token);
    for (const [name, value] of new Headers(welcome)) headers.append(name, value);
    const target = (await mustEnrolTwoFactor(db(), admin)) ? TWO_FACTOR_SETUP_PATH : "/welcome";
    throw redirectDocument(target, { headers });
  });
}

export default function SetupPage() {
  const { token, settings, timeZones } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = result?.fields ?? {};
  // The school's own words start empty (examples are placeholders, so no sample is published by mistake);
  // only the colours and the time zone start from a working choice.
  const value = (name: string, fallback = "") =>
    result?.values[name] ?? (STARTING_CHOICES.has(name) ? String(settings[name as keyof typeof settings]) : fallback);
  const field = setupField(errors, value);
  return (
    <section className="page page--narrow setup-page">
      <h1>Set up your school&apos;s website</h1>
      <p className="lead">
        Five minutes: the school&apos;s name and contacts, its colours and logo, and the first administrator. You can
        change everything later under Site settings.
      </p>
      {Object.keys(errors).length > 0 ? (
        <p className="form-status form-status--error" role="alert">
          Please correct the highlighted fields.
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="public-form setup-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <SchoolFields field={field} />
        <LookFields field={field} value={value} errors={errors} timeZones={timeZones} />
        <FirstAdminFields field={field} busy={busy} />
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = (error as { data?: Refusal })?.data?.refused;
  return (
    <section className="page page--narrow setup-page">
      <h1>{refused === "done" ? "This website is already set up" : "Setup link needed"}</h1>
      {refused === "done" ? (
        <p>
          The first administrator has been created. <a href="/Login">Sign in</a> to change the school&apos;s details
          under Site settings.
        </p>
      ) : (
        <p>
          To set up this new website, open the one-time setup link the server printed on its console when it started (it
          looks like <code>/setup?token=…</code>). Restarting the server prints a new one.
        </p>
      )}
    </section>
  );
}

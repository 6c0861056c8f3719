import {
  data as answer,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import behaviourScripts from "virtual:behaviour-scripts";
import { BEHAVIOURS, type PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/root";
import { GeneralErrorBoundary } from "~/ui/errors/error-boundary";
import { SiteLayout } from "~/ui/layout/site-layout";
import { ThemeStyle } from "~/ui/layout/theme-style";
import { SiteDataContext } from "~/ui/site-data";
import { learnShownPhones, type ShownPhones } from "~/kernel/phone-shown";
import { CALLBACK_FORM_ACTION, CallbackForm } from "~/modules/contact";
import { VisitorCounter } from "~/modules/visitors";
import { AlertBanner } from "~/modules/alerts";
import { DASHBOARD_LAYOUT_ROUTE } from "~/modules/dashboard";
import { BEHAVIOUR_LOADER } from "~/ui/behaviour-loader";
import { logoSource } from "~/kernel/settings/default-logo";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { requestInfoContext, shipsReactContext } from "~/kernel/context";
import { serverOnlyOf, withServerOnly } from "~/kernel/server-only-data";
import { publicOrigin, requestLanguage } from "~/kernel/request-path";
import { enabledLanguages, languageByCode } from "~/kernel/i18n/languages";
import { catalogueFor } from "~/kernel/i18n/catalogues.server";
import { createTranslator, ENGLISH_CATALOGUE, type Catalogue } from "~/kernel/i18n/translate";
import { PageLanguageContext, usePageLanguage, useT } from "~/ui/i18n";
import { ShipsReactContext } from "~/ui/link";
import { loadSiteShell } from "~/site-shell.server";
import stylesheet from "~/styles/app.css?url";
import dashboardStylesheet from "~/styles/dashboard.css?url";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { nonce } = context.get(requestInfoContext);
  const { frameVersion, ...shell } = await loadSiteShell(request);
  // The address decides the language; one the office has not switched on is no page at all.
  const language = requestLanguage(request);
  const languages = enabledLanguages(shell.settings.languages).map(({ code }) => code);
  if (!languages.includes(language)) throw answer(null, { status: 404 });
  // English is in the browser bundle already; another language's words are only for its page's server render (a
  // page in another language never ships React), so they stay out of the page's serialised data.
  const messages = language === "en" ? undefined : catalogueFor(language);
  const data = { nonce, origin: publicOrigin(request), ...shell, language, languages };
  // A page without React draws it all on the server and sends none of it (React Router serialises loader data for
  // every page, 11 KB here); a page with React, or the browser's own fetch of data, takes it along.
  const travels = context.get(shipsReactContext) || new URL(request.url).pathname.endsWith(".data");
  if (travels) return withServerOnly(data, { messages, frameVersion } satisfies RootServerOnly);
  return withServerOnly({} as Partial<typeof data>, { messages, frameVersion, hidden: data } satisfies RootServerOnly);
}

type RootServerOnly = { messages?: Catalogue; frameVersion: string; hidden?: RootData };
export type RootData = {
  nonce: string;
  origin: string;
  language: string;
  languages: string[];
} & Omit<Awaited<ReturnType<typeof loadSiteShell>>, "frameVersion">;

/** The root loader's data, wherever it travels: in the page's data, or on the server alone for a page without React. */
function rootDataOf(data: object | undefined) {
  return serverOnlyOf<RootServerOnly>(data)?.hidden ?? (data as RootData | undefined);
}

export function useRootData() {
  return rootDataOf(useRouteLoaderData<typeof loader>("root"));
}

/** What the root loader gave the server render alone (undefined in the browser). */
function useRootServerOnly() {
  return serverOnlyOf<RootServerOnly>(useRouteLoaderData<typeof loader>("root"));
}

/**
 * Whether the page ships React (a matched route's handle asks for it: the dashboard, sign-in and setup),
 * and otherwise which small modules it needs: every public page has `site` (the menu, scroll-to-top, visitor
 * count and footer form); a route's handle names the rest (carousel, popup, dialogs, a page's own form).
 */
function usePageScripts() {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as PageHandle);
  if (handles.some((handle) => handle.hydrate)) return { hydrate: true, behaviours: [] };
  const named = matches.flatMap(({ handle, loaderData: data }) => {
    const { behaviours = [] } = (handle ?? {}) as PageHandle;
    return typeof behaviours === "function" ? (data ? behaviours(data as never) : []) : behaviours;
  });
  const wanted = new Set(["site", ...named]);
  return { hydrate: false, behaviours: BEHAVIOURS.filter((name) => wanted.has(name)) };
}

/** The page's language from the root loader (English on a page drawn without it, such as a refused language). */
function usePageLanguageOf(data: RootData | undefined, serverOnly: RootServerOnly | undefined, hydrate: boolean) {
  const language = languageByCode(data?.language ?? "en") ?? languageByCode("en")!;
  const languages = (data?.languages ?? ["en"]).map((code) => languageByCode(code)!).filter(Boolean);
  // Only pages without React have addresses in other languages (the dashboard and sign-in are English).
  return {
    translator: createTranslator(language, serverOnly?.messages ?? ENGLISH_CATALOGUE),
    languages: hydrate ? languages.slice(0, 1) : languages,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const serverOnly = useRootServerOnly();
  // Numbers formatted on the server, learned before any part of the page shows one (app/kernel/phone-shown.ts).
  for (const match of useMatches())
    learnShownPhones(((match.id === "root" ? data : match.loaderData) as { phones?: ShownPhones } | null)?.phones);
  const { hydrate, behaviours } = usePageScripts();
  if (hydrate && serverOnly?.hidden)
    throw new Error("A page with React needs its root data: give its route `middleware = [marksPageWithReact]`.");
  const pageLanguage = usePageLanguageOf(data, serverOnly, hydrate);
  const { code, dir } = pageLanguage.translator.language;
  // Marks a page with React once hydration has committed (its buttons answer from then on), as the loader marks a
  // page without React once its modules ran: browser tests wait for one or the other before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page without React has one inline script, allowed by its hash, so no nonce: caches in front may keep it (server/render-cache.ts).
  const nonce = hydrate ? data?.nonce : undefined;
  return (
    <html lang={code} dir={dir} className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.settings.brandPrimary ?? "#7a1f1f"} />
        {/* Marks that scripts run, so menus can start closed without hiding them from no-JS readers. */}
        {hydrate ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.className='js'" }} />
        ) : null}
        <Meta />
        <link rel="stylesheet" href={stylesheet} />
        {/* The dashboard's and sign-in pages' styles: those pages all ship React; a page without it never needs them. */}
        {hydrate ? <link rel="stylesheet" href={dashboardStylesheet} /> : null}
        {/* The tab's icon is the school's logo: the default one inline (public/favicon.svg is the same picture). */}
        <link rel="icon" href={logoSource(data?.settings.logoUrl ?? "")} />
        <Links />
        {/* After the stylesheet, so the school's colours win over its defaults. */}
        {data?.settings ? <ThemeStyle primary={data.settings.brandPrimary} accent={data.settings.brandAccent} /> : null}
      </head>
      <body>
        <SiteDataContext
          value={{
            settings: data?.settings ?? DEFAULT_SITE_SETTINGS,
            origin: data?.origin ?? "",
            sampleKeys: data?.sampleKeys,
            signedIn: data?.signedIn,
          }}
        >
          <PageLanguageContext value={pageLanguage}>
            <ShipsReactContext value={hydrate}>{children}</ShipsReactContext>
          </PageLanguageContext>
        </SiteDataContext>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script
            data-modules={behaviours.map((name) => behaviourScripts[name]).join(" ")}
            dangerouslySetInnerHTML={{ __html: BEHAVIOUR_LOADER }}
          />
        )}
      </body>
    </html>
  );
}

/** The site's frame with the footer's features filled in. */
function Frame({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const t = useT();
  const { code } = usePageLanguage().translator.language;
  const { pathname, search } = useLocation();
  // The call-back page shows the same form in its body (see routes/forms.callback.tsx).
  const onCallbackPage = [CALLBACK_FORM_ACTION, `/${code}${CALLBACK_FORM_ACTION}`].includes(pathname.toLowerCase());
  // Everything the header, menu and footer are drawn from (~/ui/drawn-once), on the server alone.
  const frameVersion = useRootServerOnly()?.frameVersion;
  const frameKey = frameVersion
    ? [
        frameVersion,
        code,
        data?.origin,
        pathname + search,
        data?.signedIn ? "signed-in" : "",
        data?.sampleKeys?.join(","),
        new Date().getFullYear(),
      ].join("|")
    : undefined;
  return (
    <SiteLayout
      alertBanner={<AlertBanner alerts={data?.alerts ?? []} />}
      menu={data?.menu ?? []}
      news={data?.news}
      callbackForm={onCallbackPage ? <p>{t("footer.callbackAbove")}</p> : <CallbackForm />}
      visitorCounter={<VisitorCounter initialCount={data?.visitorCount ?? 0} />}
      frameKey={frameKey}
      footerKey={frameKey && `${frameKey}|${data?.visitorCount ?? 0}`}
    >
      {children}
    </SiteLayout>
  );
}

export default function App() {
  // The dashboard draws its own frame (header, sections); the public ticker and call-back footer have no place there.
  const inDashboard = useMatches().some((match) => match.id === DASHBOARD_LAYOUT_ROUTE);
  const onSetup = useLocation().pathname.toLowerCase() === "/setup";
  if (inDashboard) return <Outlet />;
  // The first-run setup stands alone: the sample school's header and footer would only confuse.
  if (onSetup)
    return (
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = t(
    status === 404 ? "error.notFound.heading" : status === 403 ? "error.notAllowed.heading" : "error.server.heading",
  );
  return (
    <Frame>
      <title>{title}</title>
      <section className="page">
        <GeneralErrorBoundary error={error} showStack={import.meta.env.DEV} />
      </section>
    </Frame>
  );
}

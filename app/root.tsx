import {
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
import { CALLBACK_FORM_ACTION, CallbackForm } from "~/modules/contact";
import { VisitorCounter } from "~/modules/visitors";
import { BEHAVIOUR_LOADER } from "~/ui/behaviour-loader";
import { logoSource } from "~/kernel/settings/default-logo";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { requestInfoContext } from "~/kernel/context";
import { publicOrigin } from "~/kernel/request-path";
import { loadSiteShell } from "~/site-shell.server";
import stylesheet from "~/styles/app.css?url";
import dashboardStylesheet from "~/styles/dashboard.css?url";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { nonce } = context.get(requestInfoContext);
  return { nonce, origin: publicOrigin(request), ...(await loadSiteShell(request)) };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
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

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { hydrate, behaviours } = usePageScripts();
  // Marks a page with React once hydration has committed (its buttons answer from then on), as the loader marks a
  // page without React once its modules ran: browser tests wait for one or the other before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page without React has one inline script, allowed by its hash, so no nonce: caches in front may keep it (server/render-cache.ts).
  const nonce = hydrate ? data?.nonce : undefined;
  return (
    <html lang="en" className="no-js">
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
          }}
        >
          {children}
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
  // The call-back page shows the same form in its body (see routes/forms.callback.tsx).
  const onCallbackPage = useLocation().pathname.toLowerCase() === CALLBACK_FORM_ACTION;
  return (
    <SiteLayout
      menu={data?.menu ?? []}
      news={data?.news}
      callbackForm={onCallbackPage ? <p>Please use the form above.</p> : <CallbackForm />}
      visitorCounter={<VisitorCounter initialCount={data?.visitorCount ?? 0} />}
    >
      {children}
    </SiteLayout>
  );
}

export default function App() {
  // The first-run setup stands alone: the sample school's header and footer would only confuse.
  if (useLocation().pathname.toLowerCase() === "/setup")
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status === 403 ? "Not allowed" : "Something went wrong";
  return (
    <Frame>
      <title>{title}</title>
      <section className="page">
        <GeneralErrorBoundary error={error} showStack={import.meta.env.DEV} />
      </section>
    </Frame>
  );
}

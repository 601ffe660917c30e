// First, in a chunk of its own: evaluated before the framework chunk (see the module).
import "./lib/react-dom-errors";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { InstantRestoration } from "~/components/site/instant-restoration";
import { SeoHead } from "~/components/site/seo-head";
import { buttonClass } from "~/components/ui/button";
import { ForbiddenNotice } from "~/components/ui/forbidden-notice";
import { catalogues } from "./i18n";
import { langContext } from "./i18n/context";
import { DEFAULT_LANG, langFromPath, langInfo, localizePath } from "./i18n/lang";
import { EARLY_TAPS_SCRIPT } from "./lib/early-taps";
import { isForbiddenBody } from "./lib/forbidden";
import { useNonce } from "./lib/nonce";
import type { RootData } from "./lib/site-views";
import { getRoot } from "./root.server";
import { answerUnavailable } from "./server/unavailable.server";
import { siteFontFaces, useSiteFont } from "./site-font";

/**
 * The request's language, decided once from its path and handed down through the router context;
 * then, around everything else, a 5xx caused by a part away (the database, storage, a full disk)
 * becomes a 503 with Retry-After (app/server/unavailable.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    context.set(langContext, langFromPath(new URL(request.url).pathname));
  },
  answerUnavailable,
];

export function loader({ context }: Route.LoaderArgs) {
  return data(getRoot(context.get(langContext)));
}

/**
 * The root's only datum is the language, decided by the path: it is re-read only when a
 * navigation changes language (or after a form submission), so that a failed data request of
 * a page lands in that page's own boundary, inside the site's shell, not here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined
    ? defaultShouldRevalidate
    : langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const lang = rootData?.lang ?? DEFAULT_LANG;
  // The site font: never swapped into a painted page (decision 036).
  useSiteFont();
  // Public pages hydrate after their first paint (decision 008): this mark tells the end-to-end
  // tests (tests/e2e/fixtures.ts) that the page now answers clicks.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={langInfo(lang).htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0433c8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <Meta />
        <SeoHead />
        <Links />
        {/* Keeps the taps that plain HTML cannot serve before hydration (lib/early-taps.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input in it */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        {/* The site font's faces without JavaScript; with it, see useSiteFont. */}
        <noscript>
          <style>{siteFontFaces}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
        <InstantRestoration />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: errors that no route boundary caught. */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useRouteLoaderData<RootData>("root")?.lang ?? DEFAULT_LANG;
  const t = catalogues[lang];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A back-office page the account's role may not open (the admin guard refuses before any loader).
  if (isRouteErrorResponse(error) && error.status === 403 && isForbiddenBody(error.data))
    return <ForbiddenNotice body={error.data} />;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? t.notFound.title : t.error.title}</h1>
      <p className="mt-4 text-slate-600">{notFound ? t.notFound.text : t.error.text}</p>
      <a className={buttonClass({ size: "lg", className: "mt-8" })} href={localizePath("/", lang)}>
        {t.notFound.home}
      </a>
    </main>
  );
}

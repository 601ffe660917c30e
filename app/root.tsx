import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { catalogues } from "./i18n";
import { type Lang, langFromPath } from "./i18n/lang";
import { useNonce } from "./lib/nonce";

export function loader({ request }: Route.LoaderArgs) {
  return data({ lang: langFromPath(new URL(request.url).pathname) });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData("root") as { lang: Lang } | undefined;
  const nonce = useNonce();
  return (
    <html lang={rootData?.lang ?? "vi"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0433c8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
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
  const rootData = useRouteLoaderData("root") as { lang: Lang } | undefined;
  const t = catalogues[rootData?.lang ?? "vi"];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{notFound ? t.notFound.title : t.error.title}</h1>
      <p className="mt-4 text-slate-600">{notFound ? t.notFound.text : t.error.text}</p>
      <a className="mt-8 inline-block rounded-lg bg-primary px-5 py-3 font-semibold text-white" href="/">
        {t.notFound.home}
      </a>
    </main>
  );
}

import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { NotFound } from "~/components/site/not-found";
import { buttonClass } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { useLang, useT } from "~/i18n";
import { langContext } from "~/i18n/context";
import type { Route } from "./+types/layout";
import { getPublicLayout } from "./layout.server";

// Not needed for the first paint: split out of the first-load JavaScript (decision 008).
const ContactWidget = deferred(() => import("~/components/site/contact-widget").then((m) => m.ContactWidget));
const TranslationOverlay = deferred(() =>
  import("~/components/site/translation-overlay").then((m) => m.TranslationOverlay),
);

export async function loader({ context }: Route.LoaderArgs) {
  return data(await getPublicLayout(context.get(langContext)));
}

/**
 * The shell's data (menu, contacts) does not change with the page: it is not fetched again on
 * each navigation, so a page whose data fails to load shows its error inside header and footer.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

function Bare({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="min-h-screen">
      {children}
    </main>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ContactWidget />
    </div>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell>
      <Outlet />
      {loaderData.machineTranslation && loaderData.lang === "en" && <TranslationOverlay />}
    </Shell>
  );
}

/** Errors of public pages render inside the site's shell; a 404 shows the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  // A request refused before the layout's loader ran (a POST to a page without an action: 405)
  // has no shell data: its message stands alone rather than failing in the header.
  const Frame = useRouteLoaderData(`${useLang()}/layout`) ? Shell : Bare;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  // A refused request (4xx) is the client's doing: no log line for it.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <Frame>
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t.error.title}</h1>
        <p className="mt-4 text-slate-600">{t.error.text}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass({ size: "lg", className: "mt-8" })}
        >
          {t.error.retry}
        </button>
      </section>
    </Frame>
  );
}

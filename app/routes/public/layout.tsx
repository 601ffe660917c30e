import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunction, useRouteError } from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { NotFound } from "~/components/site/not-found";
import { buttonClass } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { useT } from "~/i18n";
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  console.error(error);
  return (
    <Shell>
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
    </Shell>
  );
}

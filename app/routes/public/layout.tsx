import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { NavigationProgress } from "~/components/site/navigation-progress";
import { NotFound } from "~/components/site/not-found";
import { useSlowNavigation } from "~/components/site/use-slow-navigation";
import { buttonClass } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { useLang, useT } from "~/i18n";
import { langContext } from "~/i18n/context";
import { skeletonPageOf } from "~/lib/page-skeletons";
import type { Route } from "./+types/layout";
import { getPublicLayout } from "./layout.server";

// Not needed for the first paint: split out of the first-load JavaScript (decision 008).
const ContactWidget = deferred(() => import("~/components/site/contact-widget").then((m) => m.ContactWidget));
// Only where machine translation is on (off by default): requested when rendered (decision 034).
const TranslationOverlay = deferred(
  () => import("~/components/site/translation-overlay").then((m) => m.TranslationOverlay),
  { when: "rendered" },
);
// Needed only once a navigation turns out slow: its chunks (a dozen, with the skeletons of every
// kind of page) load at idle time after the page's load, not with the hydration scripts (decision 034).
const PageSkeleton = deferred(() => import("~/components/site/page-skeleton").then((m) => m.PageSkeleton), {
  when: "idle",
});

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

/**
 * A slow navigation shows the top bar and, when it leads to another kind of page
 * that has a skeleton, that skeleton in place of the page being left. Between pages of one kind
 * (filters, the next page, the next article) the page shows its own skeleton and keeps its header.
 */
function usePendingSkeleton() {
  const slow = useSlowNavigation();
  const { pathname } = useLocation();
  const target = slow ? skeletonPageOf(slow.pathname) : null;
  return { slow: slow !== null, skeleton: target !== skeletonPageOf(pathname) ? target : null };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const pending = usePendingSkeleton();
  return (
    <Shell>
      <NavigationProgress active={pending.slow} />
      {pending.skeleton ? <PageSkeleton page={pending.skeleton} /> : <Outlet />}
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

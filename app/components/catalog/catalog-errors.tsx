import { isRouteErrorResponse, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { useLang, useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { parseListingQuery } from "~/lib/catalog-query";
import { resolveListingView } from "~/lib/catalog-routes";
import type { ListingNotFound, ListingPageView } from "~/lib/catalog-views";
import { errorMessage } from "~/lib/error-message";
import { listingShell } from "~/lib/listing-shell";
import type { SiteLayoutData } from "~/lib/site-views";
import { NotFound } from "../site/not-found";
import { Button, buttonClass } from "../ui/button";
import { StateMessage } from "../ui/state-message";
import { ListingFilters } from "./listing-filters";
import { ListingHeader } from "./listing-header";
import { rememberedLabel, rememberedListing } from "./listing-memory";

function reload() {
  window.location.reload();
}

/** Product list: unknown or hidden department/category (404), or a failure to load the list. */
export function ListingErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(catalogMessages);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const notFound = error.data as Partial<ListingNotFound> | null;
    // A page past the list's end: the site's own 404 page.
    if (notFound?.missing === "page") return <NotFound />;
    const texts = notFound?.missing === "category" ? t.categoryNotFound : t.departmentNotFound;
    const back = notFound?.back ?? "/departments";
    return (
      <div className="px-4 py-20 sm:px-6">
        <StateMessage heading="h1" title={texts.title} text={texts.text}>
          <Link to={back} className={buttonClass({ size: "lg" })}>
            {back.startsWith("/departments/") ? t.categoryNotFound.backToDepartment : texts.back}
          </Link>
        </StateMessage>
      </div>
    );
  }
  return <ListingLoadFailure error={error} />;
}

/**
 * A failure to load the list shows inside the page: its header and filters stay (as far as they
 * are known without the data), the message and the retry take the cards' place.
 */
function ListingLoadFailure({ error }: { error: unknown }) {
  const t = useMessages(catalogMessages);
  const location = useLocation();
  const layout = useRouteLoaderData<SiteLayoutData>(`${useLang()}/layout`);
  // The list's last data, when the failed load was a change of its own filters or page: the
  // router's when it kept it, else the last list this tab showed (and the names it offered).
  const last = (useMatches().at(-1)?.data as { listing?: ListingPageView } | undefined)?.listing ?? rememberedListing();
  const view = resolveListingView(location.pathname) ?? { kind: "all", basePath: "/products" };
  const shell = listingShell(
    view,
    parseListingQuery(new URLSearchParams(location.search)),
    layout?.departments ?? [],
    last,
    rememberedLabel,
  );
  return (
    <>
      <ListingHeader listing={shell} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <ListingFilters view={shell.view} filters={shell.filters} options={shell.options} />
        <StateMessage tone="error" title={t.error.title} text={errorMessage(error, t.error.fallback)}>
          <Button size="lg" onClick={reload}>
            {t.error.retry}
          </Button>
        </StateMessage>
      </div>
    </>
  );
}

/**
 * Product detail: 'Sản phẩm không tồn tại hoặc đã bị ẩn' (404, or 410 for a deleted product) or a
 * failure to load, each with a way on.
 */
export function ProductErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(catalogMessages);
  const missing = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return (
    <div className="px-4 py-20 sm:px-6">
      <StateMessage
        heading="h1"
        tone={missing ? "neutral" : "error"}
        title={missing ? t.productNotFound.title : t.productError.title}
        text={missing ? t.productNotFound.text : errorMessage(error, t.productError.fallback)}
      >
        <Link to="/products" className={buttonClass({ size: "lg" })}>
          {t.productNotFound.back}
        </Link>
        <Button variant="outline" size="lg" onClick={reload}>
          {t.productNotFound.retry}
        </Button>
      </StateMessage>
    </div>
  );
}

import { isRouteErrorResponse, useRouteError } from "react-router";
import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import type { ListingNotFound } from "~/lib/catalog-views";
import { errorMessage } from "~/lib/error-message";
import { NotFound } from "../site/not-found";
import { Button, buttonClass } from "../ui/button";
import { StateMessage } from "../ui/state-message";

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
  return (
    <div className="px-4 py-20 sm:px-6">
      <StateMessage heading="h1" tone="error" title={t.error.title} detail={errorMessage(error, t.error.fallback)}>
        <Button size="lg" onClick={reload}>
          {t.error.retry}
        </Button>
      </StateMessage>
    </div>
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
        text={missing ? t.productNotFound.text : undefined}
        detail={missing ? undefined : errorMessage(error, t.productError.fallback)}
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

import { isRouteErrorResponse, useRouteError } from "react-router";
import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import type { ListingNotFound } from "~/lib/catalog-views";
import { errorMessage } from "~/lib/error-message";
import { CatalogMessage, outlineButtonClass, primaryButtonClass } from "./catalog-message";

function reload() {
  window.location.reload();
}

/** Product list: unknown or hidden department/category (404), or a failure to load the list. */
export function ListingErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(catalogMessages);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const notFound = error.data as Partial<ListingNotFound> | null;
    const texts = notFound?.missing === "category" ? t.categoryNotFound : t.departmentNotFound;
    const back = notFound?.back ?? "/departments";
    return (
      <div className="px-4 py-20 sm:px-6">
        <CatalogMessage heading="h1" title={texts.title} text={texts.text}>
          <Link to={back} className={primaryButtonClass}>
            {back.startsWith("/departments/") ? t.categoryNotFound.backToDepartment : texts.back}
          </Link>
        </CatalogMessage>
      </div>
    );
  }
  return (
    <div className="px-4 py-20 sm:px-6">
      <CatalogMessage heading="h1" tone="error" title={t.error.title} detail={errorMessage(error, t.error.fallback)}>
        <button type="button" onClick={reload} className={primaryButtonClass}>
          {t.error.retry}
        </button>
      </CatalogMessage>
    </div>
  );
}

/** Product detail: 'Sản phẩm không tồn tại hoặc đã bị ẩn' (404) or a failure to load, each with a way on. */
export function ProductErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(catalogMessages);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="px-4 py-20 sm:px-6">
      <CatalogMessage
        heading="h1"
        tone={missing ? "neutral" : "error"}
        title={missing ? t.productNotFound.title : t.productError.title}
        text={missing ? t.productNotFound.text : undefined}
        detail={missing ? undefined : errorMessage(error, t.productError.fallback)}
      >
        <Link to="/products" className={primaryButtonClass}>
          {t.productNotFound.back}
        </Link>
        <button type="button" onClick={reload} className={outlineButtonClass}>
          {t.productNotFound.retry}
        </button>
      </CatalogMessage>
    </div>
  );
}

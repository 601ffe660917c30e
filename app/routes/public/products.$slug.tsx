import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { ProductDescription } from "~/components/catalog/product-description";
import { ProductDocuments } from "~/components/catalog/product-documents";
import { ProductPhotos } from "~/components/catalog/product-photos";
import { RegulatoryFacts } from "~/components/catalog/regulatory-facts";
import { SpecificationsTable } from "~/components/catalog/specifications-table";
import { useQuoteRequests, useSiteOrigin } from "~/components/site/site-data";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { JsonLd } from "~/components/ui/json-ld";
import { Section } from "~/components/ui/section";
import { catalogues, langOfMatches, useMessages, useT } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { quoteFormHref } from "~/lib/quotes/quote-links";
import { productLd, regulatoryProperties } from "~/lib/structured-data";
import type { Route } from "./+types/products.$slug";
import { getProductPage } from "./products.$slug.server";

// Below the fold and used by few: split out of the first-load JavaScript (decision 008).
const ShareButtons = deferred(() => import("~/components/catalog/share-buttons").then((m) => m.ShareButtons));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(await getProductPage(params.slug, url, context.get(langContext)));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const messages = catalogues[langOfMatches(matches)];
  const catalogTexts = catalogMessages[langOfMatches(matches)];
  if (!loaderData) {
    return [
      { title: messages.meta.pageTitle(catalogTexts.productNotFound.title) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { product, meta: pageMeta } = loaderData;
  return [
    { title: messages.meta.pageTitle(`${product.name} – ${product.department.name}`) },
    { name: "description", content: pageMeta.description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: pageMeta.description },
    ...(pageMeta.image ? [{ property: "og:image", content: pageMeta.image }] : []),
  ];
}

const badgeClass = "inline-flex rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide";

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, pageUrl } = loaderData;
  const messages = useT();
  const t = useMessages(catalogMessages);
  const { department, category } = product;
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  // With quote requests on, the button opens the request form with this product named.
  // The request records this page as the one it was sent from (?from=).
  const contactHref = useQuoteRequests() ? quoteFormHref({ product: product.slug, from: pathname }) : "/contact";
  // One view per opening in a browser, counted by a keepalive request after load, as an
  // article's: a cached page still counts, crawlers that run no script do not.
  const productId = loaderData.id;
  useEffect(() => {
    const body = new URLSearchParams({ id: String(productId) });
    fetch("/api/product-views", { method: "POST", body, keepalive: true }).catch(() => undefined);
  }, [productId]);
  return (
    <>
      <JsonLd
        data={productLd(
          {
            name: product.name,
            description: loaderData.meta.description,
            category: product.category.name,
            images: product.photos.map((photo) => photo.image.src),
            brand: product.brands[0]?.name ?? null,
            path: pathname,
            properties: regulatoryProperties(product.regulatory, t.detail),
            countryOfOrigin: product.countryOfOrigin,
          },
          origin,
        )}
      />
      <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
        <Breadcrumb
          items={[
            { label: t.productsCrumb, to: "/departments" },
            { label: department.name, to: `/departments/${department.slug}` },
            { label: category.name, to: `/departments/${department.slug}/${category.slug}` },
            { label: product.name },
          ]}
        />

        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <ProductPhotos photos={product.photos} noImage={messages.product.noImage} />

          <div>
            <ul className="flex flex-wrap gap-2" aria-label={`${t.detail.department}, ${t.detail.category}`}>
              <li>
                <Link
                  to={`/departments/${department.slug}`}
                  className={`${badgeClass} bg-primary text-white hover:bg-primary-700`}
                >
                  <span className="sr-only">{t.detail.department}: </span>
                  {department.name}
                </Link>
              </li>
              <li>
                <Link
                  to={`/departments/${department.slug}/${category.slug}`}
                  className={`${badgeClass} bg-primary-50 text-primary ring-1 ring-primary-100 hover:bg-primary-100`}
                >
                  <span className="sr-only">{t.detail.category}: </span>
                  {category.name}
                </Link>
              </li>
            </ul>

            {product.brands.length > 0 && (
              <p className="mt-5 text-sm text-slate-600">
                <span className="font-semibold">{t.detail.brands}: </span>
                {product.brands.map((brand, index) => (
                  <span key={brand.id}>
                    {index > 0 && ", "}
                    <Link
                      to={`/products?brand=${encodeURIComponent(brand.id)}`}
                      title={t.detail.viewBrand(brand.name)}
                      className="font-bold text-primary hover:underline"
                    >
                      {brand.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}

            <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{product.name}</h1>

            {product.description && (
              <Section id="description-heading" look="unheaded" title={t.detail.description} className="mt-6">
                <ProductDescription text={product.description} />
              </Section>
            )}

            {product.features.length > 0 && (
              <Section id="features-heading" look="minor" title={t.detail.features} className="mt-8">
                <ul className="mt-3 space-y-2">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex gap-3 rounded-lg bg-primary-50/60 px-4 py-2.5 text-slate-800">
                      <span aria-hidden="true" className="font-bold text-primary">
                        ✓
                      </span>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </Section>
            )}

            <div className="mt-8 rounded-2xl border border-slate-200 p-5">
              <p className="text-slate-600">{t.detail.contactIntro}</p>
              <Link to={contactHref} className={buttonClass({ size: "lg", className: "mt-4" })}>
                {t.detail.contact}
              </Link>
              <div className="mt-6 border-t border-slate-200 pt-5">
                <ShareButtons url={pageUrl} title={product.name} />
              </div>
            </div>
          </div>
        </div>

        <RegulatoryFacts facts={product.regulatory} countryOfOrigin={product.countryOfOrigin} className="mt-10" />

        {product.specifications.length > 0 && (
          <Section id="specifications-heading" look="detail" title={t.detail.specifications} className="mt-14">
            <div className="mt-5">
              <SpecificationsTable specifications={product.specifications} labelledBy="specifications-heading" />
            </div>
          </Section>
        )}

        <ProductDocuments documents={loaderData.documents} requestHref={contactHref} />
      </article>
    </>
  );
}

export { ProductErrorBoundary as ErrorBoundary } from "~/components/catalog/catalog-errors";

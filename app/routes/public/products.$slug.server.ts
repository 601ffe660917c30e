/** A product's page: the product in one language, its canonical URL and share image. */
import { data, redirect } from "react-router";
import { type Lang, localizePath, pick } from "~/i18n/lang";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { namedLink, type ProductDetailView } from "~/lib/catalog-views";
import { documentFileNames, documentPath, type PublicDocumentView } from "~/lib/documents";
import { galleryAlt, largestPicture, type ProductPhotoView } from "~/lib/product-gallery";
import { brandId } from "~/lib/slugify";
import { imageView, shorten } from "~/lib/views";
import { previewUrlOf } from "~/server/services/documents.server";
import {
  findVisibleProductSlugByPrefix,
  getVisibleProductBySlug,
  type ProductDetail,
} from "~/server/services/products.server";
import { findProductRedirect } from "~/server/services/redirects.server";
import { absoluteSiteUrl } from "~/server/site-url.server";

/**
 * Every photo of the page in one language: the product's image, then its gallery's,
 * each with the file a plain link opens. A photo without alt text is named by the product and its place.
 */
export function productPhotoViews(product: ProductDetail, name: string, lang: Lang): ProductPhotoView[] {
  const texts = catalogMessages[lang].detail;
  const main = product.image ? [{ ...product.image, alt: name }] : [];
  const gallery = (product.gallery ?? []).map((photo, index) => ({
    ...photo,
    alt: galleryAlt(photo, lang === "en", texts.photoAlt(name, main.length + index + 1)),
  }));
  return [...main, ...gallery].flatMap((photo) => {
    const image = imageView(photo.url, photo, photo.alt);
    return image ? [{ image, href: largestPicture(photo.url, photo.variants) }] : [];
  });
}

export function productDetailView(product: ProductDetail, lang: Lang): ProductDetailView {
  const name = pick(product.name, product.nameEn, lang);
  return {
    slug: product.slug,
    name,
    description: pick(product.description, product.descriptionEn, lang),
    image: product.image ? imageView(product.image.url, product.image, name) : null,
    photos: productPhotoViews(product, name, lang),
    brands: product.brands.map((brand) => ({ id: brandId(brand), name: brand.trim() })).filter((b) => b.id),
    features: product.features.map((f) => pick(f.text, f.textEn, lang)),
    specifications: [...product.specifications]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({ key: pick(s.key, s.keyEn, lang), value: pick(s.value, s.valueEn, lang) })),
    regulatory: { riskClass: product.riskClass, circulationNumber: product.circulationNumber },
    countryOfOrigin: pick(product.countryOfOrigin ?? "", product.countryOfOriginEn, lang) || null,
    department: namedLink(product.department, lang),
    category: namedLink(product.category, lang),
  };
}

/** The product's documents in one language: a public one with its download address and preview, one on request with neither. */
export function productDocumentViews(product: ProductDetail, lang: Lang): PublicDocumentView[] {
  const rows = product.documents ?? [];
  const names = documentFileNames(product.slug, rows);
  return rows.map((row) => {
    const name = names.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      title: pick(row.title, row.titleEn, lang),
      language: row.language,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      pages: row.pages,
      validUntil: row.validUntil,
      href: row.isPublic && name ? documentPath(row.id, name) : null,
      previewUrl: row.isPublic ? previewUrlOf(row.previewKey) : null,
    };
  });
}

/**
 * 404 for an unknown or hidden product. An old slug of a renamed product answers 301 to its
 * address of today, a deleted product's 410 (only looked up when the product is not found).
 * Cut links: a product whose slug starts with the requested one takes its place for good (301).
 */
export async function getProductPage(slug: string, url: URL, lang: Lang) {
  const product = await getVisibleProductBySlug(slug);
  if (!product) {
    const known = await findProductRedirect(slug);
    if (known && "gone" in known) throw data(null, { status: 410 });
    if (known) throw redirect(`${localizePath(`/products/${known.moved}`, lang)}${url.search}`, 301);
    const real = await findVisibleProductSlugByPrefix(slug);
    if (real && real !== slug) {
      throw redirect(`${localizePath(`/products/${encodeURIComponent(real)}`, lang)}${url.search}`, 301);
    }
    throw data(null, { status: 404 });
  }
  const view = productDetailView(product, lang);
  const path = localizePath(`/products/${product.slug}`, lang);
  // Absolute only from PUBLIC_SITE_URL, never from the Host header.
  const siteUrl = absoluteSiteUrl(path);
  const pageUrl = siteUrl ?? path;
  return {
    // The view beacon's id (/api/product-views): the view is counted by the page, not here, so
    // that a cached page still counts.
    id: product.id,
    product: view,
    documents: productDocumentViews(product, lang),
    pageUrl,
    meta: {
      description: shorten(view.description, 160),
      image: view.image ? absoluteSiteUrl(view.image.src) : null,
      absolute: siteUrl !== null,
    },
  };
}

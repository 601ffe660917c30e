/** What the product list and product detail pages receive: one language, only what they render. */
import { type Lang, pick } from "~/i18n/lang";
import type { ListingFilters } from "./catalog-query";
import type { ListingView } from "./catalog-routes";
import type { ProductPhotoView } from "./product-gallery";
import type { RegulatoryFacts } from "./regulatory";
import type { ImageView, ProductCardView } from "./views";

export interface NamedLink {
  slug: string;
  name: string;
}

/** A department or category as a link: its slug and its name in the page's language. */
export function namedLink(entity: { slug: string; name: string; nameEn: string }, lang: Lang): NamedLink {
  return { slug: entity.slug, name: pick(entity.name, entity.nameEn, lang) };
}

/** The same with its description, in the page's language (department and category cards). */
export function describedLink(
  entity: { slug: string; name: string; nameEn: string; description: string; descriptionEn: string },
  lang: Lang,
): NamedLink & { description: string } {
  return { ...namedLink(entity, lang), description: pick(entity.description, entity.descriptionEn, lang) };
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptionGroup {
  label: string;
  options: FilterOption[];
}

export interface ListingPageView {
  view: ListingView;
  /** The department and category the path is about (not the ones chosen in the filters). */
  department: NamedLink | null;
  category: NamedLink | null;
  /** Heading and intro of the page; null means the general list's texts. */
  title: string | null;
  description: string | null;
  /** Filters in effect (a filter that matched nothing known is dropped). */
  filters: ListingFilters;
  options: {
    departments: FilterOption[] | null;
    categories: FilterOptionGroup[] | null;
    brands: FilterOption[];
  };
  products: ProductCardView[];
  total: number;
  page: number;
  pageCount: number;
  /** The catalogue (of this department or category) has no product at all, before any filter. */
  catalogueEmpty: boolean;
  /** `canonicalSearch`: the query of the page's canonical address ("?page=2", or "" for page 1 and filtered lists). */
  meta: { title: string; description: string; canonicalSearch: string };
}

export interface ProductDetailView {
  slug: string;
  name: string;
  description: string;
  image: ImageView | null;
  /** Every photo the page shows, the image first, then the gallery's. */
  photos: ProductPhotoView[];
  brands: { id: string; name: string }[];
  features: string[];
  specifications: { key: string; value: string }[];
  /** Decree 98/2021's risk class and circulation number; shown only when set. */
  regulatory: RegulatoryFacts;
  /** Where it is made, in the page's language; null when not set. */
  countryOfOrigin: string | null;
  department: NamedLink;
  category: NamedLink;
}

/** The data of a product list's 404: what is missing, and where its back link leads. */
export interface ListingNotFound {
  /** "page": a page past the list's last, answered with the site's 404 page. */
  missing: "department" | "category" | "page";
  /** Internal path without the /en prefix. */
  back: string;
}

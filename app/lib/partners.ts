import { brandId } from "./slugify";

/**
 * The product list filtered on a partner brand (an unlocalised path; Link adds /en): the brand
 * filter id is the name lowercased, spaces to hyphens (specification §2, brand partners).
 */
export function partnerProductsPath(name: string): string {
  return `/products?brand=${encodeURIComponent(brandId(name))}`;
}

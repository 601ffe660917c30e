import { stripLangPrefix } from "../i18n/lang";

/** The pages whose loading skeleton the specification defines: product lists, the news list, an article. */
export type SkeletonPage = "listing" | "news" | "article";

/**
 * The product lists' paths: LISTING_ROUTES (lib/catalog-routes.ts) as one expression, its test
 * holding the two together. The public shell reads it on every page; importing catalog-routes
 * there would load the catalogue's query code on every page (about 1.7 KB gzip).
 */
const LISTING_PATH =
  /^\/(?:products(?:\/all|\/(?:department|category)\/[^/]+)?|departments\/[^/]+\/[^/]+|medical-equipment|consumables|laboratory-equipment)$/;

/** Which skeleton a path's page has while it loads, or null for pages without one. */
export function skeletonPageOf(pathname: string): SkeletonPage | null {
  const path = stripLangPrefix(pathname);
  if (LISTING_PATH.test(path)) return "listing";
  if (path === "/news") return "news";
  if (/^\/news\/[^/]+$/.test(path)) return "article";
  return null;
}

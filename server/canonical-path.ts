/**
 * One address per page: a path with trailing slashes or capital letters (`/products/`,
 * `/EN/about`) answers 301 to its canonical form, so search engines and caches see one URL.
 * Percent-escapes keep their case (their meaning does not depend on it); the query is kept.
 */
export function canonicalPath(path: string): string | null {
  let canonical = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  canonical = canonical.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
  canonical = canonical.replace(/\/{2,}/g, "/");
  return canonical === path ? null : canonical;
}

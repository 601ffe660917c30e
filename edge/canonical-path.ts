/**
 * One address per page: a path with trailing slashes or capital letters (`/products/`,
 * `/EN/about`) answers 301 to its canonical form, so search engines and caches see one URL.
 * Percent-escapes keep their case (their meaning does not depend on it); the query is kept.
 * Backslashes count as slashes, as browsers count them.
 */
export function canonicalPath(path: string): string | null {
  // Browsers read `\` as `/` in http addresses: `/\evil.example/` must not become a Location
  // that they resolve to another host, so backslashes fold like slashes.
  let canonical = path.replace(/\\/g, "/");
  canonical = canonical.length > 1 ? canonical.replace(/\/+$/, "") || "/" : canonical;
  canonical = canonical.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
  canonical = canonical.replace(/\/{2,}/g, "/");
  return canonical === path ? null : canonical;
}

import { isSameSiteTarget } from "~/lib/safe-path";

/**
 * A link the editor accepts: http(s), mailto, tel, or a relative address (path, query or
 * anchor). Anything else (javascript:, data:, vbscript:, protocol-relative //host) is refused.
 */
export function isSafeLinkUrl(value: string): boolean {
  const url = value.trim();
  if (!url || /\s/u.test(url) || [...url].some((char) => char.charCodeAt(0) < 32)) return false;
  // A path must stay a path of ours: "//host", "/\\host", "/%2F%2Fhost" lead elsewhere.
  if (/^[\\/]/.test(url)) return isSameSiteTarget(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) return true;
  const protocol = (scheme[1] as string).toLowerCase();
  if (protocol === "http" || protocol === "https") return /^https?:\/\/[^/?#\s]+/i.test(url);
  return protocol === "mailto" || protocol === "tel";
}

/** What the link field makes of a typed address: "www.x.vn" becomes "https://www.x.vn". */
export function normalizeLinkUrl(value: string): string {
  const url = value.trim();
  if (/^www\./i.test(url)) return `https://${url}`;
  return url;
}

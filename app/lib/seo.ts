import { LANGS, type Lang, localizePath } from "~/i18n/lang";

/** The public pages that are not content rows (the sitemap lists them in every language). */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/departments",
  "/products",
  "/partnership",
  "/training",
  "/recruitment",
  "/news",
  "/contact",
] as const;

/**
 * The query of a paginated list's canonical address: page 2 and later are pages of their own
 * ("?page=2"); page 1 is the bare address.
 */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : "";
}

/** An absolute URL of a path on the site. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** The page's address in each language, plus x-default (the Vietnamese one). */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...LANGS.map((l) => ({ hreflang: l.htmlLang, path: localizePath(path, l.code as Lang) })),
    { hreflang: "x-default", path: localizePath(path, "vi") },
  ];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

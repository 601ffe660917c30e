export type Lang = "vi" | "en";

/** The language comes from the path only: /en and /en/... are English, everything else Vietnamese. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "vi";
}

/** A path without its /en prefix (and without a trailing slash): the page's internal path. */
export function stripLangPrefix(pathname: string): string {
  const path = langFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Adds the /en prefix to an internal path for English pages. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "vi" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/en" || path.startsWith("/en/") || path.startsWith("/en?") || path.startsWith("/en#")) return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The same page in the other language: /en added or removed, query and hash kept. */
export function switchLanguagePath(pathname: string, search: string, hash: string, target: Lang): string {
  const base = langFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  return `${target === "en" ? localizePath(base, "en") : base}${search}${hash}`;
}

/** Content field in the visitor's language, falling back to Vietnamese when the English one is empty. */
export function pick(vi: string, en: string | null | undefined, lang: Lang): string {
  return lang === "en" && en?.trim() ? en : vi;
}

/** dd/mm/yyyy in Vietnam's time zone (both languages). */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(date);
}

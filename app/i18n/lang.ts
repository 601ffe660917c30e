/**
 * The site's languages, as data: the route table, the language switch, the link helper, the
 * content fallback and dates all read this list. A third language is a line here, a catalogue
 * (vi.ts's type) and its content columns. Vietnamese comes first: it is the default and the
 * fallback for empty translations.
 */
export const LANGS = [
  {
    code: "vi",
    prefix: "",
    htmlLang: "vi",
    // dd/mm/yyyy, as Vietnamese readers write it.
    dateLocale: "vi-VN",
    dateStyle: "numeric",
    ogLocale: "vi_VN",
    label: "Tiếng Việt",
    short: "VI",
  },
  {
    code: "en",
    prefix: "/en",
    htmlLang: "en",
    // "12 Aug 2026": a numeric date is read month first by some English readers and day first by
    // others; a month name is neither. en-US's names ("Sep", where en-GB now writes "Sept").
    dateLocale: "en-US",
    dateStyle: "month-name",
    ogLocale: "en_US",
    label: "English",
    short: "EN",
  },
] as const;

export type Lang = (typeof LANGS)[number]["code"];
export type LangInfo = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "vi";

export function langInfo(lang: Lang): LangInfo {
  return LANGS.find((l) => l.code === lang) ?? LANGS[0];
}

/** The language of a path: the one whose prefix it starts with (/en, /en/...), else Vietnamese. */
export function langFromPath(pathname: string): Lang {
  const found = LANGS.find((l) => l.prefix && (pathname === l.prefix || pathname.startsWith(`${l.prefix}/`)));
  return found?.code ?? DEFAULT_LANG;
}

/** A path without its language prefix (and without a trailing slash): the page's internal path. */
export function stripLangPrefix(pathname: string): string {
  const { prefix } = langInfo(langFromPath(pathname));
  const path = prefix ? pathname.slice(prefix.length) || "/" : pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Adds the language's prefix (/en) to an internal path. */
export function localizePath(path: string, lang: Lang): string {
  const { prefix } = langInfo(lang);
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === prefix || [`${prefix}/`, `${prefix}?`, `${prefix}#`].some((p) => path.startsWith(p))) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The same page in another language: prefix swapped, query and hash kept. */
export function switchLanguagePath(pathname: string, search: string, hash: string, target: Lang): string {
  const { prefix } = langInfo(langFromPath(pathname));
  const base = prefix ? pathname.slice(prefix.length) || "/" : pathname;
  return `${localizePath(base, target)}${search}${hash}`;
}

/** Content field in the visitor's language, falling back to Vietnamese when the translation is empty. */
export function pick(vi: string, translated: string | null | undefined, lang: Lang): string {
  return lang !== DEFAULT_LANG && translated?.trim() ? translated : vi;
}

/** A list that falls back as a whole: the translated lines when any is filled, else the Vietnamese. */
export function pickLines(vi: readonly string[], translated: readonly string[], lang: Lang): string[] {
  return lang !== DEFAULT_LANG && translated.some((line) => line.trim()) ? [...translated] : [...vi];
}

/**
 * A date in Vietnam's time zone, in the language's style: dd/mm/yyyy in Vietnamese, "12 Aug 2026"
 * in English (day, month name, year, whatever the locale's own order).
 */
export function formatDate(value: Date | string | null | undefined, lang: Lang = DEFAULT_LANG): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const format = dateFormat(lang);
  if (langInfo(lang).dateStyle === "numeric") return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part("day")} ${part("month")} ${part("year")}`;
}

// Making a formatter costs far more than using one (it loads locale data): one per language.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
function dateFormat(lang: Lang): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) {
    const numeric = langInfo(lang).dateStyle === "numeric";
    format = new Intl.DateTimeFormat(langInfo(lang).dateLocale, {
      day: numeric ? "2-digit" : "numeric",
      month: numeric ? "2-digit" : "short",
      year: "numeric",
      timeZone: "Asia/Ho_Chi_Minh",
    });
    dateFormats.set(lang, format);
  }
  return format;
}

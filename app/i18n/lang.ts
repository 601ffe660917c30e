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
    dateStyle: "numeric",
    // 12.345 and 2,4
    groupSeparator: ".",
    decimalSeparator: ",",
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
    dateStyle: "month-name",
    monthNames: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    // 12,345 and 2.4
    groupSeparator: ",",
    decimalSeparator: ".",
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
 * Dates and numbers are written out here rather than with Intl (toLocaleString,
 * Intl.DateTimeFormat): a page's first Intl call loads the locale data, 20-60 ms of the main
 * thread in Chromium on this machine (four times that on Lighthouse's phone), inside hydration
 * (decision 036). The server and the browser run the same code, so their texts match.
 */

/** Vietnam's offset from UTC: +7, without daylight saving (Asia/Ho_Chi_Minh since 1975). */
export const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * A date in Vietnam's time zone, in the language's style: dd/mm/yyyy in Vietnamese, "12 Aug 2026"
 * in English.
 */
export function formatDate(value: Date | string | null | undefined, lang: Lang = DEFAULT_LANG): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() + VIETNAM_OFFSET_MS);
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  const year = local.getUTCFullYear();
  const info = langInfo(lang);
  if (info.dateStyle === "numeric") {
    return `${String(day).padStart(2, "0")}/${String(month + 1).padStart(2, "0")}/${year}`;
  }
  return `${day} ${info.monthNames[month]} ${year}`;
}

/**
 * A number in the language's style, with at most `fractionDigits` decimals (rounded, trailing
 * zeros dropped): 12.345 and 2,4 in Vietnamese, 12,345 and 2.4 in English.
 */
export function formatNumber(value: number, lang: Lang = DEFAULT_LANG, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const info = langInfo(lang);
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(rounded / scale);
  const fraction = String(rounded % scale)
    .padStart(fractionDigits, "0")
    .replace(/0+$/, "");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, info.groupSeparator);
  const sign = value < 0 && rounded > 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `${info.decimalSeparator}${fraction}` : ""}`;
}

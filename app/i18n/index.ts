import { useRouteLoaderData } from "react-router";
import type { RootData } from "../lib/site-views";
import { en } from "./en";
import { DEFAULT_LANG, type Lang } from "./lang";
import { type Messages, vi } from "./vi";

export type { Lang } from "./lang";

export const catalogues: Record<Lang, Messages> = { vi, en };

/** The page's language, as the root middleware decided it from the path (see i18n/context.ts). */
export function useLang(): Lang {
  return useRouteLoaderData<RootData>("root")?.lang ?? DEFAULT_LANG;
}

/** The UI texts of the page's language. */
export function useT(): Messages {
  return catalogues[useLang()];
}

/**
 * The texts of one area (a messages/<area>.ts module), in the page's language. The admin's areas
 * have no English (the admin is Vietnamese only, its URLs never under /en): they answer Vietnamese.
 */
export function useMessages<T>(area: { vi: T; en?: T }): T {
  return area[useLang()] ?? area.vi;
}

/** The page's language in a `meta` function: the root loader's (the root is always the first match). */
export function langOfMatches(matches: readonly [{ loaderData?: { lang: Lang } } | undefined, ...unknown[]]): Lang {
  return matches[0]?.loaderData?.lang ?? DEFAULT_LANG;
}

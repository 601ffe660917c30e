import { useRouteLoaderData } from "react-router";
import { en } from "./en";
import type { Lang } from "./lang";
import { type Messages, vi } from "./vi";

export type { Lang } from "./lang";

export const catalogues: Record<Lang, Messages> = { vi, en };

/** The page's language, as decided by the root loader from the path. */
export function useLang(): Lang {
  const data = useRouteLoaderData("root") as { lang?: Lang } | undefined;
  return data?.lang ?? "vi";
}

/** The UI texts of the page's language. */
export function useT(): Messages {
  return catalogues[useLang()];
}

/** The texts of one area (a messages/<area>.ts module), in the page's language. */
export function useMessages<T>(area: { vi: T; en: T }): T {
  return area[useLang()];
}

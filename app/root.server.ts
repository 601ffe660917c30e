import type { Lang } from "./i18n/lang";
import type { RootData } from "./lib/site-views";
import { publicConfig } from "./server/config.server";

/** The root's data: the request's language and, when configured, the site's public address. */
export function getRoot(lang: Lang): RootData {
  return { lang, siteUrl: publicConfig().siteUrl };
}

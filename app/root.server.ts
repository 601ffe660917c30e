import type { Lang } from "./i18n/lang";
import { publicConfig } from "./server/config.server";

/** The root's data: the request's language and, when configured, the site's public address. */
export function getRoot(lang: Lang) {
  // PUBLIC_SITE_URL, when configured, makes canonical, hreflang and share URLs absolute.
  return { lang, siteUrl: publicConfig().siteUrl };
}

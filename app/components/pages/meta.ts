import type { MetaDescriptor } from "react-router";
import { catalogues, type Lang } from "~/i18n";
import { langFromPath } from "~/i18n/lang";
import { messages as pagesMessages } from "~/i18n/messages/pages";

type PageTexts = { metaTitle: string; metaDescription: string };

/** Title and description of a static page, in the language of its path. */
export function staticPageMeta(
  pathname: string,
  texts: (pages: typeof pagesMessages.vi) => PageTexts,
): MetaDescriptor[] {
  const lang: Lang = langFromPath(pathname);
  const t = catalogues[lang];
  const page = texts(pagesMessages[lang]);
  const title = t.meta.pageTitle(page.metaTitle);
  return [
    { title },
    { name: "description", content: page.metaDescription },
    { property: "og:title", content: title },
    { property: "og:description", content: page.metaDescription },
    { property: "og:locale", content: lang === "en" ? "en_US" : "vi_VN" },
  ];
}

import type { MetaDescriptor } from "react-router";
import { catalogues, type Lang } from "~/i18n";
import { langInfo } from "~/i18n/lang";
import { messages as pagesMessages } from "~/i18n/messages/pages";

type PageTexts = { metaTitle: string; metaDescription: string };

/** Title and description of a static page, in the page's language (langOfMatches). */
export function staticPageMeta(lang: Lang, texts: (pages: typeof pagesMessages.vi) => PageTexts): MetaDescriptor[] {
  const t = catalogues[lang];
  const page = texts(pagesMessages[lang]);
  const title = t.meta.pageTitle(page.metaTitle);
  return [
    { title },
    { name: "description", content: page.metaDescription },
    { property: "og:title", content: title },
    { property: "og:description", content: page.metaDescription },
    { property: "og:locale", content: langInfo(lang).ogLocale },
  ];
}

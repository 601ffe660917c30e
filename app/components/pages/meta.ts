import type { MetaDescriptor } from "react-router";
import { catalogues, type Lang } from "~/i18n";
import { langFromPath } from "~/i18n/lang";
import type { Messages } from "~/i18n/vi";

type PageTexts = { metaTitle: string; metaDescription: string };

/** Title and description of a static page, in the language of its path. */
export function staticPageMeta(pathname: string, texts: (pages: Messages["pages"]) => PageTexts): MetaDescriptor[] {
  const lang: Lang = langFromPath(pathname);
  const t = catalogues[lang];
  const page = texts(t.pages);
  const title = t.meta.pageTitle(page.metaTitle);
  return [
    { title },
    { name: "description", content: page.metaDescription },
    { property: "og:title", content: title },
    { property: "og:description", content: page.metaDescription },
    { property: "og:locale", content: lang === "en" ? "en_US" : "vi_VN" },
  ];
}

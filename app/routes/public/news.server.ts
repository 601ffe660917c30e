/** The news list, nine articles a page. */
import { data } from "react-router";
import type { Lang } from "~/i18n/lang";
import { pageParam } from "~/lib/catalog-query";
import { pageSearch } from "~/lib/seo";
import { articleCardView, listPublishedArticles } from "~/server/services/news.server";

export const NEWS_PAGE_SIZE = 9;

/** 404 for a page number that is not one, or past the last page. */
export async function getNewsListPage(param: string | null, lang: Lang) {
  const page = pageParam(param);
  if (page === null) throw data(null, { status: 404 });
  const { items, total } = await listPublishedArticles({
    limit: NEWS_PAGE_SIZE,
    offset: (page - 1) * NEWS_PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { page, pageCount, articles: items.map((a) => articleCardView(a, lang)), canonicalSearch: pageSearch(page) };
}

import { data, isRouteErrorResponse, useLocation } from "react-router";
import { NewsLoadError } from "~/components/news/load-error";
import { NewsGrid } from "~/components/news/news-grid";
import { NewsHero } from "~/components/news/news-hero";
import { NotFound } from "~/components/site/not-found";
import { useSlowNavigation } from "~/components/site/use-slow-navigation";
import { Pagination } from "~/components/ui/pagination";
import { catalogues, langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { Route } from "./+types/news";
import { getNewsListPage } from "./news.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(await getNewsListPage(url.searchParams.get("page"), context.get(langContext)));
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = catalogues[langOfMatches(matches)];
  const newsTexts = newsMessages[langOfMatches(matches)];
  if (!data) return [{ title: t.meta.pageTitle(t.notFound.title) }, { name: "robots", content: "noindex" }];
  const { page } = data;
  return [
    { title: t.meta.pageTitle(page > 1 ? newsTexts.newsPageTitle(page) : newsTexts.newsTitle) },
    { name: "description", content: newsTexts.newsDescription },
  ];
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsMessages);
  const location = useLocation();
  // A slow move between pages of the list: the cards give way to skeletons until the next page arrives.
  const loading = useSlowNavigation()?.pathname === location.pathname;
  const { articles, page, pageCount } = loaderData;
  return (
    <>
      <NewsHero />
      <section aria-labelledby="news-list-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="news-list-title" className="sr-only">
          {page > 1 ? t.newsPageTitle(page) : t.newsTitle}
        </h2>
        <NewsGrid articles={articles} loading={loading} />
        <Pagination page={page} pageCount={pageCount} basePath="/news" />
      </section>
    </>
  );
}

/** An unknown page number is a 404; any other failure shows 'Không thể tải tin tức' and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <>
      <NewsHero />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <NewsLoadError error={error} />
      </section>
    </>
  );
}

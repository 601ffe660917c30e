import { data, isRouteErrorResponse, type ShouldRevalidateFunction, useLocation, useNavigation } from "react-router";
import { Article } from "~/components/news/article";
import { ArticleSkeleton } from "~/components/news/article-skeleton";
import { newsErrorMessage } from "~/components/news/load-error";
import { primaryButton, RetryButton, StateMessage } from "~/components/news/state-message";
import { catalogues, useMessages } from "~/i18n";
import { langFromPath } from "~/i18n/lang";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import { getPublishedArticleBySlug, listRelatedArticles, recordArticleView } from "~/server/services/news.server";
import { absoluteSiteUrl } from "~/server/site-url.server";
import { articleCardView } from "~/server/views.server";
import { articlePageView, articleSeo } from "~/server/views-news.server";
import type { Route } from "./+types/news.$slug";

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const article = await getPublishedArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  // Opening the article (document or client navigation) counts one view, in one atomic UPDATE.
  const [viewCount, related] = await Promise.all([
    request.method === "GET" ? recordArticleView(article.id) : null,
    listRelatedArticles(article),
  ]);
  return data({
    article: articlePageView(article, lang, viewCount ?? article.viewCount),
    related: related.map((a) => articleCardView(a, lang)),
    seo: {
      ...articleSeo(article, lang),
      // Absolute only from PUBLIC_SITE_URL, never from the Host header.
      image: article.featuredImage ? absoluteSiteUrl(article.featuredImage) : null,
      url: absoluteSiteUrl(url.pathname),
    },
  });
}

/**
 * Each run of the loader counts a view, so it runs only when an article is opened: not again
 * for a changed query or after a form elsewhere on the page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function meta({ data, location }: Route.MetaArgs) {
  const t = catalogues[langFromPath(location.pathname)];
  const newsTexts = newsMessages[langFromPath(location.pathname)];
  if (!data) {
    return [{ title: t.meta.pageTitle(newsTexts.articleNotFound) }, { name: "robots", content: "noindex" }];
  }
  const { seo, article } = data;
  return [
    { title: t.meta.pageTitle(seo.title) },
    { name: "description", content: seo.description },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: t.meta.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    ...(seo.url ? [{ property: "og:url", content: seo.url }] : []),
    ...(seo.image
      ? [
          { property: "og:image", content: seo.image },
          { property: "og:image:alt", content: article.image?.alt ?? seo.title },
        ]
      : []),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsMessages);
  const location = useLocation();
  const navigation = useNavigation();
  // Going from one article to another: a skeleton until the next one arrives.
  const leaving = navigation.state === "loading" ? navigation.location.pathname : null;
  const loadingAnother = leaving !== null && leaving !== location.pathname && /\/news\/[^/]+$/.test(leaving);
  if (loadingAnother) return <ArticleSkeleton label={t.loading} />;
  return <Article article={loaderData.article} related={loaderData.related} />;
}

/** 'Bài viết không tồn tại hoặc đã bị ẩn' for unknown or hidden articles; other failures show their message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(newsMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <StateMessage
        headingLevel={1}
        tone={notFound ? "neutral" : "error"}
        title={notFound ? t.articleNotFound : t.newsLoadError}
        text={notFound ? undefined : newsErrorMessage(error, t.newsFetchFailed)}
      >
        <Link to="/news" className={primaryButton}>
          <span aria-hidden="true">←</span> {t.backToNews}
        </Link>
        <RetryButton label={t.retry} />
      </StateMessage>
    </section>
  );
}

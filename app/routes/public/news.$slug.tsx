import { useEffect, useState } from "react";
import { data, isRouteErrorResponse, type ShouldRevalidateFunction, useLocation, useNavigation } from "react-router";
import { Article } from "~/components/news/article";
import { ArticleSkeleton } from "~/components/news/article-skeleton";
import { useSiteContacts, useSiteOrigin } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { JsonLd } from "~/components/ui/json-ld";
import { RetryButton, StateMessage } from "~/components/ui/state-message";
import { catalogues, langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import { errorMessage } from "~/lib/error-message";
import { newsArticleLd } from "~/lib/structured-data";
import type { Route } from "./+types/news.$slug";
import { getArticlePage } from "./news.$slug.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(await getArticlePage(params.slug, url, context.get(langContext)));
}

/** The article is loaded again only when another one is opened, not for a changed query. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function meta({ data, matches }: Route.MetaArgs) {
  const t = catalogues[langOfMatches(matches)];
  const newsTexts = newsMessages[langOfMatches(matches)];
  if (!data) {
    return [{ title: t.meta.pageTitle(newsTexts.articleNotFound) }, { name: "robots", content: "noindex" }];
  }
  const { seo, article } = data;
  return [
    { title: t.meta.pageTitle(seo.title) },
    { name: "description", content: seo.description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    ...(seo.image
      ? [
          { property: "og:image", content: seo.image },
          { property: "og:image:alt", content: article.image?.alt ?? seo.title },
        ]
      : []),
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsMessages);
  const location = useLocation();
  const contacts = useSiteContacts();
  const origin = useSiteOrigin();
  const navigation = useNavigation();
  // Going from one article to another: a skeleton until the next one arrives.
  const leaving = navigation.state === "loading" ? navigation.location.pathname : null;
  const loadingAnother = leaving !== null && leaving !== location.pathname && /\/news\/[^/]+$/.test(leaving);
  // One view per opening in a browser, counted by a keepalive request (a cached page still
  // counts, crawlers that run no script do not); the page then shows the count it answers.
  const [views, setViews] = useState<{ id: number; count: number } | null>(null);
  useEffect(() => {
    const id = loaderData.id;
    const body = new URLSearchParams({ id: String(id) });
    fetch("/api/article-views", { method: "POST", body, keepalive: true })
      .then((response) => (response.ok ? (response.json() as Promise<{ viewCount: number }>) : null))
      .then((counted) => counted && setViews({ id, count: counted.viewCount }))
      .catch(() => undefined);
  }, [loaderData.id]);
  const article = views?.id === loaderData.id ? { ...loaderData.article, viewCount: views.count } : loaderData.article;
  if (loadingAnother) return <ArticleSkeleton label={t.loading} />;
  const { seo } = loaderData;
  return (
    <>
      <JsonLd
        data={newsArticleLd(
          {
            headline: seo.title,
            description: seo.description,
            published: seo.published,
            modified: seo.modified,
            author: seo.author,
            image: seo.imagePath,
            path: location.pathname,
            publisher: contacts.companyName,
          },
          origin,
        )}
      />
      <Article article={article} related={loaderData.related} />
    </>
  );
}

/**
 * 'Bài viết không tồn tại hoặc đã bị ẩn' for unknown or hidden articles (404) and deleted ones
 * (410); other failures show their message.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(newsMessages);
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <StateMessage
        heading="h1"
        tone={notFound ? "neutral" : "error"}
        title={notFound ? t.articleNotFound : t.newsLoadError}
        text={notFound ? undefined : errorMessage(error, t.newsFetchFailed)}
      >
        <Link to="/news" className={buttonClass({ size: "lg" })}>
          <span aria-hidden="true">←</span> {t.backToNews}
        </Link>
        <RetryButton label={t.retry} />
      </StateMessage>
    </section>
  );
}

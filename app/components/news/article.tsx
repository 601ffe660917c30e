import { ArticleCard } from "~/components/site/article-card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useMessages, useT } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { ArticlePageView } from "~/lib/article-views";
import type { ArticleCardView } from "~/lib/views";
import { Breadcrumb } from "../ui/breadcrumb";
import { deferred } from "../ui/deferred";
import { ArticleBody } from "./article-body";

// Split out of the first-load JavaScript (decision 008).
const ShareButton = deferred(() => import("./share-button").then((m) => m.ShareButton));

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

/** The article page: header, featured image, body, tags, sharing and related news. */
export function Article({ article, related }: { article: ArticlePageView; related: ArticleCardView[] }) {
  const t = useT();
  const n = useMessages(newsMessages);
  return (
    <>
      <div className="bg-gradient-to-br from-primary-800 via-primary-700 to-primary">
        <div className="mx-auto max-w-3xl px-4 py-5 sm:px-6">
          <Breadcrumb tone="dark" items={[{ label: t.nav.news, to: "/news" }, { label: article.title }]} />
        </div>
      </div>

      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-500">
            {article.category && (
              <span className="rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary">
                <span className="sr-only">{n.category}: </span>
                {article.category}
              </span>
            )}
            <span>
              <span className="sr-only">{n.publishedOn}: </span>
              <time dateTime={article.dateTime}>{article.date}</time>
            </span>
            {article.viewCount > 0 ? (
              <span className="flex items-center gap-1.5">
                <EyeIcon />
                <span data-testid="view-count">{n.views(article.viewCount)}</span>
              </span>
            ) : (
              // The visit's own count arrives after the first paint: its place is kept, so the line
              // does not wrap then and push the page down (a layout shift).
              <span aria-hidden="true" className="invisible flex items-center gap-1.5">
                <EyeIcon />
                <span>{n.views(1)}</span>
              </span>
            )}
          </div>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          {article.subtitle && <p className="mt-3 text-xl font-medium text-slate-700">{article.subtitle}</p>}
          {article.excerpt && <p className="mt-4 text-lg leading-relaxed text-slate-600">{article.excerpt}</p>}
          <div className="mt-6">
            <ShareButton title={article.title} />
          </div>
        </header>

        {article.image && (
          <figure className="mt-8">
            <ResponsiveImage
              image={article.image}
              eager
              sizes="(min-width: 768px) 720px, 100vw"
              className="h-auto w-full rounded-2xl bg-slate-100 object-cover"
            />
            {article.caption && (
              <figcaption className="mt-3 text-center text-sm text-slate-500">{article.caption}</figcaption>
            )}
          </figure>
        )}

        <div id="article-body" className="mt-10">
          <ArticleBody body={article.body} />
        </div>

        {article.tags.length > 0 && (
          <ul aria-label={n.tags} className="mt-10 flex flex-wrap gap-2 border-t border-slate-200 pt-6">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10">
          <Link to="/news" className="font-semibold text-primary hover:underline">
            <span aria-hidden="true">←</span> {n.backToNews}
          </Link>
        </div>
      </article>

      <section aria-labelledby="related-title" className="bg-slate-50 py-14">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            {n.relatedTitle}
          </h2>
          {related.length === 0 ? (
            <p className="mt-6 text-slate-600">{n.noRelated}</p>
          ) : (
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              {related.map((item) => (
                <ArticleCard key={item.slug} article={item} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

import { useT } from "~/i18n";
import { Link } from "~/i18n/link";
import type { ArticleCardView } from "~/lib/views";
import { ResponsiveImage } from "../ui/responsive-image";

export function ArticleCard({ article }: { article: ArticleCardView }) {
  const t = useT();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      <div className="aspect-video overflow-hidden bg-slate-100">
        {article.image && (
          <ResponsiveImage
            image={article.image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {article.category && (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 font-semibold text-primary">
              {article.category}
            </span>
          )}
          <time dateTime={article.dateTime}>{article.date}</time>
        </p>
        <h3 className="mt-2 text-lg font-bold leading-snug text-slate-900">
          <Link to={`/news/${article.slug}`} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{article.excerpt}</p>
        <span className="mt-auto pt-4 text-sm font-semibold text-primary">{t.news.readMore} →</span>
      </div>
    </article>
  );
}

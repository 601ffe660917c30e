import { ArticleCard } from "~/components/site/article-card";
import { useMessages } from "~/i18n";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { ArticleCardView } from "~/lib/views";
import { StateMessage } from "../ui/state-message";
import { ArticleCardSkeleton } from "./article-card-skeleton";

/** Keys of the 6 skeleton cards shown while a page of the list loads. */
const SKELETON_KEYS = [1, 2, 3, 4, 5, 6];

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** The article cards, 6 skeletons while loading, or 'Chưa có tin tức nào'. */
export function NewsGrid({ articles, loading }: { articles: ArticleCardView[]; loading: boolean }) {
  const t = useMessages(newsMessages);
  if (loading) {
    return (
      <div aria-busy="true" className={grid}>
        <span role="status" className="sr-only">
          {t.loading}
        </span>
        {SKELETON_KEYS.map((key) => (
          <ArticleCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (articles.length === 0) return <StateMessage title={t.noNews} />;
  return (
    <div className={grid}>
      {articles.map((article) => (
        <ArticleCard key={article.slug} article={article} />
      ))}
    </div>
  );
}

import { useEffect } from "react";
import { ProductGridSkeleton } from "~/components/catalog/product-grid-skeleton";
import { ArticleSkeleton } from "~/components/news/article-skeleton";
import { NewsGrid } from "~/components/news/news-grid";
import { NewsHero } from "~/components/news/news-hero";
import { Skeleton } from "~/components/ui/skeleton";
import { useT } from "~/i18n";
import type { SkeletonPage } from "~/lib/page-skeletons";

/** A product list's header and filters while its data loads: its title is not known yet. */
function ListingSkeleton() {
  return (
    <>
      <section aria-hidden="true" className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6 lg:py-14">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-9 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-full max-w-2xl" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="mb-5 h-4 w-40" />
        <ProductGridSkeleton />
      </div>
    </>
  );
}

/**
 * The page a slow navigation is going to, as its skeleton: shown by the public
 * layout in place of the page being left, which would otherwise stay for the whole wait.
 */
export function PageSkeleton({ page }: { page: SkeletonPage }) {
  const t = useT();
  // The skeleton stands for the top of the next page: show it there, not below the old page's fold.
  // (Braces: Chromium's scrollTo now returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: "instant" });
  }, []);
  if (page === "listing") return <ListingSkeleton />;
  if (page === "article") return <ArticleSkeleton label={t.loadingPage} />;
  return (
    <>
      <NewsHero />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <NewsGrid articles={[]} loading />
      </section>
    </>
  );
}

import { CardSkeleton } from "~/components/ui/skeleton";

/** The shape of an ArticleCard while its content loads. */
export function ArticleCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton-card=""
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <CardSkeleton media="aspect-video" />
    </div>
  );
}

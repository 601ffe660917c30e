import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";

export const SKELETON_CARDS = 8;

/** Placeholder cards while the next page of products loads. */
export function ProductGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  const t = useMessages(catalogMessages);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loading}</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            key={index}
            data-skeleton-card=""
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <div className="aspect-[4/3] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

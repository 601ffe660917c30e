import { CardSkeleton } from "~/components/ui/skeleton";
import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";

export const SKELETON_CARDS = 8;

/** The product lists' grid: two compact cards a row on phones, up to four on wide screens. */
export const PRODUCT_GRID = "grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4";

/** Placeholder cards while the next page of products loads. */
export function ProductGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  const t = useMessages(catalogMessages);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t.loading}</span>
      <ul aria-hidden="true" className={PRODUCT_GRID}>
        {Array.from({ length: count }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            key={index}
            data-skeleton-card=""
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <CardSkeleton media="aspect-[4/3]" />
          </li>
        ))}
      </ul>
    </div>
  );
}

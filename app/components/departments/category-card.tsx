import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { CategoryCountView } from "~/lib/department-views";

/** A category of a department with its product count; its button is disabled when it has no products. */
export function CategoryCard({ departmentSlug, category }: { departmentSlug: string; category: CategoryCountView }) {
  const t = useMessages(newsMessages);
  const titleId = `category-${category.slug}`;
  const empty = category.productsCount === 0;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg"
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {category.name}
      </h3>
      <p className="mt-1 text-sm font-semibold text-primary">{t.productCount(category.productsCount)}</p>
      {category.description && <p className="mt-3 line-clamp-3 text-sm text-slate-600">{category.description}</p>}
      <div className="mt-auto pt-5">
        {empty ? (
          <button
            type="button"
            disabled
            aria-describedby={titleId}
            className="inline-flex cursor-not-allowed items-center rounded-lg bg-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-500"
          >
            {t.noProducts}
          </button>
        ) : (
          <Link
            to={`/departments/${departmentSlug}/${category.slug}`}
            aria-describedby={titleId}
            className={buttonClass()}
          >
            {t.viewProducts} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </article>
  );
}

import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { DepartmentCardView } from "~/lib/department-views";

/** A department with its category count, the first two category names and '+N danh mục khác'. */
export function DepartmentCard({ department }: { department: DepartmentCardView }) {
  const t = useMessages(newsMessages);
  const titleId = `department-${department.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {department.name}
        </h2>
        <span className="shrink-0 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary">
          {t.categoryCount(department.categoryCount)}
        </span>
      </div>
      {department.description && <p className="mt-3 line-clamp-3 text-slate-600">{department.description}</p>}
      {department.categoryCount === 0 ? (
        <p className="mt-5 text-sm italic text-slate-500">{t.noCategories}</p>
      ) : (
        <ul className="mt-5 space-y-2 text-sm text-slate-700">
          {department.firstCategories.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
              {name}
            </li>
          ))}
          {department.moreCategories > 0 && (
            <li className="pl-3.5 font-medium text-slate-500">{t.moreCategories(department.moreCategories)}</li>
          )}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <Link to={`/departments/${department.slug}`} aria-describedby={titleId} className={buttonClass()}>
          {t.viewDepartment} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

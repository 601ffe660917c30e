import { data, isRouteErrorResponse } from "react-router";
import { CategoryCard } from "~/components/departments/category-card";
import { DepartmentsLoadError } from "~/components/departments/load-error";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { StateMessage } from "~/components/ui/state-message";
import { catalogues, langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { Route } from "./+types/departments.$departmentSlug";
import { getDepartmentPage } from "./departments.$departmentSlug.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return data(await getDepartmentPage(params.departmentSlug, new URL(request.url), context.get(langContext)));
}

export function meta({ data, matches }: Route.MetaArgs) {
  const t = catalogues[langOfMatches(matches)];
  const newsTexts = newsMessages[langOfMatches(matches)];
  if (!data) return [{ title: t.meta.pageTitle(newsTexts.departmentNotFound) }, { name: "robots", content: "noindex" }];
  return [
    { title: t.meta.pageTitle(data.department.name) },
    { name: "description", content: data.department.description || newsTexts.departmentsDescription },
  ];
}

export default function Department({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsMessages);
  const { department } = loaderData;
  return (
    <>
      <PageHero
        crumbs={[{ label: t.departmentsCrumb, to: "/departments" }, { label: department.name }]}
        title={department.name}
        intro={department.description}
      />
      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
            {t.categoriesTitle}
          </h2>
          <Link to={`/products/department/${department.slug}`} className={buttonClass({ size: "lg" })}>
            {t.departmentAllProducts} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {department.categories.length === 0 ? (
          <div className="mt-8">
            <StateMessage title={t.noCategories} />
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {department.categories.map((category) => (
              <CategoryCard key={category.slug} departmentSlug={department.slug} category={category} />
            ))}
          </div>
        )}
        <div className="mt-12">
          <Link to="/departments" className={buttonClass({ variant: "outline", size: "lg" })}>
            <span aria-hidden="true">←</span> {t.backToDepartments}
          </Link>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(newsMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      {notFound ? (
        <StateMessage heading="h1" title={t.departmentNotFound} text={t.departmentNotFoundText}>
          <Link to="/departments" className={buttonClass({ size: "lg" })}>
            <span aria-hidden="true">←</span> {t.backToDepartments}
          </Link>
        </StateMessage>
      ) : (
        <DepartmentsLoadError headingLevel={1} />
      )}
    </section>
  );
}

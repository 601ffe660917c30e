import { data } from "react-router";
import { DepartmentCard } from "~/components/departments/department-card";
import { DepartmentsLoadError } from "~/components/departments/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { StateMessage } from "~/components/ui/state-message";
import { catalogues, langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as newsMessages } from "~/i18n/messages/news";
import type { Route } from "./+types/departments";
import { getDepartmentsPage } from "./departments.server";

export async function loader({ context }: Route.LoaderArgs) {
  return data(await getDepartmentsPage(context.get(langContext)));
}

export function meta({ matches }: Route.MetaArgs) {
  const t = catalogues[langOfMatches(matches)];
  const newsTexts = newsMessages[langOfMatches(matches)];
  return [
    { title: t.meta.pageTitle(newsTexts.departmentsTitle) },
    { name: "description", content: newsTexts.departmentsDescription },
  ];
}

function Hero() {
  const t = useMessages(newsMessages);
  return <PageHero crumbs={[{ label: t.departmentsCrumb }]} title={t.departmentsTitle} intro={t.departmentsIntro} />;
}

export default function Departments({ loaderData }: Route.ComponentProps) {
  const t = useMessages(newsMessages);
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {loaderData.departments.length === 0 ? (
          <StateMessage title={t.noDepartments} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.departments.map((department) => (
              <DepartmentCard key={department.slug} department={department} />
            ))}
          </div>
        )}
        <div className="mt-12 text-center">
          <Link
            to="/products/all"
            className="inline-flex items-center gap-2 rounded-lg border-2 border-primary px-6 py-3 font-semibold text-primary transition hover:bg-primary hover:text-white"
          >
            {t.allProducts} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </>
  );
}

/** Loading the departments failed: 'Có lỗi xảy ra khi tải dữ liệu' and a retry. */
export function ErrorBoundary() {
  return (
    <>
      <Hero />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <DepartmentsLoadError />
      </div>
    </>
  );
}

import { useLocation } from "react-router";
import { IconCards } from "~/components/pages/icon-cards";
import { Icon, type IconName } from "~/components/pages/icons";
import { MarkList } from "~/components/pages/mark-list";
import { staticPageMeta } from "~/components/pages/meta";
import { PageSection } from "~/components/pages/page-hero";
import { useQuoteRequests } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import { quoteFormHref } from "~/lib/quotes/quote-links";
import type { Route } from "./+types/training";
import { getTrainingPage } from "./training.server";

export async function loader({ context }: Route.LoaderArgs) {
  return getTrainingPage(context.get(langContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.training);
}

/**
 * Where the page's buttons lead: enquiries go to the contact page, naming the topic and the course.
 * With quote requests on they open its form (#quote) with them chosen, and name this page
 * as the one the request was sent from.
 */
function useTrainingLinks() {
  const form = useQuoteRequests();
  const { pathname } = useLocation();
  const enquiry = (topic: string, course?: string) =>
    form
      ? quoteFormHref({ topic, course, from: pathname })
      : `/contact?topic=${topic}${course ? `&course=${encodeURIComponent(course)}` : ""}`;
  return {
    register: enquiry("training"),
    brochure: enquiry("brochure"),
    consultation: enquiry("consultation"),
    catalogue: "/products",
    course: (id: string) => enquiry("training", id),
  };
}

const modeIcons: IconName[] = ["building", "users", "monitor", "calendar"];
const benefitIcons: IconName[] = ["award", "wrench", "shield", "book", "lifebuoy", "clock"];

export default function Training({ loaderData }: Route.ComponentProps) {
  const t = useMessages(pagesMessages).training;
  const { courses, modes } = loaderData;
  const links = useTrainingLinks();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={links.register} className={buttonClass({ variant: "white", size: "lg" })}>
            {t.register}
          </Link>
          {/* The PDF staff uploaded, opened at once; without one, a request for it. */}
          {loaderData.brochure ? (
            <a
              href={loaderData.brochure.href}
              className={buttonClass({ variant: "outline-white", size: "lg" })}
              data-testid="brochure"
            >
              {t.brochure}
              <span className="ml-2 font-normal opacity-80">{t.brochureFile(loaderData.brochure.size)}</span>
            </a>
          ) : (
            <Link to={links.brochure} className={buttonClass({ variant: "outline-white", size: "lg" })}>
              {t.brochure}
            </Link>
          )}
        </div>
      </PageHero>

      <PageSection id="courses-title" title={t.coursesTitle} intro={t.coursesIntro}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id}>
              <article
                aria-labelledby={`course-${course.id}`}
                className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 id={`course-${course.id}`} className="text-xl font-bold text-slate-900">
                    {course.title}
                  </h3>
                  <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary">
                    <span className="sr-only">{t.duration}: </span>
                    {course.duration}
                  </span>
                </div>
                <p className="mt-3 text-slate-600">{course.description}</p>
                <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold text-slate-500">{t.level}</dt>
                    <dd className="mt-1 font-semibold text-slate-900">{course.level}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-500">{t.audience}</dt>
                    <dd className="mt-1 font-semibold text-slate-900">{course.audience}</dd>
                  </div>
                </dl>
                <h4 className="mt-5 text-sm font-semibold text-slate-500">{t.content}</h4>
                <MarkList items={course.features} className="mt-2 flex-1" />
                <Link
                  to={links.course(course.id)}
                  className={buttonClass({ variant: "outline", size: "lg", className: "mt-6 self-start" })}
                >
                  {t.registerFor(course.title)}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="modes-title" title={t.modesTitle} intro={t.modesIntro} className="bg-slate-50 py-20">
        <IconCards items={modes} icons={modeIcons} filled />
      </PageSection>

      <PageSection id="benefits-title" title={t.benefitsTitle}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.benefits.map((benefit, index) => (
            <li key={benefit.title} className="flex gap-4 rounded-2xl p-6 ring-1 ring-slate-200">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary">
                <Icon name={benefitIcons[index] ?? "check"} />
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-1 text-slate-600">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        className="bg-gradient-to-br from-primary-800 to-primary py-16 text-white"
        aria-labelledby="training-cta"
      >
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <h2 id="training-cta" className="text-2xl font-extrabold sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="text-lg text-blue-100">{t.ctaText}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={links.consultation} className={buttonClass({ variant: "white", size: "lg" })}>
              {t.consultation}
            </Link>
            <Link to={links.catalogue} className={buttonClass({ variant: "outline-white", size: "lg" })}>
              {t.catalogue}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

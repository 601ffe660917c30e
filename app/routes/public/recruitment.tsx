import { IconCards } from "~/components/pages/icon-cards";
import { Icon, type IconName } from "~/components/pages/icons";
import { MarkList } from "~/components/pages/mark-list";
import { staticPageMeta } from "~/components/pages/meta";
import { PageSection } from "~/components/pages/page-hero";
import { telHref, useSiteContacts } from "~/components/site/site-data";
import { buttonClass } from "~/components/ui/button";
import { IconTileCard } from "~/components/ui/icon-tile-card";
import { PageHero } from "~/components/ui/page-hero";
import { langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { Route } from "./+types/recruitment";
import { getRecruitmentPage } from "./recruitment.server";

export async function loader({ context }: Route.LoaderArgs) {
  return getRecruitmentPage(context.get(langContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.recruitment);
}

function mailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

const whyIcons: IconName[] = ["award", "wallet", "heart", "target"];

export default function Recruitment({ loaderData }: Route.ComponentProps) {
  const t = useMessages(pagesMessages).recruitment;
  const contacts = useSiteContacts();
  // The openings are at the Ho Chi Minh City office: its number reaches the named contact.
  const recruiterPhone = contacts.phoneSouth;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />

      <PageSection id="openings-title" title={t.openingsTitle}>
        <ul className="mt-12 grid gap-8 lg:grid-cols-2">
          {loaderData.jobs.map((job) => {
            const facts: { icon: IconName; label: string; value: string }[] = [
              { icon: "pin", label: t.location, value: job.location },
              { icon: "calendar", label: t.schedule, value: job.schedule },
              { icon: "wallet", label: t.salary, value: job.salary },
              { icon: "briefcase", label: t.experience, value: job.experience },
            ];
            return (
              <li key={job.id}>
                <article
                  aria-labelledby={`job-${job.id}`}
                  className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
                >
                  <h3 id={`job-${job.id}`} className="text-2xl font-bold text-slate-900">
                    {job.title}
                  </h3>
                  <p className="mt-2 text-slate-600">{job.summary}</p>
                  <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-2">
                    {facts.map((fact) => (
                      // A <dl>'s group holds only its <dt> and <dd>: the icon sits in the term, beside it.
                      <div key={fact.label} className="relative pl-8">
                        <dt className="text-sm text-slate-500">
                          <Icon name={fact.icon} size={20} className="absolute top-0.5 left-0 text-primary" />
                          {fact.label}
                        </dt>
                        <dd className="font-semibold text-slate-900">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <h4 className="mt-6 font-bold text-slate-900">{t.duties}</h4>
                  <MarkList items={job.duties} className="mt-3" />
                  {job.contact ? <p className="mt-4 text-slate-700">{`${t.contact}: ${job.contact}`}</p> : null}
                  <h4 className="mt-6 font-bold text-slate-900">{t.requirements}</h4>
                  <MarkList items={job.requirements} mark="dot" className="mt-3 flex-1" />
                  <a
                    href={mailto(contacts.email, t.emailSubject(job.title))}
                    className={buttonClass({ size: "lg", className: "mt-8 self-start" })}
                  >
                    <Icon name="mail" size={20} />
                    {t.applyByEmail}
                    <span className="sr-only">: {job.title}</span>
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        id="apply-title"
        title={t.applyTitle}
        intro={t.applyIntro}
        className="bg-primary-50 py-20"
        width="max-w-5xl"
      >
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <IconTileCard icon={<Icon name="phone" />} title={t.byPhoneTitle} text={t.byPhoneText}>
            <p className="mt-4">
              <span className="block font-semibold text-slate-900">{t.contactName}</span>
              <a href={telHref(recruiterPhone)} className="text-2xl font-extrabold text-primary hover:underline">
                {recruiterPhone}
              </a>
            </p>
          </IconTileCard>
          <IconTileCard icon={<Icon name="mail" />} title={t.byEmailTitle} text={t.byEmailText}>
            <p className="mt-4">
              <a
                href={mailto(contacts.email, t.genericSubject)}
                className="break-all text-2xl font-extrabold text-primary hover:underline"
              >
                {contacts.email}
              </a>
            </p>
          </IconTileCard>
        </div>
      </PageSection>

      <PageSection id="why-title" title={t.whyTitle}>
        <IconCards items={t.why} icons={whyIcons} />
      </PageSection>
    </>
  );
}

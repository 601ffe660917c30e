import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { Icon, type IconName } from "~/components/pages/icons";
import { MapFrame } from "~/components/pages/map-frame";
import { staticPageMeta } from "~/components/pages/meta";
import { PageSection } from "~/components/pages/page-hero";
import { QuoteSection } from "~/components/quotes/quote-section";
import { telHref, useSiteContacts } from "~/components/site/site-data";
import { PageHero } from "~/components/ui/page-hero";
import { langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { Route } from "./+types/contact";
import { contactLinkOf, getContactPage, handleContactAction } from "./contact.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return getContactPage(context.get(langContext), contactLinkOf(new URL(request.url).searchParams));
}

/** The quote request form's posts; 404 while it is off. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context.get(langContext));
}

/** The quote form's own posts leave the page's data as it is (its token included). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has("formToken") ? false : defaultShouldRevalidate;
}

/** With the quote form on, the page carries a fresh form token: no shared cache may hold it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.contact);
}

function InfoCard({
  icon,
  title,
  className = "",
  children,
}: {
  icon: IconName;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <article className={`flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <div className="mt-2 text-slate-600">{children}</div>
      </div>
    </article>
  );
}

/** The enquiry another page sent the visitor with (?topic=training&course=...), when it is a known one. */
function useEnquiry(courseTitle: string | null): string[] | null {
  const t = useMessages(pagesMessages);
  const [params] = useSearchParams();
  const topic = params.get("topic");
  if (!topic || !Object.hasOwn(t.contact.topics, topic)) return null;
  const lines = [t.contact.topics[topic as keyof typeof t.contact.topics]];
  if (topic === "training" && courseTitle) lines.push(t.contact.course(courseTitle));
  return lines;
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useMessages(pagesMessages).contact;
  const contacts = useSiteContacts();
  const enquiry = useEnquiry(loaderData.courseTitle);
  const phones = [
    { label: t.hotline, value: contacts.hotline },
    { label: t.north, value: contacts.phoneNorth },
    { label: t.south, value: contacts.phoneSouth },
  ];
  const offices = [
    { key: "hanoi", name: t.hanoiOffice, address: contacts.addressHanoi, map: contacts.mapUrlHanoi },
    { key: "hcm", name: t.hcmOffice, address: contacts.addressHcm, map: contacts.mapUrlHcm },
  ];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />

      <section className="bg-slate-50 py-16" aria-label={t.title}>
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          {/* With the request form on, the form itself shows the topic and the course, editable. */}
          {enquiry && !loaderData.quote && (
            <aside
              aria-label={t.topicTitle}
              className="mb-8 rounded-2xl border-l-4 border-primary bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="font-bold text-slate-900">{t.topicTitle}</p>
              {enquiry.map((line) => (
                <p key={line} className="mt-1 text-slate-700">
                  {line}
                </p>
              ))}
            </aside>
          )}
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
            <InfoCard icon="phone" title={t.phoneTitle} className="lg:col-span-2">
              <ul className="space-y-1">
                {phones.map((phone) => (
                  <li key={phone.label}>
                    {phone.label}:{" "}
                    <a href={telHref(phone.value)} className="font-semibold text-primary hover:underline">
                      {phone.value}
                    </a>
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon="mail" title={t.emailTitle} className="lg:col-span-2">
              <a href={`mailto:${contacts.email}`} className="break-all font-semibold text-primary hover:underline">
                {contacts.email}
              </a>
            </InfoCard>
            <InfoCard icon="clock" title={t.hoursTitle} className="md:col-span-2">
              <p>{contacts.workingHours}</p>
            </InfoCard>
            {offices.map((office) => (
              <InfoCard key={office.key} icon="pin" title={office.name} className="lg:col-span-3">
                <address className="not-italic">{office.address}</address>
              </InfoCard>
            ))}
          </div>
        </div>
      </section>

      {loaderData.quote ? <QuoteSection form={loaderData.quote} /> : null}

      <PageSection id="maps-title" title={t.mapsTitle} className="py-16" plain>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          {offices
            .filter((office) => office.map)
            .map((office) => (
              <figure key={office.key} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <MapFrame
                  title={t.mapOf(office.name)}
                  src={office.map}
                  className="block h-80 w-full border-0 bg-slate-100"
                />
                <figcaption className="flex flex-wrap items-start justify-between gap-3 p-5">
                  <span>
                    <span className="block font-bold text-slate-900">{office.name}</span>
                    <span className="block text-sm text-slate-600">{office.address}</span>
                  </span>
                  <a
                    href={office.map.replace(/([?&])output=embed(&|$)/, "$1").replace(/[?&]$/, "")}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    {t.openMap}
                  </a>
                </figcaption>
              </figure>
            ))}
        </div>
      </PageSection>
    </>
  );
}

import { useLocation } from "react-router";
import { Icon, type IconName } from "~/components/pages/icons";
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
import type { Route } from "./+types/partnership";
import { getPartnershipPage } from "./partnership.server";

export async function loader({ context }: Route.LoaderArgs) {
  return getPartnershipPage(context.get(langContext));
}

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(langOfMatches(matches), (pages) => pages.partnership);
}

/** Initials of a brand for its monogram ("Pentax Medical" -> "PM", "STERIS" -> "ST"). */
function monogram(name: string): string {
  const words = name.split(/\s+/);
  return (words.length > 1 ? words.map((w) => w.charAt(0)).join("") : name.slice(0, 2)).toUpperCase().slice(0, 2);
}

export default function Partnership({ loaderData }: Route.ComponentProps) {
  const t = useMessages(pagesMessages).partnership;
  const { pathname } = useLocation();
  // With quote requests on, the form with the topic chosen, naming this page as the source.
  const contactHref = useQuoteRequests()
    ? quoteFormHref({ topic: "partnership", from: pathname })
    : "/contact?topic=partnership";
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />

      <PageSection id="partners-title" title={t.listTitle} plain>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.partners.map((partner) => (
            <li key={partner.id}>
              <article className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
                <div className="flex items-center gap-4">
                  {partner.logo ? (
                    <img
                      src={partner.logo}
                      alt=""
                      width="56"
                      height="56"
                      loading="lazy"
                      className="h-14 w-14 shrink-0 rounded-xl object-contain ring-1 ring-slate-200"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-primary-800 text-lg font-extrabold text-white"
                    >
                      {monogram(partner.name)}
                    </span>
                  )}
                  <h3 className="text-xl font-bold text-slate-900">{partner.name}</h3>
                </div>
                <dl className="mt-6 flex-1 space-y-3 text-sm">
                  <PartnerFact icon="globe" term={t.country} valueClassName="font-semibold text-slate-700">
                    {partner.country}
                  </PartnerFact>
                  <PartnerFact icon="target" term={t.speciality} valueClassName="text-slate-600">
                    {partner.description}
                  </PartnerFact>
                </dl>
                <Link
                  to={partner.productsPath}
                  className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary hover:underline"
                >
                  {t.viewProducts}
                  <span className="sr-only"> {partner.name}</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="bg-primary-50 py-16" aria-labelledby="partners-cta">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <h2 id="partners-cta" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="text-lg text-slate-600">{t.ctaText}</p>
          <Link to={contactHref} className={buttonClass({ size: "lg" })}>
            {t.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}

/** A fact of a partner's card: its term read out only, shown as an icon, beside its value. */
function PartnerFact({
  icon,
  term,
  valueClassName,
  children,
}: {
  icon: IconName;
  term: string;
  valueClassName: string;
  children: string;
}) {
  // The icon stands for the term: inside the <dt>, which a <dl>'s group may only hold with its <dd>.
  return (
    <div className="flex gap-3">
      <dt className="flex shrink-0">
        <Icon name={icon} size={20} className="text-primary" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

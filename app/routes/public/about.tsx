import { GALLERY_PHOTOS } from "~/components/pages/gallery-photos";
import { IconCards } from "~/components/pages/icon-cards";
import { Icon, type IconName } from "~/components/pages/icons";
import { staticPageMeta } from "~/components/pages/meta";
import { PageSection } from "~/components/pages/page-hero";
import { PhotoGallery } from "~/components/pages/photo-gallery";
import { IconTileCard } from "~/components/ui/icon-tile-card";
import { PageHero } from "~/components/ui/page-hero";
import { langOfMatches, useMessages } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { Route } from "./+types/about";
import { getAboutPage } from "./about.server";

export async function loader({ context }: Route.LoaderArgs) {
  return getAboutPage(context.get(langContext));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const figures = loaderData?.figures;
  return staticPageMeta(langOfMatches(matches), ({ about }) => ({
    metaTitle: about.metaTitle,
    // Without the settings (the loader failed), the intro describes the company without figures.
    metaDescription: figures ? about.metaDescription(figures) : about.intro,
  }));
}

const valueIcons: IconName[] = ["shield", "users", "eye", "heart"];

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useMessages(pagesMessages).about;
  const { facts: shown, figures, partners } = loaderData;
  const facts = [
    { value: shown.founded, label: t.facts.founded },
    { value: shown.staff, label: t.facts.staff },
    { value: shown.customers, label: t.facts.customers },
  ];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title(figures)} intro={t.intro}>
        <dl aria-label={t.factsLabel} className="mt-12 grid max-w-3xl grid-cols-3 gap-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col rounded-2xl bg-white/10 px-4 py-5 text-center ring-1 ring-white/20"
            >
              <dt className="text-sm font-medium text-blue-100 sm:text-base">{fact.label}</dt>
              <dd className="order-first text-3xl font-extrabold sm:text-4xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section className="py-20" aria-labelledby="story-title">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <h2 id="story-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {t.storyTitle}
            </h2>
            {t.story(figures).map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-600">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-2xl bg-primary-50 p-8 lg:col-span-2">
            <h3 className="text-xl font-bold text-slate-900">{t.servicesTitle}</h3>
            <ul className="mt-5 space-y-4">
              {t.services.map((service) => (
                <li key={service} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="mt-0.5 shrink-0 text-primary" />
                  {service}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <PageSection
        id="partners-title"
        title={t.partnersTitle}
        intro={t.partnersIntro(figures)}
        className="below-fold bg-slate-50 py-20 [--fold:1240px] sm:[--fold:758px] lg:[--fold:550px]"
      >
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-primary text-lg font-extrabold text-white"
              >
                {partner.name.charAt(0)}
              </span>
              <span>
                <span className="block font-bold text-slate-900">{partner.name}</span>
                <span className="block text-sm text-slate-500">{partner.country}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/partnership" className="font-semibold text-primary hover:underline">
            {t.partnersLink} →
          </Link>
        </p>
      </PageSection>

      <PageSection id="gallery-title" title={t.galleryTitle} intro={t.galleryIntro}>
        <div className="mt-12">
          <PhotoGallery photos={GALLERY_PHOTOS} />
        </div>
      </PageSection>

      <section
        className="below-fold bg-slate-50 py-20 [--fold:720px] sm:[--fold:582px] md:[--fold:382px] lg:[--fold:310px]"
        aria-label={`${t.missionTitle} – ${t.visionTitle}`}
      >
        <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
          <IconTileCard level={2} icon={<Icon name="target" size={26} />} title={t.missionTitle} text={t.mission} />
          <IconTileCard level={2} icon={<Icon name="eye" size={26} />} title={t.visionTitle} text={t.vision} />
        </div>
      </section>

      <PageSection
        id="values-title"
        title={t.valuesTitle}
        intro={t.valuesIntro}
        className="below-fold py-20 [--fold:1170px] sm:[--fold:690px] md:[--fold:655px] lg:[--fold:440px]"
      >
        <IconCards items={t.values} icons={valueIcons} />
      </PageSection>
    </>
  );
}

import type { ReactNode } from "react";
import { data } from "react-router";
import { ArticleCard } from "~/components/site/article-card";
import { HeroSlider } from "~/components/site/hero-slider";
import { ProductCard } from "~/components/site/product-card";
import { Reveal } from "~/components/ui/reveal";
import { catalogues, useT } from "~/i18n";
import { langContext } from "~/i18n/context";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/home";
import { getHomePage } from "./home.server";

export async function loader({ context }: Route.LoaderArgs) {
  return data(await getHomePage(context.get(langContext)));
}

export function meta({ data }: Route.MetaArgs) {
  const t = catalogues[data?.lang ?? "vi"];
  return [{ title: t.meta.homeTitle }, { name: "description", content: t.meta.homeDescription }];
}

const whyIcons = [
  "M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z",
  "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z",
  "M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z",
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <HeroSlider slides={loaderData.slides} />

      <section
        className="below-fold bg-slate-50 py-20 [--fold:1030px] sm:[--fold:910px] md:[--fold:535px] lg:[--fold:450px]"
        aria-labelledby="why-title"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {t.home.whyTitle}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t.home.whyIntro}</p>
          </div>
          <Reveal threshold={0.2} className="mt-12 grid gap-6 md:grid-cols-3">
            {loaderData.why.map((card, index) => (
              <div key={card.id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-50 text-primary">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    width="26"
                    height="26"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  >
                    <path d={whyIcons[index % whyIcons.length]} />
                  </svg>
                </span>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{card.title}</h3>
                <p className="mt-3 text-slate-600">{card.description}</p>
              </div>
            ))}
          </Reveal>
        </div>
      </section>

      {/* With an empty catalogue (or no published news) the section is left out, not shown empty. */}
      {loaderData.featured.length > 0 && (
        <Shelf
          id="featured-title"
          title={t.home.featuredTitle}
          intro={t.home.featuredIntro}
          more={{ to: "/products", text: t.home.viewAllProducts }}
          className="py-20 [--fold:1850px] sm:[--fold:1190px] md:[--fold:1250px] lg:[--fold:680px]"
        >
          {loaderData.featured.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </Shelf>
      )}

      {loaderData.latest.length > 0 && (
        <Shelf
          id="news-title"
          title={t.home.latestNewsTitle}
          more={{ to: "/news", text: t.home.viewAllNews }}
          className="bg-slate-50 py-20 [--fold:1490px] sm:[--fold:945px] md:[--fold:1000px] lg:[--fold:540px]"
        >
          {loaderData.latest.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </Shelf>
      )}
    </>
  );
}

/** A home section of cards: its title (and intro), a link to the whole list, the cards. */
function Shelf({
  id,
  title,
  intro,
  more,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  more: { to: string; text: string };
  /** Its background and padding, and its `--fold` (where it starts at each width, for below-fold). */
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={`below-fold ${className}`} aria-labelledby={id}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id={id} className="text-3xl font-extrabold text-slate-900">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
          </div>
          <Link to={more.to} className="font-semibold text-primary hover:underline">
            {more.text} →
          </Link>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      </div>
    </section>
  );
}

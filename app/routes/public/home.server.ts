/** The home page: hero slides, featured products, latest articles. */
import { type Lang, pick } from "~/i18n/lang";
import { cardView } from "~/lib/site-content-views";
import { keepCompoundsTogether } from "~/lib/vietnamese-compounds";
import { type HeroSlideView, imageView } from "~/lib/views";
import { articleCardView, listLatestArticles } from "~/server/services/news.server";
import { listFeaturedProducts, productCardView } from "~/server/services/products.server";
import { getSiteShell } from "~/server/services/settings.server";

export const HOME_FEATURED_COUNT = 3;
export const HOME_NEWS_COUNT = 3;

export async function getHomePage(lang: Lang) {
  // The shell is the layout's read, shared: settings with the hero images' sizes and renditions.
  const [shell, featured, latest] = await Promise.all([
    getSiteShell(),
    listFeaturedProducts(HOME_FEATURED_COUNT),
    listLatestArticles(HOME_NEWS_COUNT),
  ]);
  const heroSlides = shell?.settings.heroSlides ?? [];
  const stored = shell?.heroImages ?? new Map();
  const slides: HeroSlideView[] = heroSlides.map((slide) => {
    const title = pick(slide.title, slide.titleEn, lang);
    return {
      id: slide.id,
      image: imageView(slide.image, stored.get(slide.image) ?? { width: null, height: null, variants: [] }, title),
      // The slide's words as they are shown: no line splits a Vietnamese compound. Done here, so
      // the browser never compiles the pattern (a Unicode, case-blind one) while it hydrates.
      title: keepCompoundsTogether(title),
      subtitle: keepCompoundsTogether(pick(slide.subtitle, slide.subtitleEn, lang)),
      description: keepCompoundsTogether(pick(slide.description, slide.descriptionEn, lang)),
      primaryButtonText: pick(slide.primaryButtonText, slide.primaryButtonTextEn, lang),
      primaryButtonHref: slide.primaryButtonHref,
      secondaryButtonText: pick(slide.secondaryButtonText, slide.secondaryButtonTextEn, lang),
      secondaryButtonHref: slide.secondaryButtonHref,
    };
  });
  return {
    lang,
    slides,
    why: (shell?.settings.whyCards ?? []).map((card) => cardView(card, lang)),
    featured: featured.map((p) => productCardView(p, lang)),
    latest: latest.map((a) => articleCardView(a, lang)),
  };
}

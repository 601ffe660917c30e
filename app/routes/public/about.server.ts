/** The about page: the company's figures (shown and quoted) and its partner brands, from the site settings. */
import type { Lang } from "~/i18n/lang";
import type { CompanyFigures } from "~/i18n/messages/pages";
import { partnerView } from "~/lib/site-content-views";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getAboutPage(lang: Lang) {
  const { settings } = await requireSiteShell();
  return {
    facts: {
      founded: String(settings.foundedYear),
      staff: `${settings.staffCount}+`,
      customers: `${settings.customerCount}+`,
    },
    /** What the page's sentences quote: the same settings, so that an edit changes them too. */
    figures: {
      foundedYear: settings.foundedYear,
      staffCount: settings.staffCount,
      customerCount: settings.customerCount,
      partnerCount: settings.partners.length,
    } satisfies CompanyFigures,
    partners: settings.partners.map((partner) => {
      const { id, name, country } = partnerView(partner, lang);
      return { id, name, country };
    }),
  };
}

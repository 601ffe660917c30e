/** The about page: the company's figures and its partner brands, from the site settings. */
import type { Lang } from "~/i18n/lang";
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
    partners: settings.partners.map((partner) => {
      const { id, name, country } = partnerView(partner, lang);
      return { id, name, country };
    }),
  };
}

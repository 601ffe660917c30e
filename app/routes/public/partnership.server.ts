/** The brand partners page, from the site settings. */
import type { Lang } from "~/i18n/lang";
import { partnerView } from "~/lib/site-content-views";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getPartnershipPage(lang: Lang) {
  const { settings } = await requireSiteShell();
  return { partners: settings.partners.map((partner) => partnerView(partner, lang)) };
}

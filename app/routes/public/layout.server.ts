/** The public site's shell: navigation departments, company contacts, machine translation switch. */
import { type Lang, pick } from "~/i18n/lang";
import { namedLink } from "~/lib/catalog-views";
import type { SiteLayoutData } from "~/lib/site-views";
import { publicConfig } from "~/server/config.server";
import { requireSiteShell } from "~/server/services/settings.server";

export async function getPublicLayout(lang: Lang): Promise<SiteLayoutData> {
  const { settings, departments } = await requireSiteShell();
  return {
    lang,
    departments: departments.map((d) => namedLink(d, lang)),
    contacts: {
      companyName: pick(settings.companyName, settings.companyNameEn, lang),
      addressHanoi: pick(settings.addressHanoi, settings.addressHanoiEn, lang),
      addressHcm: pick(settings.addressHcm, settings.addressHcmEn, lang),
      hotline: settings.hotline,
      phoneNorth: settings.phoneNorth,
      phoneSouth: settings.phoneSouth,
      zaloNationwide: settings.zaloNationwide,
      zaloNorth: settings.zaloNorth,
      zaloSouth: settings.zaloSouth,
      email: settings.email,
      workingHours: pick(settings.workingHours, settings.workingHoursEn, lang),
      mapUrlHanoi: settings.mapUrlHanoi,
      mapUrlHcm: settings.mapUrlHcm,
      foundedYear: settings.foundedYear,
      taxCode: settings.taxCode,
      registration: pick(settings.registration, settings.registrationEn, lang),
      registeredAddress: pick(settings.registeredAddress, settings.registeredAddressEn, lang),
    },
    machineTranslation: publicConfig().machineTranslation === "google",
    quoteRequests: settings.quoteRequestsEnabled,
  };
}

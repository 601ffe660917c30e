import type { Lang } from "~/i18n/lang";

/** Company facts as the public layout's loader hands them to the shell, in the page's language. */
export interface SiteContacts {
  companyName: string;
  addressHanoi: string;
  addressHcm: string;
  hotline: string;
  phoneNorth: string;
  phoneSouth: string;
  zaloNationwide: string;
  zaloNorth: string;
  zaloSouth: string;
  email: string;
  workingHours: string;
  mapUrlHanoi: string;
  mapUrlHcm: string;
  /** The founding year, which the footer's blurb quotes. */
  foundedYear: number;
  /** The legal details under the footer; each empty when not set. */
  taxCode: string;
  /** Who registered the company and when ("do Sở KH&ĐT TP. Hà Nội cấp lần đầu ngày …"). */
  registration: string;
  registeredAddress: string;
}

/** The public layout loader's data (route id `<lang>/layout`), which the shell's components read. */
export interface SiteLayoutData {
  lang: Lang;
  /** Active departments, for the navigation's product sub-menu. */
  departments: { slug: string; name: string }[];
  contacts: SiteContacts;
  /** MACHINE_TRANSLATION=google: /en pages load the translation overlay. */
  machineTranslation: boolean;
  /** Quote requests are switched on in the settings: 'Liên hệ tư vấn' opens the form. */
  quoteRequests: boolean;
}

/** The root loader's data (route id `root`): the request's language and the configured public origin. */
export interface RootData {
  lang: Lang;
  /** PUBLIC_SITE_URL, when configured: canonical, hreflang and share URLs are then absolute. */
  siteUrl: string | null;
}

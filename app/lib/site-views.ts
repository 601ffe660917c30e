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
}

export interface SiteLayoutData {
  lang: Lang;
  /** Active departments, for the navigation's product sub-menu. */
  departments: { slug: string; name: string }[];
  contacts: SiteContacts;
}

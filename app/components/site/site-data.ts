import { useRouteLoaderData } from "react-router";
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
}

export interface SiteLayoutData {
  lang: Lang;
  contacts: SiteContacts;
}

export function useSiteContacts(): SiteContacts {
  const vi = useRouteLoaderData("vi/layout") as SiteLayoutData | undefined;
  const en = useRouteLoaderData("en/layout") as SiteLayoutData | undefined;
  const data = vi ?? en;
  if (!data) throw new Error("useSiteContacts is for pages inside the public layout");
  return data.contacts;
}

/** tel: link for a Vietnamese phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

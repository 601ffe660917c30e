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
  /** Active departments, for the navigation's product sub-menu. */
  departments: { slug: string; name: string }[];
  contacts: SiteContacts;
}

function useSiteLayoutData(): SiteLayoutData {
  const vi = useRouteLoaderData("vi/layout") as SiteLayoutData | undefined;
  const en = useRouteLoaderData("en/layout") as SiteLayoutData | undefined;
  const data = vi ?? en;
  if (!data) throw new Error("The site's shell is only available inside the public layout");
  return data;
}

export function useSiteContacts(): SiteContacts {
  return useSiteLayoutData().contacts;
}

export function useNavDepartments(): SiteLayoutData["departments"] {
  return useSiteLayoutData().departments;
}

/** tel: link for a Vietnamese phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

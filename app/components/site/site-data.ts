import { useRouteLoaderData } from "react-router";
import { useLang } from "~/i18n";
import type { RootData, SiteContacts, SiteLayoutData } from "~/lib/site-views";

export type { SiteContacts, SiteLayoutData };

function useSiteLayoutData(): SiteLayoutData {
  // The public layout is mounted once per language, with the id `<lang>/layout` (app/routes.ts).
  const data = useRouteLoaderData<SiteLayoutData>(`${useLang()}/layout`);
  if (!data) throw new Error("The site's shell is only available inside the public layout");
  return data;
}

export function useSiteContacts(): SiteContacts {
  return useSiteLayoutData().contacts;
}

export function useNavDepartments(): SiteLayoutData["departments"] {
  return useSiteLayoutData().departments;
}

/** PUBLIC_SITE_URL, when configured: the only origin an absolute address is made with. */
export function useSiteOrigin(): string | null {
  return useRouteLoaderData<RootData>("root")?.siteUrl ?? null;
}

/** Whether the quote request form is on; off, the site is as specified. */
export function useQuoteRequests(): boolean {
  return useSiteLayoutData().quoteRequests;
}

/** tel: link for a Vietnamese phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

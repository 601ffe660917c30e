/**
 * Structured data (schema.org JSON-LD) of the public pages, built from plain values. Addresses
 * are absolute only from the configured site address (PUBLIC_SITE_URL), never from the request's
 * Host; without it they stay relative where a value may be a relative URL (url, logo, image,
 * breadcrumb items), and a property whose only value is the page's own absolute address
 * (mainEntityOfPage) is left out. No property is ever null (decision 026).
 */

import { DEFAULT_LANG, langFromPath } from "~/i18n/lang";
import type { RegulatoryFacts } from "./regulatory";

/** The site's logo, 512 px square (public/icon-512.png). */
export const SITE_LOGO = "/icon-512.png";

type JsonLdObject = Record<string, unknown>;

/** A path of the site made absolute with the configured origin, else left as it is. */
export function siteAddress(origin: string | null, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl) || !origin) return pathOrUrl;
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, "")}/`).href;
}

export interface OrganizationFacts {
  name: string;
  email: string;
  hotline: string;
  phones: string[];
  addresses: string[];
  workingHours: string;
  /** The company's own profiles (the settings' Zalo links); only http(s) addresses are kept. */
  profiles: string[];
  /** The enterprise code (mã số doanh nghiệp), which is the tax code; empty when not set. */
  taxId?: string;
}

/** The profiles as `sameAs`: absolute http(s) addresses, each once, empty ones dropped. */
export function sameAs(profiles: string[]): string[] {
  return [...new Set(profiles.map((p) => p.trim()).filter((p) => /^https?:\/\/\S+$/i.test(p)))];
}

/** Who publishes: name and logo (NewsArticle's publisher). */
export function publisherLd(name: string, origin: string | null): JsonLdObject {
  return {
    "@type": "Organization",
    name,
    url: siteAddress(origin, "/"),
    logo: { "@type": "ImageObject", url: siteAddress(origin, SITE_LOGO) },
  };
}

/** The company, on every public page (the footer). */
export function organizationLd(facts: OrganizationFacts, origin: string | null): JsonLdObject {
  const profiles = sameAs(facts.profiles);
  return {
    "@type": "Organization",
    name: facts.name,
    url: siteAddress(origin, "/"),
    logo: siteAddress(origin, SITE_LOGO),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    ...(facts.taxId ? { taxID: facts.taxId } : {}),
    email: facts.email,
    telephone: facts.hotline,
    address: facts.addresses.map((streetAddress) => ({
      "@type": "PostalAddress",
      streetAddress,
      addressCountry: "VN",
    })),
    contactPoint: facts.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      hoursAvailable: facts.workingHours,
    })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** ISO dates. */
  published: string;
  modified: string;
  /** The byline as staff wrote it: one field, in Vietnamese (a person, or a team: "Ban Truyền thông"). */
  author: string | null;
  /** The featured image's path or address, or null. */
  image: string | null;
  /** The page's path (with its language prefix). */
  path: string;
  /** The company's name in the page's language. */
  publisher: string;
}

/**
 * The byline on a Vietnamese page; on a page in another language, the company (in that
 * language's name): the byline has no translation, and a team's name would stay Vietnamese.
 */
function articleAuthorLd(facts: ArticleFacts, origin: string | null): JsonLdObject | null {
  if (langFromPath(facts.path) !== DEFAULT_LANG) {
    return { "@type": "Organization", name: facts.publisher, url: siteAddress(origin, "/") };
  }
  return facts.author ? { "@type": "Person", name: facts.author } : null;
}

export function newsArticleLd(facts: ArticleFacts, origin: string | null): JsonLdObject {
  const author = articleAuthorLd(facts, origin);
  return {
    "@type": "NewsArticle",
    headline: facts.headline,
    description: facts.description,
    datePublished: facts.published,
    dateModified: facts.modified,
    // Its only value is the page's absolute address: left out when there is none to give.
    ...(origin ? { mainEntityOfPage: siteAddress(origin, facts.path) } : {}),
    ...(facts.image ? { image: [siteAddress(origin, facts.image)] } : {}),
    ...(author ? { author } : {}),
    publisher: publisherLd(facts.publisher, origin),
  };
}

/** A named value of a product that schema.org has no property of its own for. */
export interface ProductProperty {
  name: string;
  value: string;
}

export interface ProductFacts {
  name: string;
  description: string;
  category: string;
  /** Every photo of the page, the main image first; none: left out. */
  images: readonly string[];
  brand: string | null;
  path: string;
  /** As `additionalProperty` PropertyValue entries; none: left out. */
  properties?: ProductProperty[];
  /** Where it is made, in the page's language (schema.org's `countryOfOrigin`); none: left out. */
  countryOfOrigin?: string | null;
}

export function productLd(facts: ProductFacts, origin: string | null): JsonLdObject {
  const properties = facts.properties ?? [];
  return {
    "@type": "Product",
    name: facts.name,
    description: facts.description,
    category: facts.category,
    url: siteAddress(origin, facts.path),
    ...(facts.images.length > 0 ? { image: facts.images.map((image) => siteAddress(origin, image)) } : {}),
    ...(facts.brand ? { brand: { "@type": "Brand", name: facts.brand } } : {}),
    ...(facts.countryOfOrigin ? { countryOfOrigin: { "@type": "Country", name: facts.countryOfOrigin } } : {}),
    ...(properties.length > 0
      ? { additionalProperty: properties.map((p) => ({ "@type": "PropertyValue", name: p.name, value: p.value })) }
      : {}),
  };
}

/**
 * The risk class and circulation number as the page names them, in its language;
 * the class as its letter, the value a reader of any language compares.
 */
export function regulatoryProperties(
  facts: RegulatoryFacts,
  labels: { riskClass: string; circulationNumber: string },
): ProductProperty[] {
  return [
    ...(facts.riskClass ? [{ name: labels.riskClass, value: facts.riskClass }] : []),
    ...(facts.circulationNumber ? [{ name: labels.circulationNumber, value: facts.circulationNumber }] : []),
  ];
}

/** Home / … / the page; each item's address is the localized path, absolute with the origin. */
export function breadcrumbLd(items: { name: string; path: string }[], origin: string | null): JsonLdObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: siteAddress(origin, item.path),
    })),
  };
}

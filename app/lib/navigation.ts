/** The eight main navigation entries; the header hides training and recruitment. */
export const NAV_ITEMS = [
  { key: "home", href: "/", inHeader: true },
  { key: "about", href: "/about", inHeader: true },
  { key: "products", href: "/departments", inHeader: true },
  { key: "partnership", href: "/partnership", inHeader: true },
  { key: "training", href: "/training", inHeader: false },
  { key: "recruitment", href: "/recruitment", inHeader: false },
  { key: "news", href: "/news", inHeader: true },
  { key: "contact", href: "/contact", inHeader: true },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];

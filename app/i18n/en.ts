import type { Messages } from "./vi";

/** English UI texts. */
export const en: Messages = {
  meta: {
    siteName: "An Viet Medical",
    homeTitle: "An Viet Medical – Modern medical equipment for hospitals and clinics",
    homeDescription:
      "Distributor of medical equipment, consumables and chemicals for hospitals and clinics across Vietnam: endoscopy, infection control, operating rooms.",
    pageTitle: (title: string) => `${title} | An Viet Medical`,
  },
  nav: {
    home: "Home",
    about: "About us",
    products: "Products",
    partnership: "Brand partners",
    training: "Training",
    recruitment: "Careers",
    news: "News",
    contact: "Contact",
  },
  header: {
    mainNavigation: "Main navigation",
    homeLink: "home page",
    hotline: "Hotline",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    allProducts: "All products",
    allDepartments: "All departments",
    openSubmenu: (name: string) => `Open the sub-menu of ${name}`,
    closeSubmenu: (name: string) => `Close the sub-menu of ${name}`,
    skipToContent: "Skip to content",
  },
  footer: {
    blurb: (foundedYear: number) =>
      `Authorised distributor of medical equipment, consumables and chemicals for hospitals and clinics across Vietnam since ${foundedYear}.`,
    contacts: "Contact",
    hotline: "Hotline",
    north: "North",
    south: "South",
    email: "Email",
    quickLinks: "Quick links",
    copyright: (year: number, company: string) => `© ${year} ${company.replace(/\.$/, "")}. All rights reserved.`,
  },
  contactWidget: {
    title: "24/7 support",
    subtitle: "Always ready to help",
    open: "Open live support",
    close: "Close live support",
    zaloNationwide: "Zalo chat, nationwide",
    callNationwide: "Call the nationwide hotline",
    zaloNorth: "Zalo, North",
    zaloSouth: "Zalo, South",
  },
  home: {
    goToSlide: (n: number) => `Go to slide ${n}`,
    slideProgress: (current: number, total: number) => `Slide ${current}/${total}`,
    slide: "slide",
    carousel: "carousel",
    whyTitle: "Why choose us",
    whyIntro:
      "For more than a decade we have worked with hospitals and clinics, bringing genuine equipment and dedicated technical service.",
    featuredTitle: "Featured products",
    featuredIntro: "Equipment that hospitals rely on.",
    viewAllProducts: "View all products",
    latestNewsTitle: "Latest news",
    viewAllNews: "View all news",
  },
  product: {
    brands: "Product brands",
    moreBrands: (n: number) => `+${n}`,
    moreFeatures: (n: number) => `+${n} more`,
    viewDetails: "View details",
    featured: "Featured",
    noImage: "No image yet",
  },
  news: {
    readMore: "Read more",
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has been moved.",
    home: "Back to home",
    back: "Go back",
    products: "Products",
    about: "About us",
    contact: "Contact",
    news: "News",
  },
  error: {
    title: "Something went wrong",
    text: "Sorry, this page cannot be shown right now. Please try again.",
    retry: "Try again",
  },
  loadingPage: "Loading page…",
  translation: {
    title: "Translating...",
    text: "Please wait while we translate the page to English",
  },
  pending: {
    text: "This page's content is being updated.",
  },
};

import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGS, type Lang } from "./i18n/lang";
import { LISTING_ROUTES } from "./lib/catalog-routes";
import { REVISION_ROUTES } from "./lib/revisions";

/**
 * The public site is declared once and mounted once per language of LANGS: Vietnamese at "/",
 * English at "/en". The language comes from the path only (see app/i18n/lang.ts).
 */
function publicRoutes(lang: Lang) {
  const id = (name: string) => `${lang}/${name}`;
  return layout("routes/public/layout.tsx", { id: id("layout") }, [
    index("routes/public/home.tsx", { id: id("home") }),
    route("about", "routes/public/about.tsx", { id: id("about") }),
    route("departments", "routes/public/departments.tsx", { id: id("departments") }),
    route("departments/:departmentSlug", "routes/public/departments.$departmentSlug.tsx", {
      id: id("department"),
    }),
    // The product lists: one route module, its variant declared by LISTING_ROUTES.
    ...LISTING_ROUTES.map((listing) =>
      route(listing.path.slice(1), "routes/public/products.tsx", { id: id(listing.id) }),
    ),
    route("products/:slug", "routes/public/products.$slug.tsx", { id: id("product") }),
    route("partnership", "routes/public/partnership.tsx", { id: id("partnership") }),
    route("training", "routes/public/training.tsx", { id: id("training") }),
    route("recruitment", "routes/public/recruitment.tsx", { id: id("recruitment") }),
    route("news", "routes/public/news.tsx", { id: id("news") }),
    route("news/:slug", "routes/public/news.$slug.tsx", { id: id("article") }),
    route("contact", "routes/public/contact.tsx", { id: id("contact") }),
    route("colors", "routes/public/colors.tsx", { id: id("colors") }),
    route("logo-demo", "routes/public/logo-demo.tsx", { id: id("logo-demo") }),
    route("*", "routes/public/not-found.tsx", { id: id("not-found") }),
  ]);
}

export default [
  route("healthz", "routes/healthz.tsx"),
  route("api/article-views", "routes/api.article-views.tsx"),
  route("api/product-views", "routes/api.product-views.tsx"),
  route("sitemap.xml", "routes/feeds/sitemap.tsx"),
  route("sitemaps/:file", "routes/feeds/sitemap.tsx", { id: "sitemap-file" }),
  route("robots.txt", "routes/feeds/robots.tsx"),
  // A product's document, downloaded under a clean name: one address for both languages.
  route("documents/:id/:name", "routes/public/documents.$id.$name.tsx"),
  // The training brochure staff upload in the settings.
  route("documents/brochure/:name", "routes/public/documents.brochure.tsx"),
  ...LANGS.map((l) => route(`${l.prefix}/news/rss.xml`, "routes/feeds/rss.tsx", { id: `${l.code}/news-rss` })),
  // The admin. Only the login page is open: every other admin route sits inside the guarded
  // layout, whose middleware requires a session before any of their loaders or actions runs
  // (tests/e2e/admin-guard.spec.ts walks this table to prove it for each route).
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    // The sign-in's second step: open like the login page, it needs the step's own cookie.
    route("login/second-factor", "routes/admin/login.second-factor.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/products.new.tsx"),
      route("products/:id/edit", "routes/admin/products.$id.edit.tsx"),
      // The catalogue as a spreadsheet, and back (docs/product-import-format.md).
      route("products/export.csv", "routes/admin/products.export.tsx", { id: "routes/admin/products.export.csv" }),
      route("products/export.xlsx", "routes/admin/products.export.tsx", { id: "routes/admin/products.export.xlsx" }),
      route("products/import", "routes/admin/products.import.tsx"),
      route("products/import/format", "routes/admin/products.import.format.tsx"),
      // Quote requests: the inbox, its export, a request's page.
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("inquiries/export.csv", "routes/admin/inquiries.export.tsx", { id: "routes/admin/inquiries.export.csv" }),
      route("inquiries/export.xlsx", "routes/admin/inquiries.export.tsx", { id: "routes/admin/inquiries.export.xlsx" }),
      route("inquiries/:id", "routes/admin/inquiries.$id.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("news/new", "routes/admin/news.new.tsx"),
      route("news/:id/edit", "routes/admin/news.$id.edit.tsx"),
      // The revision histories: one route module, its kind declared by REVISION_ROUTES.
      ...REVISION_ROUTES.map((revisions) =>
        route(revisions.path, "routes/admin/revisions.tsx", {
          id: `routes/admin/${revisions.path.replaceAll("/", ".").replace(":id", "$id")}`,
        }),
      ),
      route("departments", "routes/admin/departments.tsx"),
      route("departments/*", "routes/admin/departments.tsx", { id: "routes/admin/departments.$" }),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/quotes", "routes/admin/settings.quotes.tsx"),
      route("settings/:section", "routes/admin/settings.$section.tsx"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("deleted", "routes/admin/deleted.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("logout", "routes/admin/logout.tsx"),
      route("api/uploads", "routes/admin/api.uploads.tsx"),
      route("api/documents", "routes/admin/api.documents.tsx"),
      route("api/images", "routes/admin/api.images.tsx"),
      route("api/image-grid", "routes/admin/api.image-grid.tsx"),
      route("api/editing", "routes/admin/api.editing.tsx"),
      route("*", "routes/admin/$.tsx"),
    ]),
  ]),
  ...LANGS.flatMap((l) => (l.prefix ? prefix(l.prefix.slice(1), [publicRoutes(l.code)]) : [publicRoutes(l.code)])),
] satisfies RouteConfig;

import { DEMO_CATALOG } from "../../app/server/seed/data/catalog";
import { DEMO_ARTICLES } from "../../app/server/seed/data/news";

const department = DEMO_CATALOG[0];
const category = department?.categories[0];
const product = category?.products[0];
const article = DEMO_ARTICLES.find((a) => a.isPublished);

/**
 * One address per public template of the demo site, and per state a template renders differently
 * (a filter, a search with and without results, a second page, every kind of not-found), without
 * the /en prefix: what the HTML checker and axe go through (html-validity.spec.ts, axe.spec.ts).
 */
export const PUBLIC_TEMPLATES = [
  "/",
  "/products",
  "/products?brand=pentax-medical",
  "/products?q=may",
  "/products?q=zzzzqqq",
  "/products?page=2",
  "/products/all",
  "/departments",
  `/departments/${department?.slug}`,
  `/departments/${department?.slug}/${category?.slug}`,
  `/products/department/${department?.slug}`,
  `/products/category/${category?.slug}`,
  "/medical-equipment",
  `/products/${product?.slug}`,
  "/news",
  "/news?page=2",
  `/news/${article?.slug}`,
  "/about",
  "/contact",
  "/partnership",
  "/training",
  "/recruitment",
  "/colors",
  "/logo-demo",
  "/no-such-page",
  "/products/no-such-product",
  "/news/no-such-article",
  "/departments/no-such-department",
];

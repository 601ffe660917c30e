import { type Lang, pick } from "~/i18n/lang";
import type { FilterOption, FilterOptionGroup, NamedLink, ProductDetailView } from "~/lib/catalog-views";
import { brandId } from "~/lib/slugify";
import type { DepartmentWithCategories } from "./services/departments.server";
import type { ProductDetail } from "./services/products.server";
import { imageView } from "./views.server";

interface Named {
  slug: string;
  name: string;
  nameEn: string;
}

export function namedLink(entity: Named, lang: Lang): NamedLink {
  return { slug: entity.slug, name: pick(entity.name, entity.nameEn, lang) };
}

export function productDetailView(product: ProductDetail, lang: Lang): ProductDetailView {
  const name = pick(product.name, product.nameEn, lang);
  return {
    slug: product.slug,
    name,
    description: pick(product.description, product.descriptionEn, lang),
    image: product.image ? imageView(product.image.url, product.image, name) : null,
    brands: product.brands.map((brand) => ({ id: brandId(brand), name: brand.trim() })).filter((b) => b.id),
    features: product.features.map((f) => pick(f.text, f.textEn, lang)),
    specifications: [...product.specifications]
      .sort((a, b) => a.order - b.order)
      .map((s) => ({ key: pick(s.key, s.keyEn, lang), value: pick(s.value, s.valueEn, lang) })),
    department: namedLink(product.department, lang),
    category: namedLink(product.category, lang),
  };
}

/** Brand names as filter options, one per brand id, in the given order. */
export function brandOptions(names: string[]): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const name of names) {
    const id = brandId(name);
    if (id && !seen.has(id)) seen.set(id, { value: id, label: name.trim() });
  }
  return [...seen.values()];
}

export function departmentOptions(list: DepartmentWithCategories[], lang: Lang): FilterOption[] {
  return list.map((d) => ({ value: d.slug, label: pick(d.name, d.nameEn, lang) }));
}

/** Categories grouped by department; a slug shared by two departments is offered once. */
export function categoryOptionGroups(list: DepartmentWithCategories[], lang: Lang): FilterOptionGroup[] {
  const seen = new Set<string>();
  return list
    .map((d) => ({
      label: pick(d.name, d.nameEn, lang),
      options: d.categories
        .filter((c) => !seen.has(c.slug) && seen.add(c.slug))
        .map((c) => ({ value: c.slug, label: pick(c.name, c.nameEn, lang) })),
    }))
    .filter((group) => group.options.length > 0);
}

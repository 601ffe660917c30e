/**
 * The specification's slug rule (products, departments, categories, news): lowercase, diacritics
 * stripped, đ -> d, runs of other characters become one hyphen, hyphens trimmed at both ends.
 */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Brand filter id: lowercase, spaces to hyphens ("Pentax Medical" -> "pentax-medical"). */
export function brandId(brand: string): string {
  return brand.trim().toLowerCase().replace(/\s+/g, "-");
}

/** News categories: stable keys stored in the database, labels in both languages. */
export const NEWS_CATEGORIES = {
  "company-news": { vi: "Tin tức công ty", en: "Company news" },
  announcement: { vi: "Thông báo", en: "Announcements" },
  "product-update": { vi: "Cập nhật sản phẩm", en: "Product updates" },
  "user-guide": { vi: "Hướng dẫn sử dụng", en: "User guides" },
  "medical-research": { vi: "Nghiên cứu y tế", en: "Medical research" },
  promotion: { vi: "Khuyến mãi", en: "Promotions" },
  "medical-knowledge": { vi: "Kiến thức y tế", en: "Medical knowledge" },
  healthcare: { vi: "Chăm sóc sức khỏe", en: "Healthcare" },
  "medical-technology": { vi: "Công nghệ y tế", en: "Medical technology" },
} as const;

export type NewsCategoryKey = keyof typeof NEWS_CATEGORIES;

export const NEWS_CATEGORY_KEYS = Object.keys(NEWS_CATEGORIES) as NewsCategoryKey[];

export function isNewsCategoryKey(value: string): value is NewsCategoryKey {
  return Object.hasOwn(NEWS_CATEGORIES, value);
}

export function newsCategoryLabel(key: string | null, lang: "vi" | "en"): string | null {
  if (!key || !isNewsCategoryKey(key)) return null;
  return NEWS_CATEGORIES[key][lang];
}

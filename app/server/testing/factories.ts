import type { SQL } from "drizzle-orm";
import type { HeroSlide } from "~/lib/content-types";
import { db } from "../db/index.server";
import { quoteRequests } from "../db/quote-schema";
import { departments, news, productCategories, productItems } from "../db/schema";
import type { NewsSaveValues } from "../services/news-admin.server";

let sequence = 0;
const next = () => ++sequence;

export async function createDepartment(values: Partial<typeof departments.$inferInsert> = {}) {
  const n = next();
  const [row] = await db()
    .insert(departments)
    .values({ slug: `khoa-${n}`, name: `Khoa ${n}`, nameEn: `Department ${n}`, ...values })
    .returning();
  if (!row) throw new Error("department not created");
  return row;
}

export async function createCategory(
  departmentId: number,
  values: Partial<typeof productCategories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db()
    .insert(productCategories)
    .values({ departmentId, slug: `danh-muc-${n}`, name: `Danh mục ${n}`, nameEn: `Category ${n}`, ...values })
    .returning();
  if (!row) throw new Error("category not created");
  return row;
}

export async function createProduct(categoryId: number, values: Partial<typeof productItems.$inferInsert> = {}) {
  const n = next();
  const [row] = await db()
    .insert(productItems)
    .values({ categoryId, slug: `san-pham-${n}`, name: `Sản phẩm ${n}`, nameEn: `Product ${n}`, ...values })
    .returning();
  if (!row) throw new Error("product not created");
  return row;
}

export async function createArticle(values: Partial<typeof news.$inferInsert> = {}) {
  const n = next();
  const published = values.isPublished ?? true;
  const [row] = await db()
    .insert(news)
    .values({
      slug: `bai-viet-${n}`,
      title: `Bài viết ${n}`,
      content: "<p>Nội dung</p>",
      isPublished: published,
      // An hour apart from 2020 on: later articles are newer, and all are in the past whatever the
      // day the tests run (the sequence runs on across the files of a worker).
      publishedAt: published ? new Date(Date.UTC(2020, 0, 1) + n * 3_600_000) : null,
      ...values,
    })
    .returning();
  if (!row) throw new Error("article not created");
  return row;
}

/** A hero slide of the settings with every text empty but its title. */
export function heroSlide(id: number, title: string, values: Partial<HeroSlide> = {}): HeroSlide {
  return {
    id,
    image: `/uploads/hero/${id}.jpg`,
    title,
    titleEn: "",
    subtitle: "",
    subtitleEn: "",
    description: "",
    descriptionEn: "",
    primaryButtonText: "",
    primaryButtonTextEn: "",
    primaryButtonHref: "/products",
    secondaryButtonText: "",
    secondaryButtonTextEn: "",
    secondaryButtonHref: "/contact",
    ...values,
  };
}

/** What the news editor saves, every optional text empty: a published article titled `title`. */
export function newsSaveValues(title: string, slug: string, values: Partial<NewsSaveValues> = {}): NewsSaveValues {
  return {
    title,
    titleEn: "",
    subtitle: "",
    subtitleEn: "",
    slug,
    excerpt: "",
    excerptEn: "",
    content: "<p>Nội dung</p>",
    contentEn: "",
    featuredImage: null,
    featuredImageAlt: "",
    featuredImageAltEn: "",
    featuredImageCaption: "",
    featuredImageCaptionEn: "",
    seoTitle: "",
    seoTitleEn: "",
    seoDescription: "",
    seoDescriptionEn: "",
    category: null,
    authorName: "",
    tags: [],
    tagsEn: [],
    isPublished: true,
    readingTime: 1,
    wordCount: 2,
    ...values,
  };
}

/** A stored quote request from a hospital buyer, written as the form's action writes one. */
export async function createQuoteRequest(
  values: Partial<Omit<typeof quoteRequests.$inferInsert, "createdAt">> & { createdAt?: Date | SQL } = {},
) {
  const [row] = await db()
    .insert(quoteRequests)
    .values({
      lang: "vi",
      name: "Trần Thị B",
      phone: "+84912345678",
      email: "b@benhvien.example",
      province: "ha-noi",
      preferredContact: "phone",
      consentText: "Đồng ý",
      ...values,
    })
    .returning();
  if (!row) throw new Error("quote request not created");
  return row;
}

import { asc, sql } from "drizzle-orm";
import type { Feature, Specification } from "~/lib/content-types";
import { db, queryRows } from "../db/index.server";
import { departments, news, productCategories, productItems } from "../db/schema";
import { renderRasterImage, renditionRecipe, saveRasterImage } from "../images.server";
import { getSiteSettings, insertSiteSettingsIfMissing } from "../services/settings.server";
import { articleBodiesWithPhotos } from "./article-photos.server";
import { DEMO_CATALOG, DEMO_ORIGINS } from "./data/catalog";
import { DEMO_ARTICLES } from "./data/news";
import { COMPANY_SETTINGS, HERO_SLIDES } from "./data/settings";
import { demoGalleries, GALLERY_SIZE } from "./demo-gallery.server";
import { DEMO_ENCODING, demoSvg, renderDemoImage } from "./demo-images.server";
import { mapLimit } from "./map-limit";
import { cachedRenditions, cacheKey, defaultCacheDir } from "./rendition-cache.server";
import type { DemoImage } from "./types";

/** The stored original's WebP effort: the flat drawings lose little to effort 2 (images.server.ts). */
const DEMO_EFFORT = 2;

/** Draws a demo picture and stores it as an upload would be (its renditions kept between seeds). */
async function demoImage(
  image: DemoImage,
  name: string,
  folder: string,
  alt: string,
  altEn: string,
  size: [number, number],
) {
  const key = cacheKey([renditionRecipe(), DEMO_ENCODING, DEMO_EFFORT, demoSvg(image, size[0], size[1], name)]);
  const rendered = await cachedRenditions(defaultCacheDir(), key, async () =>
    renderRasterImage({ input: await renderDemoImage(image, size[0], size[1], name), webpEffort: DEMO_EFFORT }),
  );
  return saveRasterImage(rendered, { originalName: `${name}.webp`, folder, alt, altEn });
}

/** Writes the company's facts and hero slides when the settings row does not exist yet. */
export async function ensureSiteSettings(): Promise<void> {
  if (await getSiteSettings()) return;
  const slides = await mapLimit(HERO_SLIDES, 2, async ({ demoImage: image, ...slide }) => {
    const stored = await demoImage(image, `hero-${slide.id}`, "hero", slide.title, slide.titleEn, [1920, 1080]);
    return { ...slide, image: stored.url };
  });
  await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, heroSlides: slides });
}

/** Fills an empty database with the demo catalogue, its documents and articles. */
export async function seedDemoContent(): Promise<{ products: number; articles: number; documents: number }> {
  const products = DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products));
  const productImages = await mapLimit(products, 2, (p) =>
    demoImage(p.image, p.slug, "products", p.name, p.nameEn, [1200, 900]),
  );
  const imageBySlug = new Map(products.map((p, i) => [p.slug, productImages[i]?.url ?? null]));
  // 3 to 5 more views of each product, drawn once per family.
  const galleries = await demoGalleries(products, (image, name, alt, altEn) =>
    demoImage(image, name, "products", alt, altEn, GALLERY_SIZE),
  );
  const articleImages = await mapLimit(DEMO_ARTICLES, 2, (a) =>
    demoImage(a.image, a.slug, "news", a.featuredImageAlt, a.featuredImageAltEn, [1600, 900]),
  );
  const bodies = await articleBodiesWithPhotos(DEMO_ARTICLES);

  await db().transaction(async (tx) => {
    for (const [dIndex, department] of DEMO_CATALOG.entries()) {
      const [dRow] = await tx
        .insert(departments)
        .values({
          slug: department.slug,
          name: department.name,
          nameEn: department.nameEn,
          description: department.description,
          descriptionEn: department.descriptionEn,
          displayOrder: dIndex + 1,
        })
        .returning({ id: departments.id });
      if (!dRow) throw new Error(`Could not seed ${department.slug}`);
      for (const [cIndex, category] of department.categories.entries()) {
        const [cRow] = await tx
          .insert(productCategories)
          .values({
            departmentId: dRow.id,
            slug: category.slug,
            name: category.name,
            nameEn: category.nameEn,
            description: category.description,
            descriptionEn: category.descriptionEn,
            displayOrder: cIndex + 1,
          })
          .returning({ id: productCategories.id });
        if (!cRow) throw new Error(`Could not seed ${category.slug}`);
        if (category.products.length === 0) continue;
        await tx.insert(productItems).values(
          category.products.map((product, pIndex) => ({
            categoryId: cRow.id,
            slug: product.slug,
            name: product.name,
            nameEn: product.nameEn,
            description: product.description,
            descriptionEn: product.descriptionEn,
            imageUrl: imageBySlug.get(product.slug) ?? null,
            gallery: galleries.get(product.slug) ?? [],
            brands: product.brands,
            features: product.features.map<Feature>((f, i) => ({ id: `f${i + 1}`, ...f, order: i + 1 })),
            specifications: product.specifications.map<Specification>((s, i) => ({ ...s, order: i + 1 })),
            isFeatured: product.isFeatured ?? false,
            riskClass: product.riskClass ?? null,
            circulationNumber: product.circulationNumber ?? null,
            ...DEMO_ORIGINS[product.brands[0] ?? ""],
            displayOrder: pIndex + 1,
          })),
        );
      }
    }

    await tx.insert(news).values(
      DEMO_ARTICLES.map(({ image: _image, photos: _photos, publishedAt, ...article }, i) => ({
        ...article,
        ...bodies[i],
        featuredImage: articleImages[i]?.url ?? null,
        readingTime: readingMinutes(bodies[i]?.content ?? article.content),
        publishedAt: article.isPublished ? new Date(publishedAt) : null,
        createdAt: new Date(new Date(publishedAt).getTime() - 2 * 86_400_000),
      })),
    );
  });
  // Loaded here only: pdf-lib stays out of a running server's memory (decision 021).
  const { seedDemoDocuments } = await import("./demo-documents.server");
  const stored = await seedDemoDocuments();
  return { products: products.length, articles: DEMO_ARTICLES.length, documents: stored.documents };
}

/** Word count / 200, rounded up (the editor's rule), at least 1. */
function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/**
 * Adds `count` generated products spread over the existing categories (for benchmarks), reusing
 * the demo images. Inserted in batches inside one transaction.
 */
export async function seedLargeCatalogue(count: number): Promise<number> {
  const categories = await db()
    .select({ id: productCategories.id, slug: productCategories.slug, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.id));
  if (categories.length === 0) throw new Error("Seed the demo content first: there is no category to fill");
  const samples = await db()
    .select({
      imageUrl: productItems.imageUrl,
      brands: productItems.brands,
      features: productItems.features,
      specifications: productItems.specifications,
      name: productItems.name,
      nameEn: productItems.nameEn,
      description: productItems.description,
      descriptionEn: productItems.descriptionEn,
    })
    .from(productItems)
    .orderBy(asc(productItems.id));
  if (samples.length === 0) throw new Error("Seed the demo content first: there is no product to copy");
  const [{ start } = { start: 0 }] = await queryRows<{ start: number }>(
    sql`SELECT coalesce(max(id), 0)::int AS start FROM product_items`,
  );

  const batch = 1000;
  await db().transaction(async (tx) => {
    for (let offset = 0; offset < count; offset += batch) {
      const rows = [];
      for (let i = offset; i < Math.min(count, offset + batch); i++) {
        const n = start + i + 1;
        const sample = samples[i % samples.length] as (typeof samples)[number];
        const category = categories[i % categories.length] as (typeof categories)[number];
        rows.push({
          ...sample,
          categoryId: category.id,
          slug: `demo-${n}-${category.slug}`,
          name: `${sample.name} (mẫu ${n})`,
          nameEn: `${sample.nameEn} (sample ${n})`,
          displayOrder: 1000 + (i % 500),
        });
      }
      await tx.insert(productItems).values(rows);
    }
  });
  return count;
}

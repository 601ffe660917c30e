import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isEmptyDatabase } from "../db/client.server";
import { db } from "../db/index.server";
import { departments, media, news, productCategories, productItems } from "../db/schema";
import { imageUsages } from "../services/media-usage.server";
import { listVisibleProducts } from "../services/products.server";
import { getSiteSettings } from "../services/settings.server";
import { setupTestDatabase } from "../testing/database";
import { DEMO_CATALOG } from "./data/catalog";
import { DEMO_GRIDS, DEMO_PHOTOS } from "./data/photos";
import { demoSvg } from "./demo-images.server";
import { ensureSiteSettings, seedDemoContent, seedLargeCatalogue } from "./seed.server";

const context = setupTestDatabase();
const PARTNER_BRANDS = [
  "Pentax Medical",
  "STERIS",
  "Vedkang",
  "Ackermann",
  "Waycen",
  "Cook Medical",
  "Lepu Medical",
  "Creo Medical",
  "Beneeon",
];

describe("demo content", () => {
  // Seeding renders about 80 WebP images and 13 photos (kept between seeds in node_modules/.cache),
  // and composes 3 grids: about 25 s alone with an empty cache, over 120 s beside the browser tests
  // (npm test runs vitest beside Playwright, decision 035). What it checks does not depend on time.
  beforeAll(async () => {
    expect(await isEmptyDatabase(db())).toBe(true);
    await ensureSiteSettings();
    await seedDemoContent();
  }, 360_000);

  it("has the spec's departments, at least 10 categories and 40 products, complete in both languages", async () => {
    const slugs = (await db().select({ slug: departments.slug }).from(departments)).map((d) => d.slug);
    expect(slugs).toEqual(expect.arrayContaining(["khoa-noi-soi", "khoa-kiem-soat-nhiem-khuan", "phong-mo"]));
    const [categories] = await db().select({ n: count() }).from(productCategories);
    expect(categories?.n).toBeGreaterThanOrEqual(10);

    const products = await db().select().from(productItems);
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(3);
    for (const product of products) {
      expect(product.nameEn, product.slug).not.toBe("");
      expect(product.descriptionEn, product.slug).not.toBe("");
      expect(product.features.length, product.slug).toBeGreaterThan(0);
      expect(product.specifications.length, product.slug).toBeGreaterThan(0);
      for (const f of product.features) expect(f.textEn, product.slug).not.toBe("");
      for (const s of product.specifications) expect(s.keyEn && s.valueEn, product.slug).toBeTruthy();
    }
    const brands = new Set(products.flatMap((p) => p.brands));
    for (const brand of PARTNER_BRANDS) expect(brands, brand).toContain(brand);
  });

  it("has at least 8 published articles and 2 drafts within the editor's limits", async () => {
    const articles = await db().select().from(news);
    expect(articles.filter((a) => a.isPublished).length).toBeGreaterThanOrEqual(8);
    expect(articles.filter((a) => !a.isPublished).length).toBeGreaterThanOrEqual(2);
    for (const a of articles) {
      expect(a.title.length, a.slug).toBeLessThanOrEqual(100);
      expect(a.excerpt.length, a.slug).toBeLessThanOrEqual(300);
      expect(a.seoTitle.length, a.slug).toBeLessThanOrEqual(60);
      expect(a.seoDescription.length, a.slug).toBeLessThanOrEqual(160);
      expect(a.content, a.slug).toMatch(/<p>/);
      expect(a.contentEn, a.slug).toMatch(/<p>/);
      expect(a.isPublished ? a.publishedAt : null, a.slug).toEqual(a.isPublished ? expect.any(Date) : null);
    }
  });

  it("stores every image through the storage layer and records it in media", async () => {
    const rows = await db().select().from(media);
    const products = await db().select({ imageUrl: productItems.imageUrl }).from(productItems);
    expect(rows.length).toBeGreaterThanOrEqual(products.length);
    const urls = new Set(rows.map((r) => r.url));
    for (const p of products) expect(urls).toContain(p.imageUrl);
    for (const row of rows.slice(0, 5)) {
      expect(row.width).toBeGreaterThan(0);
      expect(row.mimeType).toBe("image/webp");
      expect(fs.statSync(path.join(context.uploadsDir, row.storageKey)).size).toBe(row.sizeBytes);
      expect(row.variants.length).toBeGreaterThan(0);
    }
  });

  it("gives every product 3 to 5 more photos of its family, stored in the library, described", async () => {
    const urls = new Set((await db().select({ url: media.url }).from(media)).map((row) => row.url));
    const products = await db().select({ name: productItems.name, gallery: productItems.gallery }).from(productItems);
    for (const { name, gallery } of products) {
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery.length).toBeLessThanOrEqual(5);
      for (const photo of gallery) {
        expect(urls).toContain(photo.url);
        expect(photo.alt).toContain(name);
        expect(photo.altEn).not.toBe("");
      }
    }
  });

  it("draws every product its own WebP picture: each family its drawing, two products of a family apart", async () => {
    const products = await db()
      .select({ slug: productItems.slug, imageUrl: productItems.imageUrl, key: media.storageKey, mime: media.mimeType })
      .from(productItems)
      .innerJoin(media, eq(media.url, productItems.imageUrl));
    const seeded = DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products));
    expect(products).toHaveLength(seeded.length);
    const familyOf = new Map(seeded.map((p) => [p.slug, p.image.kind]));
    const digests = new Map<string, string>();
    for (const product of products) {
      expect(product.mime, product.slug).toBe("image/webp");
      const bytes = fs.readFileSync(path.join(context.uploadsDir, product.key));
      expect(bytes.subarray(8, 12).toString("latin1"), product.slug).toBe("WEBP");
      digests.set(product.slug, createHash("sha256").update(bytes).digest("hex"));
    }
    // No two products share a picture, within a family or across families.
    expect(new Set(digests.values()).size).toBe(products.length);
    const families = new Set(familyOf.values());
    expect(families.size).toBeGreaterThanOrEqual(20);
    // A family's drawing is its own: the same product name drawn as another family differs.
    const image = { kind: "stent" as const, hue: 200 };
    expect(demoSvg(image, 400, 300, "x")).toBe(demoSvg(image, 400, 300, "x"));
    expect(demoSvg(image, 400, 300, "x")).not.toBe(demoSvg(image, 400, 300, "y"));
    expect(demoSvg({ ...image, kind: "patient-monitor" }, 400, 300, "x")).not.toBe(demoSvg(image, 400, 300, "x"));
  });

  it("puts stored photos in each published article's body as its editor would: a photo, a grid, a captioned photo", async () => {
    const rows = await db().select().from(media);
    const byUrl = new Map(rows.map((row) => [row.url, row]));
    const usages = await imageUsages(rows);
    const articles = (await db().select().from(news)).filter((a) => a.isPublished);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const vietnamese = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
    for (const article of articles) {
      const alts: Record<string, string[]> = {};
      for (const [lang, body] of [
        ["vi", article.content],
        ["en", article.contentEn],
      ] as const) {
        const where = `${article.slug} (${lang})`;
        const images = [...body.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
          tag,
          src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? "",
          alt: /\salt="([^"]*)"/.exec(tag)?.[1] ?? "",
          record: byUrl.get(/\ssrc="([^"]*)"/.exec(tag)?.[1] ?? ""),
        }));
        expect(images.length, where).toBeGreaterThanOrEqual(2);
        expect(images.length, where).toBeLessThanOrEqual(4);
        for (const image of images) {
          // A stored upload that usage tracking (and so deletion and the orphan pass) sees in this article.
          expect(image.record, `${where}: ${image.src}`).toBeDefined();
          expect(
            usages.get(image.record?.id ?? 0)?.map((u) => `${u.kind}:${u.id}`),
            where,
          ).toContain(`news:${article.id}`);
          expect(image.alt.trim(), where).not.toBe("");
          if (lang === "en") expect(image.alt, where).not.toMatch(vietnamese);
          else expect(image.alt, where).toMatch(vietnamese);
        }
        alts[lang] = images.map((image) => image.alt);
        const photos = images.filter((image) => image.record?.mimeType === "image/jpeg");
        const grids = images.filter((image) => image.record?.storageKey.startsWith("news/grid-"));
        expect(photos.length, where).toBeGreaterThanOrEqual(2);
        expect(grids, where).toHaveLength(1);
        expect(grids[0]?.record?.width, where).toBe(3600);
        // The caption line the editor writes under an image, under a photo and under the grid.
        const captioned = (image: { tag: string }) =>
          body.includes(
            `${image.tag}<p style="text-align: center; margin-top: 8px; font-size: 14px; color: rgb(107, 114, 128)"><em>`,
          );
        expect(photos.filter(captioned).length, where).toBe(1);
        expect(grids.filter(captioned), where).toHaveLength(1);
      }
      expect(alts.en, article.slug).not.toEqual(alts.vi);
    }
  });

  it("stores each photo once as a phone photo's upload: a 2560 px JPEG original and WebP renditions", async () => {
    const photos = (await db().select().from(media)).filter((row) => row.mimeType === "image/jpeg");
    expect(photos.map((row) => row.originalName).sort()).toEqual(
      Object.keys(DEMO_PHOTOS)
        .map((n) => `${n}.jpg`)
        .sort(),
    );
    const digests = new Set<string>();
    for (const photo of photos) {
      const where = photo.originalName;
      expect(photo.storageKey, where).toMatch(/^news\/[a-z0-9]{8}-\d+\.jpg$/);
      expect([photo.width, photo.height], where).toEqual([2560, 1920]);
      expect(photo.alt && photo.altEn, where).toBeTruthy();
      const bytes = fs.readFileSync(path.join(context.uploadsDir, photo.storageKey));
      expect(bytes.length, where).toBe(photo.sizeBytes);
      expect(photo.sizeBytes, where).toBeGreaterThan(550_000);
      expect(photo.sizeBytes, where).toBeLessThan(950_000);
      digests.add(createHash("sha256").update(bytes).digest("hex"));
      expect(
        photo.variants.map((v) => v.width),
        where,
      ).toEqual([320, 640, 960, 1080, 1440]);
      const w960 = photo.variants.find((v) => v.width === 960);
      const size960 = fs.statSync(path.join(context.uploadsDir, w960?.key ?? "")).size;
      expect(size960, where).toBeGreaterThan(45_000);
      expect(size960, where).toBeLessThan(120_000);
    }
    expect(digests.size).toBe(photos.length);
    // Every grid's source photos are stored uploads too.
    const names = new Set(photos.map((row) => row.originalName.replace(/\.jpg$/, "")));
    for (const sources of Object.values(DEMO_GRIDS)) for (const name of sources) expect(names).toContain(name);
  });

  it("writes the company's settings with three hero slides", async () => {
    const settings = await getSiteSettings();
    expect(settings?.heroSlides.map((s) => s.title)).toEqual([
      "Thiết bị Y tế Hiện đại",
      "Giải pháp Y tế Toàn diện",
      "Hỗ trợ 24/7",
    ]);
    expect(settings?.workingHours).toContain("8:00");
  });

  it("gives a few products a risk class and circulation number, which search finds", async () => {
    const products = await db().select().from(productItems);
    const classified = products.filter((p) => p.riskClass && p.circulationNumber);
    expect(classified.length).toBeGreaterThanOrEqual(5);
    expect(new Set(classified.map((p) => p.riskClass))).toEqual(new Set(["A", "B", "C", "D"]));
    const { items } = await listVisibleProducts({ q: "2300456dklh" }, { limit: 5, offset: 0 });
    expect(items.map((p) => p.slug)).toEqual(["stent-thuc-quan-cook-evolution"]);
  });

  it("gives the demo products their brands' country of origin in both languages", async () => {
    const products = await db().select().from(productItems);
    const pentax = products.find((p) => p.brands[0] === "Pentax Medical");
    expect(pentax).toMatchObject({ countryOfOrigin: "Nhật Bản", countryOfOriginEn: "Japan" });
    expect(products.filter((p) => p.countryOfOrigin).length).toBeGreaterThan(products.length / 2);
  });

  it("finds a seeded product without accents", async () => {
    const { items } = await listVisibleProducts({ q: "may noi soi da day" }, { limit: 5, offset: 0 });
    expect(items.map((p) => p.name)).toContain("Máy nội soi dạ dày Pentax EG-2990i");
  });

  // About 5 s of CPU; over 30 s beside the browser tests on two cores (load 22).
  it("fills a large catalogue for benchmarks", { timeout: 120_000 }, async () => {
    const before = (await db().select({ n: count() }).from(productItems))[0]?.n ?? 0;
    await seedLargeCatalogue(1500);
    const after = (await db().select({ n: count() }).from(productItems))[0]?.n ?? 0;
    expect(after - before).toBe(1500);
    const [sample] = await db()
      .select()
      .from(productItems)
      .where(eq(productItems.slug, `demo-${before + 1}-he-thong-noi-soi`));
    expect(sample === undefined || sample.nameEn.includes("sample")).toBe(true);
  });
});

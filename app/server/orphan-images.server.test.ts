import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS } from "~/lib/media";
import { getImageLibrary, handleImageLibraryAction } from "~/routes/admin/api.images.server";
import { db } from "./db/index.server";
import { adminUsers, media, siteSettings } from "./db/schema";
import { storeRasterImage } from "./images.server";
import { orphanRemovalTimes, pruneOrphanImages } from "./orphan-images.server";
import { pruneOnce } from "./pruning.server";
import { recordRevision, saveDraft } from "./services/revisions.server";
import { setupTestDatabase } from "./testing/database";
import { createArticle, createCategory, createDepartment, createProduct } from "./testing/factories";

const context = setupTestDatabase();

const HOUR = 60 * 60 * 1000;

/** A real upload (files on disk: the image and its WebP renditions), made `hoursAgo` hours ago. */
async function upload(name: string, hoursAgo: number) {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0433c8" } })
    .png()
    .toBuffer();
  const record = await storeRasterImage({ input: png, originalName: name, folder: "orphans" });
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  await db().update(media).set({ createdAt }).where(eq(media.id, record.id));
  return { ...record, createdAt };
}

const files = (record: { storageKey: string; variants: { key: string }[] }) =>
  [record.storageKey, ...record.variants.map((v) => v.key)].map((key) => path.join(context.uploadsDir, key));
const onDisk = (record: Parameters<typeof files>[0]) => files(record).map((file) => fs.existsSync(file));
const stillStored = async (id: number) => (await db().select().from(media).where(eq(media.id, id))).length === 1;

describe("orphan uploads", () => {
  it("the pruning pass removes, files and row, only the uploads nothing uses a day after their upload", async () => {
    const department = await createDepartment({ slug: "orphan-dept" });
    const category = await createCategory(department.id, { slug: "orphan-cat" });
    const [admin] = await db().insert(adminUsers).values({ username: "bien-tap-anh", passwordHash: "x" }).returning();

    // Abandoned: a product form's upload never saved, and a crop's intermediate.
    const abandoned = await upload("may-tho.png", 30);
    const crop = await upload("cropped-image.png", 25);
    // Too young: the form may still be open in someone's tab.
    const recent = await upload("moi-tai-len.png", 23);
    // Used by a product, by an article's body through a rendition, by a hero slide.
    const onProduct = await upload("san-pham.png", 48);
    await createProduct(category.id, { slug: "orphan-product", imageUrl: onProduct.url });
    const inBody = await upload("trong-bai.png", 48);
    const article = await createArticle({
      slug: "orphan-article",
      title: "Bài có ảnh",
      content: `<p><img src="${inBody.variants[0]?.url}"></p>`,
    });
    const onSlide = await upload("slide.png", 48);
    await db()
      .insert(siteSettings)
      .values({ id: 1, companyName: "X", heroSlides: [{ id: 1, image: onSlide.url } as never] })
      .onConflictDoUpdate({ target: siteSettings.id, set: { heroSlides: [{ id: 1, image: onSlide.url } as never] } });
    // Named only by an editor's unsaved draft of the article.
    const inDraft = await upload("ban-nhap.png", 48);
    expect(
      await saveDraft("article", article.id, admin?.id ?? 0, { title: "Bài có ảnh", featuredImage: inDraft.url }),
    ).toBe(true);
    // Named only by a saved version: the article's body before an edit took the image out.
    const inHistory = await upload("lich-su.png", 48);
    const edited = await createArticle({
      slug: "orphan-history",
      title: "Bài đã sửa",
      content: `<p><img src="${inHistory.url}"></p>`,
    });
    await recordRevision("article", edited.id, null);
    await db().execute(sql`UPDATE news SET content = '<p>Không còn ảnh</p>' WHERE id = ${edited.id}`);

    // What the library's orphans filter shows: the unused ones and when each goes; history keeps one.
    const times = await orphanRemovalTimes([abandoned, crop, recent, onProduct, inBody, onSlide, inDraft, inHistory]);
    expect(times.get(abandoned.id)).toEqual(new Date(abandoned.createdAt.getTime() + ORPHAN_GRACE_MS));
    expect(times.get(recent.id)).toEqual(new Date(recent.createdAt.getTime() + ORPHAN_GRACE_MS));
    for (const kept of [onProduct, inBody, onSlide, inDraft, inHistory])
      expect(times.get(kept.id), kept.originalName).toBeNull();
    const library = (await getImageLibrary("", true)) as unknown as {
      data: { images: { id: number; removableAt: string | null; usages: unknown[] }[] };
    };
    const shown = new Map(library.data.images.map((item) => [item.id, item]));
    expect([...shown.keys()].sort()).toEqual([abandoned.id, crop.id, recent.id, inHistory.id].sort());
    expect(shown.get(crop.id)?.removableAt).toBe(new Date(crop.createdAt.getTime() + ORPHAN_GRACE_MS).toISOString());
    expect(shown.get(inHistory.id)?.removableAt).toBeNull();
    // A draft's image is in use: the library names the draft, and refuses to delete it.
    const all = (await getImageLibrary("ban-nhap")) as unknown as {
      data: { images: { usages: { via?: string }[] }[] };
    };
    expect(all.data.images[0]?.usages).toEqual([
      expect.objectContaining({ kind: "news", id: article.id, via: "draft" }),
    ]);
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", String(inDraft.id));
    const refused = (await handleImageLibraryAction(form)) as unknown as { init: { status: number } };
    expect(refused.init.status).toBe(409);

    expect(onDisk(abandoned)).toEqual(files(abandoned).map(() => true));
    const pass = await pruneOnce(new Date(), 365);
    expect(pass.orphanImages).toBe(2);
    for (const gone of [abandoned, crop]) {
      expect(await stillStored(gone.id), gone.originalName).toBe(false);
      expect(onDisk(gone), gone.originalName).toEqual(files(gone).map(() => false));
    }
    for (const kept of [recent, onProduct, inBody, onSlide, inDraft, inHistory]) {
      expect(await stillStored(kept.id), kept.originalName).toBe(true);
      expect(onDisk(kept), kept.originalName).toEqual(files(kept).map(() => true));
    }

    // A day later the young one's time has come; the used ones stay.
    expect(await pruneOrphanImages(new Date(Date.now() + 2 * HOUR))).toBe(1);
    expect(await stillStored(recent.id)).toBe(false);
    expect(await pruneOrphanImages(new Date(Date.now() + 2 * HOUR))).toBe(0);
  });
});

/**
 * Where each stored image is used, found by scanning the content on demand (decision 011):
 * products' image_url and gallery (decision 045), the site settings (hero slides, partner logos and
 * any other field), articles' featured images and both languages of their bodies (inline images
 * and image-grid PNGs), and the editors' unsaved drafts kept on the server (decision 025). `keptByHistory` adds the saved versions, which
 * keep an image from the orphan pruning without stopping an administrator from deleting it.
 */
import { eq, isNotNull, or, sql } from "drizzle-orm";
import { vi as settingsTexts } from "~/i18n/messages/admin-settings";
import type { MediaUsage } from "~/lib/media";
import { db, queryRows } from "../db/index.server";
import { contentRevisions, news, productItems, siteSettings } from "../db/schema";
import type { MediaRecord } from "./media.server";
import { DRAFT_BASE_KEY, DRAFT_NOTE } from "./revisions.server";

interface ContentText {
  usage: MediaUsage;
  text: string;
}

/** The editors' drafts kept on the server (one per item and admin): a draft may name an image not saved yet. */
async function draftTexts(): Promise<ContentText[]> {
  const drafts = await db()
    .select({ kind: contentRevisions.entityKind, id: contentRevisions.entityId, data: contentRevisions.data })
    .from(contentRevisions)
    .where(eq(contentRevisions.note, DRAFT_NOTE));
  return drafts.map(({ kind, id, data }) => {
    const label = String(data.title ?? data.name ?? "");
    const usage: MediaUsage =
      kind === "article"
        ? { kind: "news", id, label, href: `/admin/news/${id}/edit`, via: "draft" }
        : { kind: "product", id, label, href: `/admin/products/${id}/edit`, via: "draft" };
    // The values the draft was typed over are the item's (decision 043): only the draft's own name images.
    const { [DRAFT_BASE_KEY]: _base, ...values } = data;
    return { usage, text: JSON.stringify(values) };
  });
}

/** Every piece of content that may name an image, with the text to search in. */
async function contentTexts(): Promise<ContentText[]> {
  const [products, articles, settings, drafts] = await Promise.all([
    db()
      .select({
        id: productItems.id,
        name: productItems.name,
        imageUrl: productItems.imageUrl,
        gallery: productItems.gallery,
      })
      .from(productItems)
      .where(or(isNotNull(productItems.imageUrl), sql`${productItems.gallery} <> '[]'::jsonb`)),
    db()
      .select({
        id: news.id,
        title: news.title,
        featuredImage: news.featuredImage,
        content: news.content,
        contentEn: news.contentEn,
      })
      .from(news),
    db().select().from(siteSettings).limit(1),
    draftTexts(),
  ]);
  const texts: ContentText[] = [...drafts];
  for (const p of products) {
    texts.push({
      usage: { kind: "product", id: p.id, label: p.name, href: `/admin/products/${p.id}/edit` },
      text: `${p.imageUrl ?? ""}\n${p.gallery.map((photo) => photo.url).join("\n")}`,
    });
  }
  for (const a of articles) {
    texts.push({
      usage: { kind: "news", id: a.id, label: a.title, href: `/admin/news/${a.id}/edit` },
      text: `${a.featuredImage ?? ""}\n${a.content}\n${a.contentEn}`,
    });
  }
  // The settings by screen: hero slides, partner logos, and any other field (decision 014).
  for (const { id, heroSlides, partners, ...rest } of settings) {
    const sections = settingsTexts.sections;
    texts.push(
      {
        usage: { kind: "settings", id, label: sections.hero, href: "/admin/settings/hero" },
        text: JSON.stringify(heroSlides),
      },
      {
        usage: { kind: "settings", id, label: sections.partners, href: "/admin/settings/partners" },
        text: JSON.stringify(partners),
      },
      {
        usage: { kind: "settings", id, label: settingsTexts.title, href: "/admin/settings" },
        text: JSON.stringify(rest),
      },
    );
  }
  return texts;
}

/** The addresses under which an image can be referenced: the image and its renditions. */
function addresses(record: Pick<MediaRecord, "url" | "variants">): string[] {
  return [record.url, ...record.variants.map((v) => v.url)].filter(Boolean);
}

/** For each image, the content that uses it (an empty list: unused). */
export async function imageUsages(
  records: Pick<MediaRecord, "id" | "url" | "variants">[],
): Promise<Map<number, MediaUsage[]>> {
  const result = new Map<number, MediaUsage[]>();
  if (records.length === 0) return result;
  const texts = await contentTexts();
  for (const record of records) {
    const urls = addresses(record);
    result.set(
      record.id,
      texts.filter(({ text }) => urls.some((url) => text.includes(url))).map(({ usage }) => usage),
    );
  }
  return result;
}

/** The content using one image. */
export async function usagesOf(record: Pick<MediaRecord, "id" | "url" | "variants">): Promise<MediaUsage[]> {
  return (await imageUsages([record])).get(record.id) ?? [];
}

/**
 * Of these images, those a saved version of a product or an article names (its history, or a
 * recently deleted item's): one statement, the search done by the database.
 */
export async function keptByHistory(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(sql`
    SELECT m.id FROM media m
    WHERE m.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND EXISTS (
        SELECT 1 FROM content_revisions r
        WHERE r.note <> ${DRAFT_NOTE}
          AND (strpos(r.data::text, m.url) > 0
               OR EXISTS (SELECT 1 FROM jsonb_array_elements(m.variants) v WHERE strpos(r.data::text, v->>'url') > 0))
      )`);
  return new Set(rows.map((row) => Number(row.id)));
}

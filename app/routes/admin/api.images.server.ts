/** The image library's endpoint: the newest matching images with where each is used, and deleting an unused one. */
import { data } from "react-router";
import { vi } from "~/i18n/messages/media";
import { idField } from "~/lib/ids";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { deleteStoredImage } from "~/server/images.server";
import { orphanRemovalTimes } from "~/server/orphan-images.server";
import { getMedia, listMedia, toMediaItem } from "~/server/services/media.server";
import { imageUsages, usagesOf } from "~/server/services/media-usage.server";

/**
 * The newest 100 stored images matching the search, each with its uses and, for an orphan, from
 * when the pruning pass removes it; `unused` keeps only the unused ones.
 */
export async function getImageLibrary(q: string, unused = false) {
  try {
    const images = await listMedia(q.slice(0, 100), unused ? 1000 : 100);
    const usages = await imageUsages(images);
    const removal = await orphanRemovalTimes(images, usages);
    const items = images.map((image) => toMediaItem(image, usages.get(image.id) ?? [], removal.get(image.id) ?? null));
    return data({ images: unused ? items.filter((item) => item.usages.length === 0).slice(0, 100) : items });
  } catch (error) {
    console.error("Image library failed to load:", error);
    return data({ error: vi.loadErrorFallback }, { status: 500 });
  }
}

/** The library's one intent: delete an image (its files, renditions included, and its record). */
export const imageLibraryIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: idField }),
]);

/** Deletes an image only when no content uses it (checked here, whatever the browser showed). */
export async function handleImageLibraryAction(form: FormData) {
  const parsed = imageLibraryIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.id) return data({ ok: false, error: vi.deleteFailed }, { status: 400 });
  try {
    const record = await getMedia(parsed.data.id);
    if (!record) return data({ ok: false, error: vi.deleteFailed }, { status: 404 });
    const usages = await usagesOf(record);
    if (usages.length > 0) {
      return data({ ok: false, error: vi.deleteInUse(usages), usages }, { status: 409 });
    }
    const deleted = await deleteStoredImage(record.id);
    if (deleted)
      audit({ action: "delete", entityKind: "media", entityId: record.id, summary: record.url, intent: "delete" });
    return deleted ? data({ ok: true }) : data({ ok: false, error: vi.deleteFailed }, { status: 404 });
  } catch (error) {
    console.error("Image delete failed:", error);
    return data({ ok: false, error: vi.deleteFailed }, { status: 500 });
  }
}

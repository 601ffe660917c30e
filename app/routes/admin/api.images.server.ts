/** The image library's endpoint: the newest matching images, and deleting one. */
import { data } from "react-router";
import { z } from "zod";
import { vi } from "~/i18n/messages/media";
import { idField } from "~/lib/ids";
import { deleteStoredImage } from "~/server/images.server";
import { listMedia, toMediaItem } from "~/server/services/media.server";

/** The newest 100 stored images matching the search. */
export async function getImageLibrary(q: string) {
  try {
    const images = await listMedia(q.slice(0, 100));
    return data({ images: images.map(toMediaItem) });
  } catch (error) {
    console.error("Image library failed to load:", error);
    return data({ error: vi.loadErrorFallback }, { status: 500 });
  }
}

/** The library's one intent: delete an image (its files and its record). */
export const imageLibraryIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: idField }),
]);

export async function handleImageLibraryAction(form: FormData) {
  const parsed = imageLibraryIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.id) return data({ ok: false, error: vi.deleteFailed }, { status: 400 });
  try {
    const deleted = await deleteStoredImage(parsed.data.id);
    return deleted ? data({ ok: true }) : data({ ok: false, error: vi.deleteFailed }, { status: 404 });
  } catch (error) {
    console.error("Image delete failed:", error);
    return data({ ok: false, error: vi.deleteFailed }, { status: 500 });
  }
}

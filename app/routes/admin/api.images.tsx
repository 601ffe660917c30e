import { data } from "react-router";
import { vi } from "~/i18n/messages/media";
import { requireAdmin } from "~/server/auth.server";
import { deleteStoredImage } from "~/server/images.server";
import { listMedia, toMediaItem } from "~/server/services/media.server";
import type { Route } from "./+types/api.images";

/** GET /admin/api/images?q= — the library: the newest 100 stored images matching the search. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    const images = await listMedia(q.slice(0, 100));
    return data({ images: images.map(toMediaItem) });
  } catch (error) {
    console.error("Image library failed to load:", error);
    return data({ error: vi.loadErrorFallback }, { status: 500 });
  }
}

/** POST intent=delete&id= — removes the image's files and its record. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  if (form.get("intent") !== "delete" || !Number.isInteger(id) || id <= 0) {
    return data({ ok: false, error: vi.deleteFailed }, { status: 400 });
  }
  try {
    const deleted = await deleteStoredImage(id);
    return deleted ? data({ ok: true }) : data({ ok: false, error: vi.deleteFailed }, { status: 404 });
  } catch (error) {
    console.error("Image delete failed:", error);
    return data({ ok: false, error: vi.deleteFailed }, { status: 500 });
  }
}

import { data } from "react-router";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.image-grid";
import { renderGridIntent } from "./api.image-grid.server";

/**
 * POST /admin/api/image-grid (JSON { settings, imageIds }) — composes the image grid from our
 * stored images into news/grid-*.png; answers { ok, image: { src, alt, width, height, size } }
 * or { ok: false, error }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const result = await renderGridIntent(request);
  return data(result.body, { status: result.status });
}

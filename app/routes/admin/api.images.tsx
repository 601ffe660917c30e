import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/api.images";
import { getImageLibrary, handleImageLibraryAction } from "./api.images.server";

/** GET /admin/api/images?q= — the library: the newest 100 stored images matching the search. */
export async function loader({ request }: Route.LoaderArgs) {
  return getImageLibrary(new URL(request.url).searchParams.get("q") ?? "");
}

/** POST intent=delete&id= — removes the image's files and its record. */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return handleImageLibraryAction(await request.formData());
}

import { requireAdmin } from "~/server/auth.server";
import { readForm } from "~/server/form-body.server";
import type { Route } from "./+types/api.images";
import { getImageLibrary, handleImageLibraryAction } from "./api.images.server";

/** GET /admin/api/images?q=&unused=1 — the library: the newest 100 stored images matching the search (unused: orphans only), with their uses. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return getImageLibrary(params.get("q") ?? "", params.get("unused") === "1");
}

/** POST intent=delete&id= — removes an unused image's files and its record (409 when content uses it). */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return handleImageLibraryAction(await readForm(request));
}

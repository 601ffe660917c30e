import type { Route } from "./+types/documents.$id.$name";
import { downloadDocument } from "./documents.$id.$name.server";

/** GET /documents/:id/:name — a product's public document under its clean name. */
export function loader({ request, params }: Route.LoaderArgs) {
  return downloadDocument(request, params.id, params.name);
}

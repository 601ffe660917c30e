import type { Route } from "./+types/documents.brochure";
import { downloadBrochure } from "./documents.brochure.server";

/** GET /documents/brochure/brochure-dao-tao.pdf — the training brochure staff uploaded in the settings. */
export function loader({ request, params }: Route.LoaderArgs) {
  return downloadBrochure(request, params.name);
}

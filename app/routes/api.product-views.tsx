import type { Route } from "./+types/api.product-views";
import { countProductView } from "./api.product-views.server";

/** POST /api/product-views (id=…): the product page's view beacon. A resource route. */
export function action({ request }: Route.ActionArgs) {
  return countProductView(request);
}

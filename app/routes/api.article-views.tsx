import type { Route } from "./+types/api.article-views";
import { countArticleView } from "./api.article-views.server";

/** POST /api/article-views (id=…): the article page's view beacon. A resource route. */
export function action({ request }: Route.ActionArgs) {
  return countArticleView(request);
}

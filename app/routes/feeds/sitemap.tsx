import type { Route } from "./+types/sitemap";
import { getSitemap } from "./sitemap.server";

export function loader({ request }: Route.LoaderArgs) {
  return getSitemap(new URL(request.url));
}

import type { Route } from "./+types/sitemap";
import { getSitemap, getSitemapFile } from "./sitemap.server";

/** /sitemap.xml, and /sitemaps/:file (the files of a sitemap index) through the same module. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return "file" in params && params.file ? getSitemapFile(url, params.file) : getSitemap(url);
}

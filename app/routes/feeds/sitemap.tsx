import type { Route } from "./+types/sitemap";
import { getSitemap, getSitemapFile } from "./sitemap.server";

/** /sitemap.xml, and /sitemaps/:file (the files of a sitemap index) through the same module. */
export function loader({ params }: Route.LoaderArgs) {
  return "file" in params && params.file ? getSitemapFile(params.file) : getSitemap();
}

import { vi } from "~/i18n/messages/admin-grid";
import { computeGridLayout } from "~/lib/image-grid/layout";
import { defaultGridSettings } from "~/lib/image-grid/settings";
import { renderGrid, saveGrid } from "../image-grid.server";
import { renderRasterImage, renditionRecipe, saveRasterImage } from "../images.server";
import type { MediaRecord } from "../services/media.server";
import { bodiesWithPhotos } from "./article-body.server";
import { DEMO_GRIDS, DEMO_PHOTOS } from "./data/photos";
import { demoPhotoSignature, renderDemoPhoto } from "./demo-photos.server";
import { mapLimit } from "./map-limit";
import { cachedRenditions, cacheKey, defaultCacheDir } from "./rendition-cache.server";
import type { DemoGridName, DemoPhotoName, SeedArticle } from "./types";

/**
 * The demo articles' photos, stored as the news editor stores its uploads (folder
 * news, the editor's naming) so that usage, deletion and backups see them; each grid composed by
 * the grid dialog's own renderer from three of them.
 */

/** What a demo photo's bytes depend on: its scene, the photo recipe and the renditions' recipe. */
function photoCacheKey(name: DemoPhotoName): string {
  return cacheKey([renditionRecipe(), ...demoPhotoSignature(DEMO_PHOTOS[name].scene, name)]);
}

/** Makes a photo (or takes its renditions from the cache) and stores it as an upload. */
async function storePhoto(name: DemoPhotoName): Promise<MediaRecord> {
  const { scene, alt, altEn } = DEMO_PHOTOS[name];
  const key = photoCacheKey(name);
  const rendered = await cachedRenditions(defaultCacheDir(), key, async () =>
    renderRasterImage({ input: await renderDemoPhoto(scene, name) }),
  );
  return saveRasterImage(rendered, { originalName: `${name}.jpg`, folder: "news", naming: "editor", alt, altEn });
}

/**
 * Stores every photo the articles use, once each (two at a time: one 12-megapixel photo per
 * worker), then each grid they show; answers the articles' bodies with their photos in place.
 */
export async function articleBodiesWithPhotos(
  articles: SeedArticle[],
): Promise<{ content: string; contentEn: string }[]> {
  const used = articles.flatMap((a) => (a.photos ? [a.photos] : []));
  const gridNames = [...new Set(used.map((p) => p.grid.grid))];
  const photoNames = [
    ...new Set([
      ...used.flatMap((p) => [p.plain.photo, p.captioned.photo]),
      ...gridNames.flatMap((g) => DEMO_GRIDS[g]),
    ]),
  ];
  const stored = await mapLimit(photoNames, 2, storePhoto);
  const photoRecord = new Map(photoNames.map((name, i) => [name, stored[i] as MediaRecord]));
  const photo = (name: DemoPhotoName) => photoRecord.get(name) as MediaRecord;

  // The grid dialog's renderer, as an editor makes them (its default layout: three equal columns),
  // its render kept between seeds like the photos' (keyed by its photos' keys and the settings).
  const gridUrl = new Map<DemoGridName, string>();
  for (const name of gridNames) {
    const sources = DEMO_GRIDS[name];
    const settings = defaultGridSettings();
    const sizes = sources.map((p) => ({ width: photo(p).width, height: photo(p).height }));
    const key = cacheKey(["grid", computeGridLayout(settings, sizes), settings, ...sources.map(photoCacheKey)]);
    const rendered = await cachedRenditions(defaultCacheDir(), key, async () => {
      const grid = await renderGrid({ imageIds: sources.map((p) => photo(p).id), settings });
      return grid.rendered;
    });
    const record = await saveGrid(rendered, vi.alt(sources.length, settings.caption.trim()));
    gridUrl.set(name, record.url);
  }

  return articles.map((article) =>
    article.photos
      ? bodiesWithPhotos(article, article.photos, {
          plain: photo(article.photos.plain.photo).url,
          grid: gridUrl.get(article.photos.grid.grid) ?? "",
          captioned: photo(article.photos.captioned.photo).url,
        })
      : { content: article.content, contentEn: article.contentEn },
  );
}

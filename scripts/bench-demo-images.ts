/**
 * npx tsx scripts/bench-demo-images.ts
 *
 * The seed's image work without a database: every demo product and article image drawn as the
 * seed draws it, then encoded as the image store does (original and WebP renditions). Prints the
 * drawing and the encoding time; the e2e servers seed at start, so this is time every run pays.
 */
import sharp from "sharp";
import { VARIANT_WIDTHS } from "../app/server/images.server";
import { DEMO_CATALOG } from "../app/server/seed/data/catalog";
import { DEMO_ARTICLES } from "../app/server/seed/data/news";
import { renderDemoImage } from "../app/server/seed/demo-images.server";

const products = DEMO_CATALOG.flatMap((d) => d.categories.flatMap((c) => c.products));
const jobs = [
  ...products.map((p) => ({ image: p.image, name: p.slug, size: [1200, 900] as const })),
  ...DEMO_ARTICLES.map((a) => ({ image: a.image, name: a.slug, size: [1600, 900] as const })),
];

let drawing = 0;
let encoding = 0;
let bytes = 0;
for (const { image, name, size } of jobs) {
  const started = performance.now();
  const picture = await renderDemoImage(image, size[0], size[1], name);
  const drawn = performance.now();
  // As storeRasterImage does for the seed (webpEffort 2).
  const main = await sharp(picture).webp({ quality: 90, effort: 2 }).toBuffer({ resolveWithObject: true });
  for (const width of VARIANT_WIDTHS) {
    if (width >= main.info.width) break;
    await sharp(main.data).resize({ width }).webp({ quality: 78 }).toBuffer();
  }
  drawing += drawn - started;
  encoding += performance.now() - drawn;
  bytes += picture.length;
}
console.log(
  `${jobs.length} images: drawing ${Math.round(drawing)} ms, store encoding ${Math.round(encoding)} ms, ` +
    `${Math.round(bytes / 1024)} KB drawn`,
);

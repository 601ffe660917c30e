/**
 * The demo products' photo galleries: 3 to 5 more views of each product's family.
 * Each family's views are drawn once (in the hue of its first product) and shared by the
 * products of that family, at a smaller size than the main pictures: the seed stays fast, and
 * the rendition cache keeps them between seeds as it keeps every demo picture.
 */
import type { GalleryPhoto } from "~/lib/product-gallery";
import { variation } from "./demo-images.server";
import { mapLimit } from "./map-limit";
import type { DemoImage, DemoImageKind, SeedProduct } from "./types";

/** Views drawn per family; a product shows 3 to 5 of them. */
export const GALLERY_VIEWS = 5;
export const GALLERY_SIZE: [number, number] = [800, 600];

/** Which of its family's views a product shows, in order: 3 to 5 of them, decided by its slug. */
export function galleryViewsOf(slug: string): number[] {
  const [a = 0, b = 0] = variation(`gallery:${slug}`, 2);
  const count = 3 + Math.floor(a * 3);
  const start = Math.floor(b * GALLERY_VIEWS);
  return Array.from({ length: count }, (_, i) => (start + i) % GALLERY_VIEWS);
}

/** Stores one demo picture (the seed's `demoImage`): its address. */
export type StoreDemoPicture = (image: DemoImage, name: string, alt: string, altEn: string) => Promise<{ url: string }>;

/** Every product's gallery, by slug: its family's views drawn and stored once each. */
export async function demoGalleries(
  products: readonly Pick<SeedProduct, "slug" | "name" | "nameEn" | "image">[],
  store: StoreDemoPicture,
): Promise<Map<string, GalleryPhoto[]>> {
  const families = new Map<DemoImageKind, DemoImage>();
  for (const product of products)
    if (!families.has(product.image.kind)) families.set(product.image.kind, product.image);
  const views = [...families.values()].flatMap((image) =>
    Array.from({ length: GALLERY_VIEWS }, (_, view) => ({ image, view })),
  );
  const stored = await mapLimit(views, 2, ({ image, view }) =>
    store(
      image,
      `gallery-${image.kind}-${view + 1}`,
      `Hình minh họa thiết bị, góc chụp ${view + 1}`,
      `Illustration of the device, view ${view + 1}`,
    ),
  );
  const urlOf = new Map(views.map(({ image, view }, i) => [`${image.kind}:${view}`, stored[i]?.url ?? ""]));
  return new Map(
    products.map((product) => [
      product.slug,
      galleryViewsOf(product.slug).map((view, i) => ({
        url: urlOf.get(`${product.image.kind}:${view}`) ?? "",
        alt: `${product.name} – góc chụp ${i + 1}`,
        altEn: `${product.nameEn} – view ${i + 1}`,
      })),
    ]),
  );
}

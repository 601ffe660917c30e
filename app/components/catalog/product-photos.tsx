import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useMessages } from "~/i18n";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { ProductPhotoView } from "~/lib/product-gallery";
import { DeferredPhotoViewer, usePhotoViewer } from "../pages/use-photo-viewer";

/**
 * A product's photos: the first large, the others as thumbnails under it, in the
 * editor's order. Each is a link to its full picture (before the scripts, or without them); once
 * hydrated, a link opens the viewer at its photo (keys ←/→, swipe, Escape).
 */
export function ProductPhotos({ photos, noImage }: { photos: readonly ProductPhotoView[]; noImage: string }) {
  const t = useMessages(catalogMessages).detail;
  const { openPhoto } = useMessages(pagesMessages).about;
  const { open, setOpen, close, linkProps } = usePhotoViewer();
  const [first, ...others] = photos;
  return (
    <div className="self-start lg:sticky lg:top-28">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        {first ? (
          <a {...linkProps(0)} href={first.href} aria-label={openPhoto(first.image.alt)} className="block">
            <ResponsiveImage
              image={first.image}
              eager
              sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </a>
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center text-slate-400">{noImage}</div>
        )}
      </div>
      {others.length > 0 && (
        <ul aria-label={t.photos} className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" data-testid="product-photos">
          {others.map((photo, i) => (
            <li key={photo.href}>
              <a
                {...linkProps(i + 1)}
                href={photo.href}
                aria-label={openPhoto(photo.image.alt)}
                className="block overflow-hidden rounded-lg border border-slate-200 bg-slate-100 hover:ring-2 hover:ring-primary"
              >
                <ResponsiveImage
                  image={photo.image}
                  sizes="(min-width: 1280px) 96px, (min-width: 640px) 16vw, 25vw"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <DeferredPhotoViewer
          photos={photos.map((photo, i) => ({
            key: `${i}:${photo.href}`,
            src: photo.image.src,
            srcSet: photo.image.srcSet,
            width: photo.image.width,
            height: photo.image.height,
            alt: photo.image.alt,
            title: photo.image.alt,
          }))}
          index={open}
          onIndexChange={setOpen}
          onClose={close}
        />
      )}
    </div>
  );
}

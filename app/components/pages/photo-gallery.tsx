import { useMessages } from "~/i18n";
import { messages as pagesMessages } from "~/i18n/messages/pages";
import type { GalleryPhoto } from "./gallery-photos";
import { DeferredPhotoViewer, usePhotoViewer } from "./use-photo-viewer";

/**
 * Featured photos large, the others as small thumbnails; any of them opens the viewer. Each is a
 * link to its full picture, so a tap before the scripts arrive (or without them) still shows it;
 * once hydrated, the link opens the viewer instead.
 */
export function PhotoGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  const t = useMessages(pagesMessages).about;
  const { open, setOpen, close, linkProps } = usePhotoViewer();

  const thumbnail = (photo: GalleryPhoto, index: number) => {
    const texts = t.photos[photo.id];
    return (
      <li key={photo.id}>
        <a
          {...linkProps(index)}
          href={photo.src}
          aria-label={t.openPhoto(texts.title)}
          className="group relative block w-full overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200"
        >
          <img
            src={photo.src}
            width={photo.width}
            height={photo.height}
            alt={texts.alt}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {photo.featured && (
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent px-4 pb-3 pt-10 text-left font-semibold text-white">
              {texts.title}
            </span>
          )}
        </a>
      </li>
    );
  };

  const indexed = photos.map((photo, index) => ({ photo, index }));
  return (
    <>
      <h3 className="text-lg font-bold text-slate-900">{t.galleryFeatured}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {indexed.filter(({ photo }) => photo.featured).map(({ photo, index }) => thumbnail(photo, index))}
      </ul>
      <h3 className="mt-10 text-lg font-bold text-slate-900">{t.galleryMore}</h3>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {indexed.filter(({ photo }) => !photo.featured).map(({ photo, index }) => thumbnail(photo, index))}
      </ul>
      {open !== null && (
        <DeferredPhotoViewer
          photos={photos.map((photo) => ({ key: photo.id, ...photo, ...t.photos[photo.id] }))}
          index={open}
          onIndexChange={setOpen}
          onClose={close}
        />
      )}
    </>
  );
}

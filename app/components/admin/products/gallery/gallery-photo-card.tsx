import type { ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as galleryMessages } from "~/i18n/messages/admin-gallery";
import type { GalleryPhoto } from "~/lib/product-gallery";

/** One photo of the product's gallery: the picture, its place, its alt text in both languages, and remove. */
export function GalleryPhotoCard({
  photo,
  index,
  handle,
  errorAt,
  onChange,
  onRemove,
}: {
  photo: GalleryPhoto;
  index: number;
  handle: ReactNode;
  errorAt: (path: string) => string | undefined;
  onChange: (patch: Partial<GalleryPhoto>) => void;
  onRemove: () => void;
}) {
  const t = useMessages(galleryMessages);
  const path = (key: keyof GalleryPhoto) => `gallery.${index}.${key}`;
  return (
    <div className="space-y-2" data-testid="gallery-photo">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1 text-sm font-semibold text-slate-700">
          {handle}
          {t.photo(index + 1)}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t.remove(index + 1)}
          className="min-h-6 rounded px-2 py-1 text-sm font-medium text-red-600 hover:bg-red-50"
        >
          {t.removeShort}
        </button>
      </div>
      <img
        src={photo.url}
        alt={photo.alt || t.photo(index + 1)}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-md border border-slate-200 bg-slate-100 object-contain"
      />
      <Field label={t.alt(index + 1)} error={errorAt(path("alt"))}>
        {(control) => (
          <input
            {...control}
            name={path("alt")}
            className={inputClass}
            value={photo.alt}
            onChange={(event) => onChange({ alt: event.target.value })}
          />
        )}
      </Field>
      <Field label={t.altEn(index + 1)} error={errorAt(path("altEn"))}>
        {(control) => (
          <input
            {...control}
            name={path("altEn")}
            className={inputClass}
            value={photo.altEn}
            onChange={(event) => onChange({ altEn: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages as galleryMessages } from "~/i18n/messages/admin-gallery";
import type { MediaItem } from "~/lib/media";
import { GALLERY_LIMITS, type GalleryPhoto } from "~/lib/product-gallery";
import { checkUploadCandidate, IMAGE_ACCEPT, PRODUCT_UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { ListField } from "../../form/use-schema-form";
import { ImageLibrary } from "../../media/image-library";
import { uploadImage } from "../../media/upload-request";
import { useDropZone } from "../../media/use-drop-zone";
import { PendingUploads } from "../../pending-uploads";
import { useFileUploads } from "../../use-file-uploads";
import { SortableList } from "../sortable-list";
import { GalleryPhotoCard } from "./gallery-photo-card";

const MAX = GALLERY_LIMITS.photos;

/**
 * The product's photo gallery: several images dropped or chosen at once (each going
 * up with its real progress through the image upload, in the order chosen) or picked from the
 * library; then sorted (pointer, touch, or keyboard one place per press), described in both
 * languages, removed. A list field of the form layer, saved with the product.
 */
export function GalleryEditor({
  value,
  list,
  errorAt,
}: {
  value: GalleryPhoto[];
  list: ListField<GalleryPhoto>;
  errorAt: (path: string) => string | undefined;
}) {
  const t = useMessages(galleryMessages);
  const chooser = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The latest list, for uploads that land after other changes.
  const current = useRef(value);
  current.current = value;
  const uploads = useFileUploads<MediaItem>({
    check: (file) => checkUploadCandidate(file, PRODUCT_UPLOAD_MAX_MB),
    send: (file, onProgress) => uploadImage(file, { folder: "products", maxMb: PRODUCT_UPLOAD_MAX_MB, onProgress }),
    failed: UPLOAD_MESSAGES.failed,
  });
  const room = MAX - value.length - uploads.pending.filter((item) => !item.error).length;

  function add(images: readonly MediaItem[]) {
    for (const image of images) {
      if (current.current.length >= MAX) return;
      if (current.current.some((photo) => photo.url === image.url)) {
        setNotice(t.already);
        continue;
      }
      const photo = { url: image.url, alt: image.alt, altEn: "" };
      current.current = [...current.current, photo];
      list.insert(photo);
    }
  }

  async function upload(files: File[]) {
    const taken = files.slice(0, Math.max(0, room));
    setNotice(files.length > taken.length ? t.skipped(files.length - taken.length, MAX) : null);
    // Added together, in the order chosen, once every file has landed (or been refused).
    const stored = await uploads.start(taken);
    add(stored.filter((image): image is MediaItem => image !== null));
  }

  const { dragging, handlers } = useDropZone((files) => void upload(files));

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t.intro(MAX)}</p>
      <div
        {...handlers}
        className={`rounded-xl border-2 border-dashed p-5 text-center text-sm ${dragging ? "border-primary bg-primary/5" : "border-slate-300"}`}
      >
        <p>
          {t.dropHere}{" "}
          <button
            type="button"
            className="min-h-6 font-semibold text-primary underline disabled:text-slate-400"
            disabled={room <= 0}
            onClick={() => chooser.current?.click()}
          >
            {t.choose}
          </button>
        </p>
        <p className="mt-1 text-xs text-slate-500">{UPLOAD_MESSAGES.hint(PRODUCT_UPLOAD_MAX_MB)}</p>
        <FileInput
          ref={chooser}
          multiple
          accept={IMAGE_ACCEPT}
          label={t.choose}
          testId="gallery-input"
          onFiles={(files) => void upload(files)}
        />
        <button
          type="button"
          className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}
          disabled={room <= 0}
          onClick={() => setLibraryOpen(true)}
        >
          {t.fromLibrary}
        </button>
      </div>

      <p className="text-sm text-slate-600" aria-live="polite">
        {t.count(value.length, MAX)}
        {value.length >= MAX && <> — {t.full(MAX)}</>}
        {notice && <> — {notice}</>}
      </p>

      <PendingUploads pending={uploads.pending} texts={t} onDismiss={uploads.dismiss} />

      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{t.empty}</p>
      ) : (
        <SortableList
          layout="grid"
          items={value}
          getId={(photo) => photo.url}
          onMove={list.move}
          handleLabel={(photo) => t.handle(value.indexOf(photo) + 1)}
          itemName={(photo) => t.photoName(value.indexOf(photo) + 1, photo.alt)}
          renderItem={(photo, handle) => {
            const index = value.indexOf(photo);
            return (
              <GalleryPhotoCard
                photo={photo}
                index={index}
                handle={handle}
                errorAt={errorAt}
                onChange={(patch) => list.replace(index, { ...photo, ...patch })}
                onRemove={() => list.remove(index)}
              />
            );
          }}
        />
      )}
      {value.length > 0 && (
        <p className="text-xs text-slate-500">
          {t.altHint} {t.keptNote}
        </p>
      )}

      {libraryOpen && (
        <Modal title={t.libraryTitle} closeLabel={t.close} onClose={() => setLibraryOpen(false)} size="xl">
          <ImageLibrary
            onSelect={(image) => {
              setLibraryOpen(false);
              add([image]);
            }}
          />
        </Modal>
      )}
    </div>
  );
}

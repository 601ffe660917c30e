import { useId, useState } from "react";
import { Modal } from "~/components/ui/modal";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { MediaItem } from "~/lib/media";
import { uploadLimitMb } from "~/lib/upload-rules";
import { ChosenImage } from "./chosen-image";
import { ImageLibrary } from "./image-library";
import { ImageStatusLine } from "./image-status-line";
import { UploadPanel } from "./upload-panel";
import { UrlPanel, useImageUrl } from "./url-panel";
import { useImageStatus } from "./use-image-status";

export { PICK_SUCCESS_RESET_MS, UPLOAD_SUCCESS_RESET_MS } from "./use-image-status";

interface ImageUploaderProps {
  label: string;
  value: string | null;
  onChange: (url: string | null, image?: MediaItem) => void;
  /** Storage folder for new uploads ("products", "news"...). */
  folder: string;
  maxMb?: number;
  /** Name of a hidden form field that carries the value, for forms that post. */
  name?: string;
  /** What a malformed address in the URL tab is told ('URL không hợp lệ' unless the form says otherwise). */
  invalidUrlMessage?: string;
}

/** Choose an image by drag and drop, file choice, the library, or an external URL. */
export function ImageUploader({ label, value, onChange, folder, maxMb, name, invalidUrlMessage }: ImageUploaderProps) {
  const t = useMessages(mediaMessages);
  const limit = uploadLimitMb(maxMb);
  const [tab, setTab] = useState<"upload" | "url">("upload");
  const [libraryOpen, setLibraryOpen] = useState(false);
  const { status, upload, choose } = useImageStatus({ folder, limit, onChange });
  const address = useImageUrl({ folder, maxMb: limit, invalidUrlMessage }, (image) => choose(image.url, image));
  const id = useId();

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-slate-700">{label}</legend>
      {name && <input type="hidden" name={name} value={value ?? ""} />}
      {value && <ChosenImage value={value} onRemove={() => onChange(null)} />}

      <TabList
        label={label}
        idPrefix={id}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: "upload", label: t.uploadTab },
          { id: "url", label: t.urlTab },
        ]}
      >
        <button
          type="button"
          onClick={() => setLibraryOpen(true)}
          className="ml-auto px-3 py-2 text-sm font-medium text-primary"
        >
          {t.openLibrary}
        </button>
      </TabList>

      {tab === "upload" ? (
        <UploadPanel id={id} limit={limit} busy={status.kind === "uploading"} onFile={(file) => void upload(file)} />
      ) : (
        <UrlPanel id={id} field={address} />
      )}

      <ImageStatusLine status={status} />

      {libraryOpen && (
        <Modal title={t.libraryTitle} closeLabel={t.close} onClose={() => setLibraryOpen(false)} size="xl">
          <ImageLibrary
            onSelect={(image) => {
              setLibraryOpen(false);
              choose(image.url, image);
            }}
          />
        </Modal>
      )}
    </fieldset>
  );
}

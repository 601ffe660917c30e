import { useId, useState } from "react";
import { ImageLibrary } from "~/components/admin/media/image-library";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { isValidImageUrl } from "~/lib/media";
import { checkUploadCandidate, UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { InsertedImage } from "../editor-contract";
import { onEnter } from "./enter-key";
import type { LocalImages } from "./local-images";

type Source = "upload" | "url" | "library";

const inputClass =
  "w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary";

/**
 * 'Chèn hình ảnh': a file from the computer (held locally until the article is saved), an
 * address, or a stored image from the library.
 */
export function ImageInsertDialog({
  localImages,
  onClose,
  onInsert,
}: {
  localImages: LocalImages;
  onClose: () => void;
  onInsert: (image: InsertedImage) => void;
}) {
  const t = useMessages(messages);
  const [source, setSource] = useState<Source>("upload");
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const urlId = useId();
  const altId = useId();
  const errorId = useId();
  const tabs: { id: Source; label: string }[] = [
    { id: "upload", label: t.sourceUpload },
    { id: "url", label: t.sourceUrl },
    { id: "library", label: t.sourceLibrary },
  ];

  function chooseFile(file: File | undefined) {
    if (!file) return;
    const problem = checkUploadCandidate(file, UPLOAD_MAX_MB);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      onInsert({ src: localImages.add(file), alt: alt.trim() });
    } catch {
      setError(t.uploadFailed);
    }
  }

  function insertUrl() {
    if (!isValidImageUrl(url)) {
      setError(t.invalidUrl);
      return;
    }
    onInsert({ src: url.trim(), alt: alt.trim() });
  }

  return (
    <Modal title={t.insertImageTitle} closeLabel={t.close} onClose={onClose} size={source === "library" ? "xl" : "lg"}>
      <div
        role="tablist"
        aria-label={t.insertImageTitle}
        className="mb-4 flex flex-wrap gap-1 border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={source === tab.id}
            onClick={() => {
              setSource(tab.id);
              setError(null);
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${
              source === tab.id
                ? "border-primary text-primary"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {source !== "library" && (
        <div className="mb-4">
          <label htmlFor={altId} className="mb-1 block text-sm font-medium text-slate-700">
            {t.imageAlt}
          </label>
          <input id={altId} value={alt} onChange={(event) => setAlt(event.target.value)} className={inputClass} />
        </div>
      )}
      {source === "upload" && (
        <div className="space-y-2">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            {t.chooseFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            data-autofocus
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-medium file:text-primary"
          />
          <p className="text-xs text-slate-500">{UPLOAD_MESSAGES.hint(UPLOAD_MAX_MB)}</p>
          <p className="text-xs text-slate-500">{t.uploadNote}</p>
        </div>
      )}
      {source === "url" && (
        <div className="space-y-2">
          <label htmlFor={urlId} className="block text-sm font-medium text-slate-700">
            {t.imageUrl}
          </label>
          <input
            id={urlId}
            data-autofocus
            value={url}
            placeholder="https://..."
            onKeyDown={onEnter(insertUrl)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(null);
            }}
            className={inputClass}
          />
          <div className="flex justify-end">
            <Button onClick={insertUrl}>{t.insert}</Button>
          </div>
        </div>
      )}
      {source === "library" && <ImageLibrary onSelect={(item) => onInsert({ src: item.url, alt: item.alt })} />}
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
    </Modal>
  );
}

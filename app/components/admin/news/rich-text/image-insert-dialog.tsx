import { useId, useState } from "react";
import { ImageLibrary } from "~/components/admin/media/image-library";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { isValidImageUrl } from "~/lib/media";
import { checkUploadCandidate, UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { InsertedImage } from "../editor-contract";
import { onEnter } from "./enter-key";
import { imageByAddress, invalidImageMessage } from "./image-by-address";
import type { LocalImages } from "./local-images";

type Source = "upload" | "url" | "library";

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
  const [fetching, setFetching] = useState(false);
  const fileId = useId();
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

  // An outside address becomes a library image first (issue 27.6): the page's policy shows only
  // the site's own images. It is inserted only once it loads (issue 28.4).
  async function insertUrl() {
    if (!isValidImageUrl(url)) {
      setError(t.invalidUrl);
      return;
    }
    setFetching(true);
    const outcome = await imageByAddress(url.trim());
    setFetching(false);
    if (outcome.ok) onInsert({ src: outcome.src, alt: alt.trim() });
    else setError(invalidImageMessage(t.invalidUrl, outcome.reason));
  }

  return (
    <Modal title={t.insertImageTitle} closeLabel={t.close} onClose={onClose} size={source === "library" ? "xl" : "lg"}>
      <TabList
        label={t.insertImageTitle}
        className="mb-4"
        selected={source}
        onSelect={(next) => {
          setSource(next);
          setError(null);
        }}
        tabs={tabs}
      />
      {source !== "library" && (
        <Field label={t.imageAlt} className="mb-4">
          {(control) => (
            <input {...control} value={alt} onChange={(event) => setAlt(event.target.value)} className={inputClass} />
          )}
        </Field>
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
          <Field label={t.imageUrl} describedBy={error ? errorId : undefined}>
            {(control) => (
              <input
                {...control}
                data-autofocus
                value={url}
                placeholder="https://..."
                onKeyDown={onEnter(() => void insertUrl())}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setUrl(event.target.value);
                  setError(null);
                }}
                className={inputClass}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button onClick={() => void insertUrl()} disabled={fetching}>
              {t.insert}
            </Button>
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

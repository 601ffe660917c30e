import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ImageLibrary } from "~/components/admin/media/image-library";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { chosenAlt } from "~/lib/body-alt";
import { isValidImageUrl, type MediaItem } from "~/lib/media";
import { checkUploadCandidate, UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { InsertedImage } from "../editor-contract";
import { type AltChoice, AltTextFields } from "./alt-text-fields";
import { onEnter } from "./enter-key";
import { imageByAddress, invalidImageMessage } from "./image-by-address";
import type { LocalImages } from "./local-images";

type Source = "upload" | "url" | "library";

const NO_ALT: AltChoice = { text: "", decorative: false };

/**
 * 'Chèn hình ảnh': a file from the computer (held locally until the article is saved), an
 * address, or a stored image from the library. Whichever it is, the image's alt text (or its
 * 'decorative' mark) is asked in the same step, before it lands in the body.
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
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState<AltChoice>(NO_ALT);
  // An insert refused for want of an alt: said under the box until one is given.
  const [altRefused, setAltRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const fileId = useId();
  const errorId = useId();
  const tabs: { id: Source; label: string }[] = [
    { id: "upload", label: t.sourceUpload },
    { id: "url", label: t.sourceUrl },
    { id: "library", label: t.sourceLibrary },
  ];
  const chosen = chosenAlt(alt.text, alt.decorative);
  const ready = source === "url" || (source === "upload" ? file !== null : picked !== null);
  // The alt box takes the focus once it is shown (a file chosen: after its preview's address is
  // made, a render later; a library image picked). A frame's wait lost the race under load.
  const [altFocusWanted, setAltFocusWanted] = useState(false);
  const focusAlt = () => setAltFocusWanted(true);
  useEffect(() => {
    if (!altFocusWanted || !altInput.current) return;
    altInput.current.focus();
    setAltFocusWanted(false);
  });

  /** The alt to write; undefined, with the reason said and the box focused, when there is neither a text nor the decorative mark. */
  function altToWrite(): string | undefined {
    if (chosen !== null) return chosen;
    setAltRefused(true);
    altInput.current?.focus();
    return undefined;
  }

  function chooseFile(chosenFile: File | undefined) {
    if (!chosenFile) return;
    const problem = checkUploadCandidate(chosenFile, UPLOAD_MAX_MB);
    setError(problem);
    if (problem) return;
    setFile(chosenFile);
    focusAlt();
  }

  function pick(item: MediaItem) {
    setPicked(item);
    // The library's own description, to keep or rewrite for this article.
    setAlt({ text: item.alt, decorative: false });
    setAltRefused(false);
    focusAlt();
  }

  function insertFile() {
    const text = file ? altToWrite() : undefined;
    if (!file || text === undefined) return;
    try {
      onInsert({ src: localImages.add(file), alt: text });
    } catch {
      setError(t.uploadFailed);
    }
  }

  // An outside address becomes a library image first: the page's policy shows only
  // the site's own images. It is inserted only once it loads.
  async function insertUrl() {
    if (!isValidImageUrl(url)) {
      setError(t.invalidUrl);
      if (chosen === null) setAltRefused(true);
      urlInput.current?.focus();
      return;
    }
    const text = altToWrite();
    if (text === undefined) return;
    setFetching(true);
    const outcome = await imageByAddress(url.trim());
    setFetching(false);
    if (outcome.ok) onInsert({ src: outcome.src, alt: text });
    else setError(invalidImageMessage(t.invalidUrl, outcome.reason));
  }

  function insertPicked() {
    const text = picked ? altToWrite() : undefined;
    if (picked && text !== undefined) onInsert({ src: picked.url, alt: text });
  }

  const insert = () => {
    if (source === "upload") insertFile();
    else if (source === "url") void insertUrl();
    else insertPicked();
  };

  const altFields = (
    <AltTextFields
      value={alt}
      onChange={setAlt}
      problem={altRefused && chosen === null ? t.altMissing : null}
      announce
      inputRef={altInput}
      onSubmit={insert}
    />
  );

  const footer = ready ? (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onClose}>
        {t.cancel}
      </Button>
      <Button onClick={insert} disabled={fetching}>
        {t.insert}
      </Button>
    </div>
  ) : undefined;

  return (
    <Modal
      title={t.insertImageTitle}
      closeLabel={t.close}
      onClose={onClose}
      footer={footer}
      size={source === "library" && !picked ? "xl" : "lg"}
    >
      <TabList
        label={t.insertImageTitle}
        className="mb-4"
        selected={source}
        onSelect={(next) => {
          setSource(next);
          setError(null);
          setAlt(NO_ALT);
          setAltRefused(false);
          setPicked(null);
        }}
        tabs={tabs}
      />
      {source === "upload" && (
        <div className="space-y-4">
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
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-medium file:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            />
            <p className="text-xs text-slate-500">{UPLOAD_MESSAGES.hint(UPLOAD_MAX_MB)}</p>
            <p className="text-xs text-slate-500">{t.uploadNote}</p>
          </div>
          {file && preview && (
            <ChosenImage src={preview} name={file.name}>
              {altFields}
            </ChosenImage>
          )}
        </div>
      )}
      {source === "url" && (
        <div className="space-y-4">
          <Field label={t.imageUrl} describedBy={error ? errorId : undefined}>
            {(control) => (
              <input
                {...control}
                ref={urlInput}
                data-autofocus
                value={url}
                placeholder="https://..."
                onKeyDown={onEnter(insert)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  setUrl(event.target.value);
                  setError(null);
                }}
                className={inputClass}
              />
            )}
          </Field>
          {altFields}
        </div>
      )}
      {source === "library" &&
        (picked ? (
          <ChosenImage
            src={picked.thumbnailUrl || picked.url}
            name={picked.name}
            action={
              <Button variant="outline" size="sm" onClick={() => setPicked(null)}>
                {t.chooseAnother}
              </Button>
            }
          >
            {altFields}
          </ChosenImage>
        ) : (
          <ImageLibrary onSelect={pick} />
        ))}
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
    </Modal>
  );
}

/** The image about to be inserted, small, beside the questions about it. */
function ChosenImage({
  src,
  name,
  action,
  children,
}: {
  src: string;
  name: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <div className="min-w-0 space-y-2">
        <img
          src={src}
          alt={`${t.chosenImage}: ${name}`}
          className="max-h-40 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
        />
        <p className="truncate text-xs text-slate-500" title={name}>
          {name}
        </p>
        {action}
      </div>
      {children}
    </div>
  );
}

/** A local address for a chosen file's preview, released when the file changes or the dialog goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

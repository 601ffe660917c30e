import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { isValidImageUrl, type MediaItem } from "~/lib/media";
import { checkUploadCandidate, UPLOAD_MESSAGES, uploadLimitMb } from "~/lib/upload-rules";
import { ImageLibrary } from "./image-library";
import { uploadImage } from "./upload-request";
import { useDropZone } from "./use-drop-zone";

export const UPLOAD_SUCCESS_RESET_MS = 3000;
export const PICK_SUCCESS_RESET_MS = 2000;

type Status =
  | { kind: "idle" }
  | { kind: "uploading"; progress: number }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

interface ImageUploaderProps {
  label: string;
  value: string | null;
  onChange: (url: string | null, image?: MediaItem) => void;
  /** Storage folder for new uploads ("products", "news"...). */
  folder: string;
  maxMb?: number;
  /** Name of a hidden form field that carries the value, for forms that post. */
  name?: string;
}

/** Choose an image by drag and drop, file choice, the library, or an external URL. */
export function ImageUploader({ label, value, onChange, folder, maxMb, name }: ImageUploaderProps) {
  const t = useMessages(mediaMessages);
  const limit = uploadLimitMb(maxMb);
  const [tab, setTab] = useState<"upload" | "url">("upload");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [brokenPreview, setBrokenPreview] = useState(false);
  const dropZone = useDropZone(([file]) => {
    if (file) void upload(file);
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [checkingUrl, setCheckingUrl] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const id = useId();

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value gets a new chance to load
  useEffect(() => setBrokenPreview(false), [value]);

  function succeed(after: number, message: string) {
    setStatus({ kind: "success", message });
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setStatus({ kind: "idle" }), after);
  }

  async function upload(file: File) {
    const problem = checkUploadCandidate(file, limit);
    if (problem) {
      setStatus({ kind: "error", message: problem });
      return;
    }
    setStatus({ kind: "uploading", progress: 0 });
    try {
      const image = await uploadImage(file, {
        folder,
        maxMb: limit,
        onProgress: (progress) => setStatus({ kind: "uploading", progress }),
      });
      onChange(image.url, image);
      succeed(UPLOAD_SUCCESS_RESET_MS, t.uploaded);
    } catch (error) {
      setStatus({ kind: "error", message: (error as Error).message || UPLOAD_MESSAGES.failed });
    }
  }

  function applyUrl() {
    const value = url.trim();
    if (!isValidImageUrl(value)) {
      setUrlError(t.invalidUrl);
      return;
    }
    setUrlError(null);
    // Only an address that loads as an image is taken (a 404 or a web page is refused).
    setCheckingUrl(true);
    const probe = new Image();
    probe.onload = () => {
      setCheckingUrl(false);
      onChange(value);
      setUrl("");
      succeed(PICK_SUCCESS_RESET_MS, t.chosen);
    };
    probe.onerror = () => {
      setCheckingUrl(false);
      setUrlError(t.brokenUrl);
    };
    probe.src = value;
  }

  function pick(image: MediaItem) {
    setLibraryOpen(false);
    onChange(image.url, image);
    succeed(PICK_SUCCESS_RESET_MS, t.chosen);
  }

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-slate-700">{label}</legend>
      {name && <input type="hidden" name={name} value={value ?? ""} />}

      {value && (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-2">
          {brokenPreview ? (
            <div className="flex h-24 w-32 items-center justify-center rounded bg-slate-100 text-xs text-slate-400">
              {t.preview}
            </div>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError only swaps in a placeholder
            <img
              src={value}
              alt={t.preview}
              className="h-24 w-32 rounded bg-slate-100 object-cover"
              onError={() => setBrokenPreview(true)}
            />
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <p className="truncate text-xs text-slate-500" title={value}>
              {value}
            </p>
            <button
              type="button"
              onClick={() => onChange(null)}
              className="rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700"
            >
              {t.remove}
            </button>
          </div>
        </div>
      )}

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
        <div
          id={`${id}-upload`}
          role="tabpanel"
          aria-labelledby={`${id}-upload-tab`}
          {...dropZone.handlers}
          className={`rounded-xl border-2 border-dashed p-6 text-center ${
            dropZone.dragging ? "border-primary bg-primary-50" : "border-slate-300"
          }`}
        >
          <p className="text-sm text-slate-600">
            {t.dropHere}{" "}
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={status.kind === "uploading"}
              className="font-semibold text-primary underline"
            >
              {t.chooseFile}
            </button>
          </p>
          <p className="mt-1 text-xs text-slate-500">{UPLOAD_MESSAGES.hint(limit)}</p>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            className="sr-only"
            tabIndex={-1}
            aria-label={t.chooseFile}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </div>
      ) : (
        <div id={`${id}-url`} role="tabpanel" aria-labelledby={`${id}-url-tab`} className="flex flex-wrap gap-2">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t.urlLabel}</span>
            <input
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyUrl();
                }
              }}
              placeholder={t.urlPlaceholder}
              aria-invalid={urlError ? true : undefined}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <button type="button" onClick={applyUrl} disabled={checkingUrl} className={buttonClass()}>
            {checkingUrl ? t.checkingUrl : t.useUrl}
          </button>
          {urlError && (
            <p role="alert" className="w-full text-sm text-red-600">
              {urlError}
            </p>
          )}
        </div>
      )}

      <div aria-live="polite">
        {status.kind === "uploading" && (
          <div>
            <p className="text-sm text-slate-600">{t.uploading}</p>
            <div
              role="progressbar"
              aria-label={t.progress(status.progress)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={status.progress}
              className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-primary transition-all" style={{ width: `${status.progress}%` }} />
            </div>
          </div>
        )}
        {status.kind === "success" && <p className="text-sm font-medium text-emerald-700">{status.message}</p>}
        {status.kind === "error" && (
          <p role="alert" className="text-sm text-red-600">
            <span className="font-semibold">{t.failedShort}: </span>
            {status.message}
          </p>
        )}
      </div>

      {libraryOpen && (
        <Modal title={t.libraryTitle} closeLabel={t.close} onClose={() => setLibraryOpen(false)} size="xl">
          <ImageLibrary onSelect={pick} />
        </Modal>
      )}
    </fieldset>
  );
}

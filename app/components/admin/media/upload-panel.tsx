import { useRef } from "react";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { useDropZone } from "./use-drop-zone";

/** The upload tab's panel: a file dropped on it or chosen (one at a time). */
export function UploadPanel({
  id,
  limit,
  busy,
  onFile,
}: {
  /** The tab list's prefix: the panel is `{id}-upload`, named by its tab. */
  id: string;
  limit: number;
  /** An upload is under way: no second file is chosen meanwhile. */
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const t = useMessages(mediaMessages);
  const fileInput = useRef<HTMLInputElement>(null);
  const dropZone = useDropZone(([file]) => {
    if (file) onFile(file);
  });
  return (
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
          disabled={busy}
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
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

import { useRef } from "react";
import { FileInput } from "~/components/ui/file-input";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import { IMAGE_ACCEPT, UPLOAD_MESSAGES } from "~/lib/upload-rules";
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
      <FileInput ref={fileInput} accept={IMAGE_ACCEPT} label={t.chooseFile} onFiles={([file]) => onFile(file)} />
    </div>
  );
}

import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import { IMAGE_ACCEPT } from "~/lib/upload-rules";
import { useDropZone } from "../../media/use-drop-zone";

interface GridUploadAreaProps {
  /** Collapsed into an expandable 'Thêm hình ảnh' once the grid has images. */
  collapsible: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** Step 1: drag and drop or choose image files (several at once). */
export function GridUploadArea({ collapsible, busy, onFiles }: GridUploadAreaProps) {
  const t = useMessages(messages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dropZone = useDropZone((files) => {
    if (!busy) onFiles(files);
  });
  const [expanded, setExpanded] = useState(false);
  const open = !collapsible || expanded;

  const zone = (
    <section
      id={`${id}-zone`}
      aria-label={t.dropZone}
      {...dropZone.handlers}
      className={`rounded-xl border-2 border-dashed text-center ${collapsible ? "p-4" : "p-10"} ${
        dropZone.dragging ? "border-primary bg-primary-50" : "border-slate-300"
      }`}
    >
      <p className="text-sm text-slate-600">{t.dropHere}</p>
      <Button variant="outline" size="sm" className="mt-2" disabled={busy} onClick={() => input.current?.click()}>
        {t.chooseFiles}
      </Button>
      <p className="mt-2 text-xs text-slate-500">{t.uploadHint}</p>
      <FileInput ref={input} multiple accept={IMAGE_ACCEPT} label={t.filesLabel} onFiles={onFiles} />
    </section>
  );

  if (!collapsible) return zone;
  return (
    <div className="rounded-xl border border-slate-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${id}-zone`}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        <span>{t.addMore}</span>
        <span aria-hidden="true">{expanded ? "−" : "+"}</span>
      </button>
      <div className="border-t border-slate-200 p-3" hidden={!open}>
        {zone}
      </div>
    </div>
  );
}

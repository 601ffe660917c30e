import { useRef } from "react";
import { FileInput } from "~/components/ui/file-input";
import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import type { UploadedDocument } from "~/lib/documents";

/** A document's file: its name and facts, and the buttons that replace it (keeping its address; the new file's progress shows with the other uploads) or remove it. */
export function DocumentFileLine({
  document,
  name,
  facts,
  onReplace,
  onRemove,
}: {
  document: UploadedDocument;
  /** How the document is called in the buttons' names. */
  name: string;
  facts: string;
  onReplace: (file: File) => void;
  onRemove: () => void;
}) {
  const f = useMessages(documentMessages).form;
  const replaceInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="min-w-0 truncate text-sm text-slate-600">
        <span className="font-medium text-slate-900">{document.originalName}</span> · {facts}
      </p>
      <div className="flex gap-1">
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-primary hover:bg-slate-100"
          aria-label={f.replace(name)}
          onClick={() => replaceInput.current?.click()}
        >
          {f.replaceShort}
        </button>
        <FileInput
          ref={replaceInput}
          accept=".pdf,.docx,.xlsx"
          testId="replace-document-input"
          onFiles={([file]) => onReplace(file)}
        />
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-red-600 hover:bg-red-50"
          aria-label={f.remove(name)}
          onClick={onRemove}
        >
          {f.removeShort}
        </button>
      </div>
    </div>
  );
}

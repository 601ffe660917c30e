import { useRef } from "react";
import { FileInput } from "~/components/ui/file-input";
import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import { type DocumentFormEntry, uploadedFormEntry } from "~/lib/documents";
import { newEntryId } from "~/lib/ordered-list";
import type { ListField } from "../../form/use-schema-form";
import { useDropZone } from "../../media/use-drop-zone";
import { PendingUploads } from "../../pending-uploads";
import { SortableList } from "../sortable-list";
import { DocumentRow } from "./document-row";
import { useDocumentUploads } from "./use-document-uploads";

/**
 * The product's documents: drop or choose several files at once, each going up with
 * its real progress; then sort (pointer or keyboard, announced), title, classify, date, replace a
 * file (its link, so its address, stays) or remove. A list field of the form layer, saved with the product.
 */
export function DocumentsEditor({
  value,
  list,
  errorAt,
}: {
  value: DocumentFormEntry[];
  list: ListField<DocumentFormEntry>;
  errorAt: (path: string) => string | undefined;
}) {
  const t = useMessages(documentMessages);
  const f = t.form;
  const chooser = useRef<HTMLInputElement>(null);
  // The latest list, for uploads that land after other changes.
  const current = useRef(value);
  current.current = value;
  const uploads = useDocumentUploads((document) => {
    // The same file twice is one document: the second upload adds nothing.
    if (current.current.some((entry) => entry.document.id === document.id)) return;
    list.insert(uploadedFormEntry(document, newEntryId("document")));
  });
  const { dragging, handlers } = useDropZone((files) => uploads.start(files));

  function replace(uid: string, file: File) {
    uploads.start([file], (document) => {
      const index = current.current.findIndex((entry) => entry.uid === uid);
      const entry = current.current[index];
      if (entry) list.replace(index, { ...entry, document });
    });
  }

  return (
    <div className="space-y-3">
      <div
        {...handlers}
        data-testid="document-drop-zone"
        className={`rounded-xl border-2 border-dashed p-5 text-center text-sm ${dragging ? "border-primary bg-primary/5" : "border-slate-300"}`}
      >
        <p>
          {f.dropHere}{" "}
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={() => chooser.current?.click()}
          >
            {f.choose}
          </button>
        </p>
        <p className="mt-1 text-xs text-slate-500">{f.hint}</p>
        <FileInput
          ref={chooser}
          multiple
          accept=".pdf,.docx,.xlsx,application/pdf"
          testId="document-input"
          onFiles={uploads.start}
        />
      </div>

      <PendingUploads pending={uploads.pending} texts={f} onDismiss={uploads.dismiss} />

      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{f.empty}</p>
      ) : (
        <SortableList
          items={value}
          getId={(entry) => entry.uid}
          onMove={list.move}
          handleLabel={(entry) => f.handle(entry.title || entry.document.originalName)}
          itemName={(entry) => `“${entry.title || entry.document.originalName}”`}
          renderItem={(entry, handle) => {
            const index = value.indexOf(entry);
            return (
              <DocumentRow
                entry={entry}
                index={index}
                handle={handle}
                errorAt={errorAt}
                onChange={(patch) => list.replace(index, { ...entry, ...patch })}
                onRemove={() => list.remove(index)}
                onReplace={(file) => replace(entry.uid, file)}
              />
            );
          }}
        />
      )}
    </div>
  );
}

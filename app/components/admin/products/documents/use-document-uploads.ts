import { useState } from "react";
import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import { DOCUMENT_MAX_MB, type UploadedDocument } from "~/lib/documents";
import { newEntryId } from "~/lib/ordered-list";
import { uploadDocument } from "./upload-document";

/** A file on its way up, or refused: what the list shows until it lands in the form. */
export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  error: string | null;
}

const EXTENSIONS = /\.(pdf|docx|xlsx)$/i;

/**
 * Several files at once, each with its own real progress; each stored document is handed to
 * `onStored` as it lands (in the order they finish). A refusal stays listed with its reason until
 * dismissed. The first check (type by name, 50 MB) is a convenience: the server decides by content.
 */
export function useDocumentUploads(onStored: (document: UploadedDocument, file: File) => void) {
  const t = useMessages(documentMessages);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const change = (key: string, patch: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  function start(files: File[], onEach: (document: UploadedDocument, file: File) => void = onStored) {
    for (const file of files) {
      const key = newEntryId("upload");
      const early = !EXTENSIONS.test(file.name)
        ? t.refusals.unsupported
        : file.size > DOCUMENT_MAX_MB * 1024 * 1024
          ? t.refusals.tooLarge("PDF", DOCUMENT_MAX_MB)
          : null;
      setPending((list) => [...list, { key, name: file.name, percent: 0, error: early }]);
      if (early) continue;
      uploadDocument(file, { onProgress: (percent) => change(key, { percent }) })
        .then((document) => {
          setPending((list) => list.filter((item) => item.key !== key));
          onEach(document, file);
        })
        .catch((error: Error) => change(key, { error: error.message || t.refusals.failed }));
    }
  }

  const dismiss = (key: string) => setPending((list) => list.filter((item) => item.key !== key));
  return { pending, start, dismiss, busy: pending.some((item) => !item.error) };
}

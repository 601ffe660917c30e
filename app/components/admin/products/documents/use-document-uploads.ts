import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import { DOCUMENT_MAX_MB, type UploadedDocument } from "~/lib/documents";
import { useFileUploads } from "../../use-file-uploads";
import { uploadDocument } from "./upload-document";

const EXTENSIONS = /\.(pdf|docx|xlsx)$/i;

/**
 * Several documents at once, each with its own real progress; each stored document is handed to
 * `onStored` as it lands (in the order they finish). The first check (type by name, 50 MB) is a
 * convenience: the server decides by content.
 */
export function useDocumentUploads(onStored: (document: UploadedDocument, file: File) => void) {
  const t = useMessages(documentMessages);
  const uploads = useFileUploads({
    check: (file) =>
      !EXTENSIONS.test(file.name)
        ? t.refusals.unsupported
        : file.size > DOCUMENT_MAX_MB * 1024 * 1024
          ? t.refusals.tooLarge("PDF", DOCUMENT_MAX_MB)
          : null,
    send: (file, onProgress) => uploadDocument(file, { onProgress }),
    failed: t.refusals.failed,
  });
  return {
    ...uploads,
    start: (files: File[], onEach: (document: UploadedDocument, file: File) => void = onStored) => {
      void uploads.start(files, onEach);
    },
  };
}

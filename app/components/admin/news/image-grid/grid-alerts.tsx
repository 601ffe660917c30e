import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import type { FileError } from "./use-grid-images";

/** The upload's progress, and what went wrong: refused files, a failed upload, a failed render. */
export function GridAlerts({
  uploading,
  uploadFailed,
  generateFailed,
  fileErrors,
}: {
  uploading: { done: number; total: number } | null;
  uploadFailed: boolean;
  /** The refusal's text, or false. */
  generateFailed: string | false;
  fileErrors: FileError[];
}) {
  const t = useMessages(messages);
  return (
    <>
      <div aria-live="polite" className="space-y-1 text-sm">
        {uploading && <p className="text-slate-600">{t.uploading(uploading.done, uploading.total)}</p>}
      </div>
      {(uploadFailed || fileErrors.length > 0 || generateFailed) && (
        <div
          role="alert"
          className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {uploadFailed && <p>{t.uploadFailed}</p>}
          {generateFailed && <p>{generateFailed}</p>}
          {fileErrors.length > 0 && (
            <ul className="list-disc pl-5">
              {fileErrors.map((error, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name
                <li key={i}>{t.fileError(error.name, error.message)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

import type { PendingUpload } from "./use-file-uploads";

/** Files on their way up, each with its real progress, and the refused ones with their reason until dismissed. */
export function PendingUploads({
  pending,
  texts,
  onDismiss,
}: {
  pending: readonly PendingUpload[];
  texts: {
    uploading: (name: string, percent: number) => string;
    failed: (name: string, reason: string) => string;
    dismiss: string;
  };
  onDismiss: (key: string) => void;
}) {
  if (pending.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-live="polite">
      {pending.map((item) => (
        <li key={item.key} className="flex items-center justify-between gap-2">
          {item.error ? (
            <span role="alert" className="text-red-600">
              {texts.failed(item.name, item.error)}
            </span>
          ) : (
            <span>
              {texts.uploading(item.name, item.percent)}
              <progress className="ml-2 align-middle" max={100} value={item.percent} />
            </span>
          )}
          {item.error && (
            <button type="button" className="text-slate-500 underline" onClick={() => onDismiss(item.key)}>
              {texts.dismiss}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

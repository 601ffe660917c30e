import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { ImageStatus } from "./use-image-status";

/** The uploader's status, announced politely: the upload's real progress, a success, or what failed. */
export function ImageStatusLine({ status }: { status: ImageStatus }) {
  const t = useMessages(mediaMessages);
  return (
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
  );
}

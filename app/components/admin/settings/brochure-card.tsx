import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FileInput } from "~/components/ui/file-input";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import type { BrochureView } from "~/lib/site-documents";
import { uploadDocument } from "../products/documents/upload-document";

/**
 * The training brochure of /admin/settings/courses: the PDF 'Nhận brochure' opens on the training
 * page. A chosen file is uploaded as a document (checked by its content), then set as the brochure.
 */
export function BrochureCard({ brochure }: { brochure: BrochureView | null }) {
  const t = useMessages(settingsMessages).brochure;
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const answer = progress === null && !uploadError ? fetcher.data : undefined;

  async function upload(file: File) {
    setUploadError(null);
    setProgress(0);
    try {
      const document = await uploadDocument(file, { kind: "catalogue", language: "vi", onProgress: setProgress });
      setProgress(null);
      if (document.mimeType !== "application/pdf") {
        setUploadError(t.notPdf);
        return;
      }
      fetcher.submit({ intent: "brochure", documentId: String(document.id) }, { method: "post" });
    } catch (error) {
      setProgress(null);
      setUploadError((error as Error).message || t.failed);
    }
  }

  const busy = progress !== null || fetcher.state !== "idle";
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {brochure ? (
          <p className="min-w-0 text-sm text-slate-600">
            <span className="font-medium text-slate-900">{brochure.name}</span> ·{" "}
            {t.facts(brochure.size, brochure.pages)} ·{" "}
            <a href={brochure.href} target="_blank" rel="noreferrer" className="text-primary underline">
              {t.view}
            </a>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t.none}</p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" disabled={busy} className={buttonClass()} onClick={() => input.current?.click()}>
          {brochure ? t.replace : t.choose}
        </button>
        <FileInput
          ref={input}
          accept=".pdf,application/pdf"
          label={brochure ? t.replace : t.choose}
          testId="brochure-input"
          onFiles={([file]) => void upload(file)}
        />
        {brochure ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="brochure-remove" />
            <button
              type="submit"
              disabled={busy}
              className={buttonClass({ variant: "outline", className: "text-red-700" })}
            >
              {t.remove}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {progress !== null ? <p className="text-slate-600">{t.uploading(progress)}</p> : null}
        {uploadError ? (
          <p role="alert" className="text-red-600">
            {uploadError}
          </p>
        ) : null}
        {answer ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "text-green-700" : "text-red-600"}>
            {answer.message}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";

/**
 * In the dialog's fixed footer: the outcome and the buttons stay in sight on a phone, however
 * long the form scrolls above them.
 */
export function CatalogFormFooter({
  formId,
  status,
  message,
  editing,
  onCancel,
}: {
  /** The form the submit button belongs to (it sits outside it). */
  formId: string;
  status: "idle" | "saving" | "success" | "error";
  /** The refusal's message, when the save was refused. */
  message?: string;
  editing: boolean;
  onCancel: () => void;
}) {
  const t = useMessages(adminMessages).catalog;
  return (
    <div className="space-y-3">
      <div aria-live="polite" className="min-h-6 text-sm">
        {status === "saving" ? <p className="text-slate-600">{t.saving}</p> : null}
        {status === "success" ? (
          <p className="rounded-lg bg-green-50 px-3 py-2 font-medium text-green-800">
            {editing ? t.updated : t.created}
          </p>
        ) : null}
        {status === "error" ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
            {message}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t.cancel}
        </button>
        <button
          type="submit"
          form={formId}
          disabled={status === "saving" || status === "success"}
          className={buttonClass()}
        >
          {status === "saving" ? t.saving : editing ? t.save : t.create}
        </button>
      </div>
    </div>
  );
}

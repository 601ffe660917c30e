import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { Link } from "~/i18n/link";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import { FormMessage } from "../accounts/form-field";

/** The save button, the answer of the last save, and a link to where visitors see the section. */
export function SaveBar({
  saving,
  answer,
  publicPath,
}: {
  saving: boolean;
  answer: { ok: boolean; message: string } | null;
  publicPath: string;
}) {
  const t = useMessages(settingsMessages);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-slate-200 bg-white/95 px-4 py-4 sm:mx-0 sm:rounded-b-2xl">
      {answer ? <FormMessage ok={answer.ok} message={answer.message} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={saving} className={buttonClass()}>
          {saving ? t.saving : t.save}
        </button>
        <Link
          to={publicPath}
          target="_blank"
          className="inline-flex min-h-6 items-center py-1 text-sm font-semibold text-primary hover:underline"
        >
          {t.viewOnSite}
        </Link>
      </div>
    </div>
  );
}

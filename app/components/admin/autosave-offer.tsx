import { Button } from "~/components/ui/button";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import { formatAdminTime } from "~/lib/admin-date";
import type { KeptDraft } from "./use-autosave";

/** The editor's offer to bring back what was typed and not saved (kept in this browser). */
export function AutosaveOffer<T>({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: KeptDraft<T> | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!offer) return null;
  const t = revisionTexts.autosave;
  const question = t.offer(formatAdminTime(new Date(offer.savedAt)));
  return (
    <section
      aria-label={question}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{question}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          {t.restore}
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t.discard}
        </Button>
      </div>
    </section>
  );
}

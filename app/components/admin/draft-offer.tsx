import type { FieldMerge, MergeDecision } from "~/lib/draft-merge";
import type { KeptDraft } from "~/lib/editor-drafts";
import { AutosaveOffer } from "./autosave-offer";
import { DraftMergeReview } from "./draft-merge-review";

/** What an editor's autosave hands its offer: the kept draft, whether it is older than the item, its merge, and the choices. */
export interface DraftOfferState {
  offer: KeptDraft<unknown> | null;
  older: boolean;
  /** An older draft merged with the item as loaded: the fields it would change. */
  merges: readonly FieldMerge[];
  restore: () => void;
  apply: (decision: MergeDecision) => void;
  discard: () => void;
}

/**
 * The editor's kept draft offered back: a plain "Khôi phục" when it was typed over the version
 * loaded, merged with the version loaded when someone saved since.
 */
export function DraftOffer({
  autosave,
  savedBy,
  version,
}: {
  autosave: DraftOfferState;
  savedBy: string;
  /** The item's version as loaded (its save time, ISO). */
  version: string | null | undefined;
}) {
  if (!autosave.offer) return null;
  if (autosave.older && version) {
    return (
      <DraftMergeReview
        merges={autosave.merges}
        savedBy={savedBy}
        savedAt={version}
        onApply={autosave.apply}
        onDiscard={autosave.discard}
      />
    );
  }
  return <AutosaveOffer offer={autosave.offer} onRestore={autosave.restore} onDiscard={autosave.discard} />;
}

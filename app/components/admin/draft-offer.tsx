import type { DraftChange } from "~/lib/draft-changes";
import type { KeptDraft } from "~/lib/editor-drafts";
import { AutosaveOffer } from "./autosave-offer";
import { OlderDraftOffer } from "./older-draft-offer";

/** What an editor's autosave hands its offer: the kept draft, whether it is older than the item, and the choices. */
export interface DraftOfferState {
  offer: KeptDraft<unknown> | null;
  older: boolean;
  changes: readonly DraftChange[];
  restore: () => void;
  apply: (fields: string[]) => void;
  discard: () => void;
}

/**
 * The editor's kept draft offered back: a plain "Khôi phục" when it was typed over the version
 * loaded, the field-by-field choice when someone saved since (issue 28.2).
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
      <OlderDraftOffer
        changes={autosave.changes}
        savedBy={savedBy}
        savedAt={version}
        onApply={autosave.apply}
        onDiscard={autosave.discard}
      />
    );
  }
  return <AutosaveOffer offer={autosave.offer} onRestore={autosave.restore} onDiscard={autosave.discard} />;
}

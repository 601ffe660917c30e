/** The news and product editors' server drafts as their loaders offer them. */
import type { KeptDraft } from "~/lib/editor-drafts";
import type { ArticleDraftValues, ProductDraftValues } from "~/lib/validation/drafts";
import { DRAFT_SCHEMAS } from "~/lib/validation/drafts";
import { findDraft, type RevisionKind } from "~/server/services/revisions.server";

type DraftValues = { article: ArticleDraftValues; product: ProductDraftValues };

/**
 * The admin's draft of an item, read back through its schema, or null; one kept before the item's
 * last save too, with the version it was typed over (the editor offers it as older)
 * and the values it was typed over (the base of the merge; null when it did not say).
 */
export async function keptDraftOf<K extends RevisionKind>(
  kind: K,
  id: number,
  adminId: number,
): Promise<KeptDraft<DraftValues[K]> | null> {
  const kept = await findDraft(kind, id, adminId, { olderToo: true });
  const parsed = kept ? DRAFT_SCHEMAS[kind].safeParse(kept.values) : null;
  const base = kept?.base ? DRAFT_SCHEMAS[kind].safeParse(kept.base) : null;
  return kept && parsed?.success
    ? {
        savedAt: kept.savedAt.toISOString(),
        values: parsed.data as DraftValues[K],
        baseVersion: kept.baseVersion,
        base: base?.success ? (base.data as DraftValues[K]) : null,
      }
    : null;
}

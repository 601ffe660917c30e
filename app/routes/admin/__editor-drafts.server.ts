/** The news and product editors' server drafts as their loaders offer them (issue 18.2). */
import type { KeptDraft } from "~/lib/editor-drafts";
import type { ArticleDraftValues, ProductDraftValues } from "~/lib/validation/drafts";
import { DRAFT_SCHEMAS } from "~/lib/validation/drafts";
import { findDraft, type RevisionKind } from "~/server/services/revisions.server";

type DraftValues = { article: ArticleDraftValues; product: ProductDraftValues };

/** The admin's draft of an item kept since its last save, read back through its schema, or null. */
export async function keptDraftOf<K extends RevisionKind>(
  kind: K,
  id: number,
  adminId: number,
): Promise<KeptDraft<DraftValues[K]> | null> {
  const kept = await findDraft(kind, id, adminId);
  const parsed = kept ? DRAFT_SCHEMAS[kind].safeParse(kept.values) : null;
  return kept && parsed?.success
    ? { savedAt: kept.savedAt.toISOString(), values: parsed.data as DraftValues[K] }
    : null;
}

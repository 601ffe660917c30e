import { useEffect, useMemo } from "react";
import { applyDraftMerge, mergeDraft } from "~/lib/draft-merge";
import type { NewsEditorArticle, NewsEditorView } from "~/lib/news-admin";
import type { DraftOfferState } from "../draft-offer";
import { useDraftImages } from "../drafts/use-draft-images";
import { autosaveKey, useAutosave } from "../use-autosave";
import type { NewsFormState } from "./news-form";

/** The article's rich-text fields: an older draft is merged into them by blocks. */
const NEWS_HTML_FIELDS = ["content", "contentEn"];

/**
 * The news editor's kept draft: the autosave (browser and server), the bytes of the bodies' local
 * images beside it, and the offer back: a plain restore, or a draft older than the
 * article merged with it as the editor decides. `values` and `dirty` are the
 * form layer's; `reset` puts a restored draft in the form and the bodies.
 */
export function useNewsDraft({
  article,
  draft,
  initial,
  version,
  values,
  dirty,
  saved,
  reset,
}: {
  article: NewsEditorArticle | null;
  draft: NewsEditorView["draft"];
  initial: NewsFormState;
  version: string;
  values: NewsFormState;
  dirty: boolean;
  saved: boolean;
  reset: (next: NewsFormState) => void;
}) {
  const key = autosaveKey("article", article?.id);
  const kept = useAutosave({
    key,
    loaded: initial,
    version: version || null,
    values,
    dirty,
    saved,
    server: article ? { kind: "article", id: article.id, draft } : null,
  });
  const images = useDraftImages(key, [values.content, values.contentEn], kept.keeping && dirty && !saved);
  const { forget } = images;
  useEffect(() => {
    if (saved) forget();
  }, [saved, forget]);

  /** The draft's values (taken: the offer is used) put in the form with its local images at live addresses of this tab. */
  function take(next: (values: Partial<NewsFormState>) => NewsFormState) {
    const values = kept.restore();
    if (!values) return;
    const full = next(values);
    void images
      .revive([full.content, full.contentEn] as const)
      .then(([content, contentEn]) => reset({ ...full, content, contentEn }));
  }

  const merges = useMemo(
    () =>
      kept.older && kept.offer
        ? mergeDraft(kept.offer.base, kept.offer.values, initial, { html: NEWS_HTML_FIELDS })
        : [],
    [kept.older, kept.offer, initial],
  );
  const autosave: DraftOfferState = {
    offer: kept.offer,
    older: kept.older,
    merges,
    // Fields added since the draft was kept start from the article.
    restore: () => take((values) => ({ ...initial, ...values })),
    // An older draft: merged over the article as loaded, as the editor decided.
    apply: (decision) => take(() => applyDraftMerge(initial, merges, decision)),
    discard: () => {
      kept.discard();
      forget();
    },
  };
  /** The editor left without saving: the draft and its images go. */
  const leave = () => {
    kept.leave();
    forget();
  };
  return { autosave, leave };
}

import { useEffect, useMemo } from "react";
import { applyDraftFields, draftChanges } from "~/lib/draft-changes";
import type { NewsEditorArticle, NewsEditorView } from "~/lib/news-admin";
import type { DraftOfferState } from "../draft-offer";
import { useDraftImages } from "../drafts/use-draft-images";
import { autosaveKey, useAutosave } from "../use-autosave";
import type { NewsFormState } from "./news-form";

/** The article's rich-text fields: an older draft's difference compares their text. */
const NEWS_HTML_FIELDS = ["content", "contentEn"];

/**
 * The news editor's kept draft: the autosave (browser and server), the bytes of the bodies' local
 * images beside it (issue 28.3), and the offer back: a plain restore, or the fields chosen from a
 * draft older than the article (issue 28.2). `values` and `dirty` are the form layer's; `reset`
 * puts a restored draft in the form and the bodies.
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

  /** The kept draft with its local images at live addresses of this tab. */
  async function taken(): Promise<NewsFormState | null> {
    const values = kept.restore();
    if (!values) return null;
    // Fields added since the draft was kept start from the article.
    const full = { ...initial, ...values };
    const [content, contentEn] = await images.revive([full.content, full.contentEn] as const);
    return { ...full, content, contentEn };
  }

  const changes = useMemo(
    () => (kept.older && kept.offer ? draftChanges(initial, kept.offer.values, { html: NEWS_HTML_FIELDS }) : []),
    [kept.older, kept.offer, initial],
  );
  const autosave: DraftOfferState = {
    offer: kept.offer,
    older: kept.older,
    changes,
    restore: () => void taken().then((next) => next && reset(next)),
    // An older draft: only the chosen fields go over the article as loaded.
    apply: (fields) => void taken().then((next) => next && reset(applyDraftFields(initial, next, fields))),
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

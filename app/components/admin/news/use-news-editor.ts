import { type FormEvent, useMemo, useRef, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { applyDraftFields, draftChanges } from "~/lib/draft-changes";
import type { NewsEditorArticle, NewsEditorResult, NewsEditorView } from "~/lib/news-admin";
import { newsFormSchema } from "~/lib/validation/news";
import { useSchemaForm } from "../form/use-schema-form";
import { useSaveOutcome } from "../save-status";
import { autosaveKey, useAutosave } from "../use-autosave";
import {
  firstErrorLocation,
  initialValues,
  type Lang,
  type NewsFormState,
  type Tab,
  titleChange,
  toBody,
} from "./news-form";
import { useBodyEditors } from "./use-body-editors";

/** The article's rich-text fields: an older draft's difference compares their text. */
const NEWS_HTML_FIELDS = ["content", "contentEn"];

/**
 * The news editor: the form layer over `newsFormSchema` (values, errors, dirty state, the save),
 * the tab and language on screen (a refusal opens those of its first error), the two bodies'
 * local images uploaded before the save, and the kept draft offered back.
 */
export function useNewsEditor(article: NewsEditorArticle | null, draft: NewsEditorView["draft"] = null) {
  const t = useMessages(newsAdminMessages);
  // The article as opened: the form starts from it, and a restored draft fills its gaps from it.
  const [initial] = useState(() => initialValues(article));
  // The version as the editor opened it: a save after a refusal is refused again until a reload,
  // even though the refusal revalidates the loader (which brings the newer version's stamp).
  const [version] = useState(article?.version ?? "");
  const [tab, setTab] = useState<Tab>("content");
  const [lang, setLang] = useState<Lang>("vi");
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const bodies = useBodyEditors(initial);
  const leaveRef = useRef(() => {});

  const form = useSchemaForm<NewsFormState, NewsEditorResult>({
    schema: newsFormSchema,
    initial,
    toBody,
    // A save over someone else's newer version is refused, and the form stays.
    extra: { intent: "save", version },
    unsavedMessage: t.unsavedChanges,
    // Changes given up with the leave question are not offered again (issue 28.5).
    onLeave: () => leaveRef.current(),
    onInvalid: (errors) => {
      const where = firstErrorLocation(errors);
      if (!where) return;
      setTab(where.tab);
      setLang(where.lang);
    },
  });
  const { answer, succeeded } = form;
  const saving = uploading || form.saving;
  const failure = saving
    ? null
    : uploadFailed
      ? t.errors.imageUpload
      : form.submitted && form.invalid
        ? t.fixErrors
        : form.refusal;
  const statusRef = useSaveOutcome(succeeded, answer?.ok ? answer.redirectTo : null, failure);

  const kept = useAutosave({
    key: autosaveKey("article", article?.id),
    loaded: initial,
    version: version || null,
    values: form.values,
    dirty: form.dirty,
    saved: succeeded,
    server: article ? { kind: "article", id: article.id, draft } : null,
  });
  leaveRef.current = kept.leave;

  function restoreDraft() {
    const values = kept.restore();
    if (!values) return;
    // Fields added since the draft was kept start from the article.
    const next = { ...initial, ...values };
    form.reset(next);
    bodies.restart(next);
  }

  /** An older draft (someone saved since): only the chosen fields go over the article as loaded. */
  function applyDraftFieldsOf(fields: string[]) {
    const values = kept.restore();
    if (!values) return;
    const next = applyDraftFields(initial, values, fields);
    form.reset(next);
    bodies.restart(next);
  }
  const changes = useMemo(
    () => (kept.older && kept.offer ? draftChanges(initial, kept.offer.values, { html: NEWS_HTML_FIELDS }) : []),
    [kept.older, kept.offer, initial],
  );

  /** A title typed in one language, with the slug and SEO title that follow it. */
  const changeTitle = (which: Lang, next: string) => form.update((current) => titleChange(current, which, next));

  function submit(event: FormEvent<HTMLFormElement>) {
    if (saving || succeeded) {
      event.preventDefault();
      return;
    }
    setUploadFailed(false);
    form.submit(event, async (current) => {
      // Local images of both bodies go to storage first; if one fails, nothing is saved and
      // everything typed (local images included) stays in the editors.
      setUploading(true);
      try {
        return { ...current, ...(await bodies.upload(current)) };
      } catch {
        setUploadFailed(true);
        return null;
      } finally {
        setUploading(false);
      }
    });
  }

  return {
    form,
    tab,
    setTab,
    lang,
    setLang,
    bodies,
    changeTitle,
    autosave: {
      offer: kept.offer,
      older: kept.older,
      changes,
      restore: restoreDraft,
      apply: applyDraftFieldsOf,
      discard: kept.discard,
    },
    submit,
    saving,
    succeeded,
    failure,
    statusRef,
  };
}

export type NewsEditorState = ReturnType<typeof useNewsEditor>;

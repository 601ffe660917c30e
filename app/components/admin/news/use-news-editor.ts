import { type FormEvent, useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import type { NewsEditorArticle, NewsEditorResult, NewsEditorView } from "~/lib/news-admin";
import { newsFormSchema } from "~/lib/validation/news";
import { useSchemaForm } from "../form/use-schema-form";
import { useSaveOutcome } from "../save-status";
import { addressMove } from "../slug-change";
import { LocalImageUploadError } from "./editor-contract";
import { type FailedImage, failedImageOf, selectImage } from "./failed-image";
import {
  firstErrorLocation,
  initialValues,
  type Lang,
  type NewsFormState,
  type Tab,
  titleChange,
  toBody,
} from "./news-form";
import { useAltCheck } from "./use-alt-check";
import { useBodyEditors } from "./use-body-editors";
import { useNewsDraft } from "./use-news-draft";

/**
 * The news editor: the form layer over `newsFormSchema` (values, errors, dirty state, the save),
 * the tab and language on screen (a refusal opens those of its first error), the two bodies'
 * local images uploaded before the save, the kept draft offered back, and the question before
 * publishing images nobody described.
 */
export function useNewsEditor(article: NewsEditorArticle | null, draft: NewsEditorView["draft"] = null) {
  const t = useMessages(newsAdminMessages);
  // The article as opened: the form starts from it, and a restored draft fills its gaps from it.
  const [initial] = useState(() => initialValues(article));
  // The version as the editor opened it: a save after a refusal is refused again until a reload,
  // even though the refusal revalidates the loader (which brings the newer version's stamp).
  const [version] = useState(article?.version ?? "");
  // The public address as loaded, while the article is public (not a draft, not scheduled).
  const [loaded] = useState(() => ({
    slug: article?.slug ?? null,
    published: !!article?.isPublished && !article.publishAt,
  }));
  const [tab, setTab] = useState<Tab>("content");
  const [lang, setLang] = useState<Lang>("vi");
  const [uploading, setUploading] = useState(false);
  // A save stopped by a body image: which one (null when the failure named none), until it is fixed.
  const [uploadFailed, setUploadFailed] = useState<{ image: FailedImage | null } | null>(null);
  const bodies = useBodyEditors(initial);
  const leaveRef = useRef(() => {});

  const form = useSchemaForm<NewsFormState, NewsEditorResult>({
    schema: newsFormSchema,
    initial,
    toBody,
    // A save over someone else's newer version is refused, and the form stays.
    extra: { intent: "save", version },
    unsavedMessage: t.unsavedChanges,
    // Changes given up with the leave question are not offered again.
    onLeave: () => leaveRef.current(),
    onInvalid: (errors) => {
      const where = firstErrorLocation(errors);
      if (!where) return;
      setTab(where.tab);
      setLang(where.lang);
    },
  });
  const { answer, succeeded } = form;
  const altCheck = useAltCheck({
    content: form.values.content,
    contentEn: form.values.contentEn,
    editors: bodies,
    show: (which) => {
      setTab("content");
      setLang(which);
    },
  });
  const saving = uploading || form.saving;
  const failedImage = uploadFailed?.image ?? null;
  // The image's message goes once the image is out of both bodies (removed or replaced).
  const imageFixed =
    failedImage !== null && !`${form.values.content}${form.values.contentEn}`.includes(failedImage.src);
  const failure = saving
    ? null
    : uploadFailed && !imageFixed
      ? failedImage
        ? t.errors.imageUploadNamed(failedImage.index, failedImage.alt, failedImage.lang === "en")
        : t.errors.imageUpload
      : form.submitted && form.invalid
        ? t.fixErrors
        : form.refusal;
  // A published article's address about to change: said before the save and after it.
  const addressChange = addressMove("/news", loaded.published, loaded.slug, form.values.slug);
  const statusRef = useSaveOutcome(succeeded, answer?.ok ? answer.redirectTo : null, failure);

  const { autosave, leave } = useNewsDraft({
    article,
    draft,
    initial,
    version,
    values: form.values,
    dirty: form.dirty,
    saved: succeeded,
    reset: (next) => {
      form.reset(next);
      bodies.restart(next);
    },
  });
  leaveRef.current = leave;

  useEffect(() => {
    // After the render that shows its tab and language.
    if (failedImage) requestAnimationFrame(() => selectImage(failedImage.src));
  }, [failedImage]);

  /** A title typed in one language, with the slug and SEO title that follow it. */
  const changeTitle = (which: Lang, next: string) => form.update((current) => titleChange(current, which, next));

  function submit(event: FormEvent<HTMLFormElement>) {
    if (saving || succeeded) {
      event.preventDefault();
      return;
    }
    // A publication (now, scheduled, or a public article's update) whose bodies hold an image
    // nobody described is asked about first; a draft is not. A form in error shows its errors first.
    if (form.values.isPublished && !form.invalid && !altCheck.allowPublication()) {
      event.preventDefault();
      return;
    }
    save(event);
  }

  /** The publication the alt warning held back, as it is. */
  function publishAnyway() {
    if (!saving && !succeeded) save();
  }

  function save(event?: FormEvent<HTMLFormElement>) {
    setUploadFailed(null);
    altCheck.dismiss();
    form.submit(event, async (current) => {
      // Local images of both bodies go to storage first; if one fails, nothing is saved and
      // everything typed (local images included) stays in the editors.
      setUploading(true);
      try {
        return { ...current, ...(await bodies.upload(current)) };
      } catch (error) {
        const image = error instanceof LocalImageUploadError ? failedImageOf(error.url, current) : null;
        setUploadFailed({ image });
        // The image is shown and selected where it is.
        if (image) {
          setTab("content");
          setLang(image.lang);
        }
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
    autosave,
    addressChange,
    submit,
    publishAnyway,
    altCheck,
    saving,
    succeeded,
    failure,
    statusRef,
  };
}

export type NewsEditorState = ReturnType<typeof useNewsEditor>;

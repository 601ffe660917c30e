import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import type { NewsEditorArticle, NewsEditorResult, NewsEditorView } from "~/lib/news-admin";
import { slugify } from "~/lib/slugify";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { NEWS_LIMITS, type NewsFormBody, type NewsFormField, newsFormSchema } from "~/lib/validation/news";
import { useSaveOutcome } from "../save-status";
import { autosaveKey, useAutosave } from "../use-autosave";
import { useUnsavedChanges } from "../use-unsaved-changes";
import type { RichTextEditorHandle } from "./editor-contract";

export type Tab = "content" | "media" | "seo" | "settings";
export type Lang = "vi" | "en";
export const TABS: Tab[] = ["content", "media", "seo", "settings"];

export const TAB_FIELDS: Record<Tab, NewsFormField[]> = {
  content: ["title", "titleEn", "subtitle", "subtitleEn", "slug", "excerpt", "excerptEn", "content", "contentEn"],
  media: ["featuredImage", "featuredImageAlt", "featuredImageAltEn", "featuredImageCaption", "featuredImageCaptionEn"],
  seo: ["seoTitle", "seoTitleEn", "seoDescription", "seoDescriptionEn"],
  settings: ["category", "authorName", "tags", "tagsEn", "isPublished", "publishAt"],
};
export const EN_FIELDS = new Set<NewsFormField>(TABS.flatMap((tab) => TAB_FIELDS[tab]).filter((f) => f.endsWith("En")));

/** The form's values: the article's editable fields (a category still to choose is ""). */
export type FormState = Omit<
  NewsEditorArticle,
  "id" | "category" | "publishedAt" | "createdAt" | "readingTime" | "version"
> & {
  category: string;
};

export type TextKey = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

function initialState(article: NewsEditorArticle | null): FormState {
  if (article) {
    const {
      id: _id,
      publishedAt: _published,
      createdAt: _created,
      readingTime: _minutes,
      version: _version,
      ...fields
    } = article;
    return { ...fields, category: article.category ?? "" };
  }
  const texts = ["title", "subtitle", "excerpt", "content", "featuredImageAlt", "featuredImageCaption", "seoTitle"];
  const more = ["seoDescription", "slug", "category", "authorName"];
  const names = [...texts, ...texts.map((name) => `${name}En`), ...more, "seoDescriptionEn"];
  return {
    ...(Object.fromEntries(names.map((name) => [name, ""])) as Record<TextKey, string>),
    featuredImage: null,
    tags: [],
    tagsEn: [],
    // A new article starts as a draft.
    isPublished: false,
    publishAt: "",
  };
}

/** The form as it travels: every value a string, lists as JSON. */
function toBody(form: FormState): NewsFormBody {
  return {
    ...form,
    featuredImage: form.featuredImage ?? "",
    tags: JSON.stringify(form.tags),
    tagsEn: JSON.stringify(form.tagsEn),
    isPublished: form.isPublished ? "on" : "",
  };
}

function validate(form: FormState): FieldErrors<NewsFormField> {
  const parsed = newsFormSchema.safeParse(toBody(form));
  return parsed.success ? {} : fieldErrorsOf<NewsFormField>(parsed.error);
}

/** The SEO title follows the title while it is empty or still equal to it (cut to the SEO limit). */
const followsTitle = (seoTitle: string, title: string) =>
  !seoTitle || seoTitle === title || seoTitle === title.slice(0, NEWS_LIMITS.seoTitle);

/** Where the first field in error is: its tab and language. */
function firstErrorLocation(found: FieldErrors<NewsFormField>): { tab: Tab; lang: Lang } | null {
  for (const tab of TABS) {
    const field = TAB_FIELDS[tab].find((name) => found[name]);
    if (field) return { tab, lang: EN_FIELDS.has(field) ? "en" : "vi" };
  }
  return null;
}

/**
 * The news editor's state: the form in both languages, the errors to show, the tab and language
 * on screen, and the save (local images of both bodies uploaded first, then the action).
 */
export function useNewsEditor(article: NewsEditorArticle | null, draft: NewsEditorView["draft"] = null) {
  const t = useMessages(newsAdminMessages);
  const fetcher = useFetcher<NewsEditorResult>();
  const initial = useMemo(() => initialState(article), [article]);
  const snapshot = useMemo(() => JSON.stringify(initial), [initial]);
  const [form, setForm] = useState(initial);
  // Where the uncontrolled body editors start: the article, or a restored draft (a new generation).
  const [start, setStart] = useState(initial);
  const [generation, setGeneration] = useState(0);
  // The version as the editor opened it: a save after a refusal is refused again until a reload,
  // even though the refusal revalidates the loader (which brings the newer version's stamp).
  const [version] = useState(article?.version ?? "");
  const [tab, setTab] = useState<Tab>("content");
  const [lang, setLang] = useState<Lang>("vi");
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NewsFormField>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const viEditor = useRef<RichTextEditorHandle>(null);
  const enEditor = useRef<RichTextEditorHandle>(null);
  const sentBody = useRef<NewsFormBody | null>(null);

  const result = fetcher.data;
  const saving = uploading || fetcher.state !== "idle";
  const succeeded = fetcher.state === "idle" && result?.ok === true;
  const serverFailure = fetcher.state === "idle" && result && !result.ok ? result : null;
  const clientErrors = useMemo(() => validate(form), [form]);
  const body = useMemo(() => toBody(form), [form]);

  // Errors shown: the form's own for fields touched (or all after a submit), then the server's
  // for fields still holding the value it refused.
  const errors: FieldErrors<NewsFormField> = {};
  for (const [field, message] of Object.entries(serverFailure?.errors ?? {}) as [NewsFormField, string][]) {
    if (sentBody.current && sentBody.current[field] === body[field]) errors[field] = message;
  }
  for (const [field, message] of Object.entries(clientErrors) as [NewsFormField, string][]) {
    if (submitted || touched.has(field)) errors[field] = message;
  }
  const hasClientErrors = submitted && Object.keys(clientErrors).length > 0;
  const failure = saving
    ? null
    : uploadFailed
      ? t.errors.imageUpload
      : hasClientErrors
        ? t.fixErrors
        : (serverFailure?.message ?? null);

  const dirty = !succeeded && JSON.stringify(form) !== snapshot;
  useUnsavedChanges(dirty, t.unsavedChanges);
  const kept = useAutosave({
    key: autosaveKey("article", article?.id),
    loaded: initial,
    values: form,
    dirty,
    saved: succeeded,
    server: article ? { kind: "article", id: article.id, draft } : null,
  });

  function restoreDraft() {
    const values = kept.restore();
    if (!values) return;
    // Fields added since the draft was kept start from the article.
    const next = { ...initial, ...values };
    setForm(next);
    setStart(next);
    setGeneration((n) => n + 1);
  }
  const statusRef = useSaveOutcome(succeeded, result?.ok ? result.redirectTo : null, failure);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const touch = (field: NewsFormField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  function changeTitle(next: string) {
    setForm((f) => ({
      ...f,
      title: next,
      // The slug follows the title only while it is still the generated one.
      slug: f.slug === slugify(f.title) ? slugify(next) : f.slug,
      seoTitle: followsTitle(f.seoTitle, f.title) ? next.slice(0, NEWS_LIMITS.seoTitle) : f.seoTitle,
    }));
  }

  function changeTitleEn(next: string) {
    setForm((f) => ({
      ...f,
      titleEn: next,
      seoTitleEn: followsTitle(f.seoTitleEn, f.titleEn) ? next.slice(0, NEWS_LIMITS.seoTitle) : f.seoTitleEn,
    }));
  }

  function revealFirstError(found: FieldErrors<NewsFormField>) {
    const where = firstErrorLocation(found);
    if (!where) return;
    setTab(where.tab);
    setLang(where.lang);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || succeeded) return;
    setSubmitted(true);
    setUploadFailed(false);
    if (Object.keys(clientErrors).length) {
      revealFirstError(clientErrors);
      return;
    }
    // Local images of both bodies go to storage first; if one fails, nothing is saved and
    // everything typed (local images included) stays in the editors.
    setUploading(true);
    let content = form.content;
    let contentEn = form.contentEn;
    try {
      const [vi, en] = await Promise.all([
        viEditor.current?.uploadLocalImages(),
        enEditor.current?.uploadLocalImages(),
      ]);
      content = vi ?? content;
      contentEn = en ?? contentEn;
    } catch {
      setUploadFailed(true);
      setUploading(false);
      return;
    }
    setUploading(false);
    const next = { ...form, content, contentEn };
    setForm(next);
    const sent = toBody(next);
    sentBody.current = sent;
    // The version as loaded: a save over someone else's newer one is refused, and the form stays.
    fetcher.submit({ intent: "save", version, ...sent }, { method: "post" });
  }

  useEffect(() => {
    const where = serverFailure?.errors ? firstErrorLocation(serverFailure.errors) : null;
    if (!where) return;
    setTab(where.tab);
    setLang(where.lang);
  }, [serverFailure]);

  return {
    initial,
    start,
    generation,
    autosave: { offer: kept.offer, restore: restoreDraft, discard: kept.discard },
    form,
    set,
    touch,
    changeTitle,
    changeTitleEn,
    errors,
    tab,
    setTab,
    lang,
    setLang,
    viEditor,
    enEditor,
    submit,
    saving,
    succeeded,
    failure,
    statusRef,
  };
}

export type NewsEditorState = ReturnType<typeof useNewsEditor>;

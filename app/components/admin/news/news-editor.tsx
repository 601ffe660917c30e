import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { formatDate } from "~/i18n/lang";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { countWords, htmlToText, readingMinutes } from "~/lib/article-text";
import { NEWS_CATEGORY_OPTIONS, type NewsEditorArticle, type NewsEditorResult } from "~/lib/news-admin";
import { newsCategoryLabel } from "~/lib/news-categories";
import { slugify } from "~/lib/slugify";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { NEWS_LIMITS, type NewsFormBody, type NewsFormField, newsFormSchema } from "~/lib/validation/news";
import { ImageUploader } from "../media/image-uploader";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { BodyEditor } from "./body-editor";
import type { RichTextEditorHandle } from "./editor-contract";
import { errorId, FieldError, fieldId, Panel, SeoPreview, TextField } from "./news-editor-fields";
import { NewsPreview } from "./news-preview";
import { TagInput } from "./tag-input";

export const REDIRECT_AFTER_SAVE_MS = 1500;

type Tab = "content" | "media" | "seo" | "settings";
type Lang = "vi" | "en";
const TABS: Tab[] = ["content", "media", "seo", "settings"];

const TAB_FIELDS: Record<Tab, NewsFormField[]> = {
  content: ["title", "titleEn", "subtitle", "subtitleEn", "slug", "excerpt", "excerptEn", "content", "contentEn"],
  media: ["featuredImage", "featuredImageAlt", "featuredImageAltEn", "featuredImageCaption", "featuredImageCaptionEn"],
  seo: ["seoTitle", "seoTitleEn", "seoDescription", "seoDescriptionEn"],
  settings: ["category", "authorName", "tags", "tagsEn", "isPublished"],
};
const EN_FIELDS = new Set<NewsFormField>([
  "titleEn",
  "subtitleEn",
  "excerptEn",
  "contentEn",
  "featuredImageAltEn",
  "featuredImageCaptionEn",
  "seoTitleEn",
  "seoDescriptionEn",
  "tagsEn",
]);

interface FormState {
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  slug: string;
  excerpt: string;
  excerptEn: string;
  content: string;
  contentEn: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  featuredImageAltEn: string;
  featuredImageCaption: string;
  featuredImageCaptionEn: string;
  seoTitle: string;
  seoTitleEn: string;
  seoDescription: string;
  seoDescriptionEn: string;
  category: string;
  authorName: string;
  tags: string[];
  tagsEn: string[];
  isPublished: boolean;
}

type TextKey = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

function initialState(article: NewsEditorArticle | null): FormState {
  return {
    title: article?.title ?? "",
    titleEn: article?.titleEn ?? "",
    subtitle: article?.subtitle ?? "",
    subtitleEn: article?.subtitleEn ?? "",
    slug: article?.slug ?? "",
    excerpt: article?.excerpt ?? "",
    excerptEn: article?.excerptEn ?? "",
    content: article?.content ?? "",
    contentEn: article?.contentEn ?? "",
    featuredImage: article?.featuredImage ?? null,
    featuredImageAlt: article?.featuredImageAlt ?? "",
    featuredImageAltEn: article?.featuredImageAltEn ?? "",
    featuredImageCaption: article?.featuredImageCaption ?? "",
    featuredImageCaptionEn: article?.featuredImageCaptionEn ?? "",
    seoTitle: article?.seoTitle ?? "",
    seoTitleEn: article?.seoTitleEn ?? "",
    seoDescription: article?.seoDescription ?? "",
    seoDescriptionEn: article?.seoDescriptionEn ?? "",
    category: article?.category ?? "",
    authorName: article?.authorName ?? "",
    tags: article?.tags ?? [],
    tagsEn: article?.tagsEn ?? [],
    // A new article starts as a draft.
    isPublished: article?.isPublished ?? false,
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

/** The news editor for new and existing articles: four tabs, both languages, instant checks; the server decides. */
export function NewsEditor({ article }: { article: NewsEditorArticle | null }) {
  const t = useMessages(newsAdminMessages);
  const fetcher = useFetcher<NewsEditorResult>();
  const navigate = useNavigate();
  const initial = useMemo(() => initialState(article), [article]);
  const snapshot = useMemo(() => JSON.stringify(initial), [initial]);
  const [form, setForm] = useState(initial);
  const [tab, setTab] = useState<Tab>("content");
  const [lang, setLang] = useState<Lang>("vi");
  const [showPreview, setShowPreview] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<NewsFormField>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const [origin, setOrigin] = useState("");
  const viEditor = useRef<RichTextEditorHandle>(null);
  const enEditor = useRef<RichTextEditorHandle>(null);
  const sentBody = useRef<NewsFormBody | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOrigin(window.location.origin), []);

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

  useEffect(() => {
    if (!succeeded || !result?.ok) return;
    const timer = window.setTimeout(() => navigate(result.redirectTo), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, result, navigate]);

  useEffect(() => {
    if (failure || succeeded) statusRef.current?.focus();
  }, [failure, succeeded]);

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
    fetcher.submit({ intent: "save", ...sent }, { method: "post" });
  }

  useEffect(() => {
    const where = serverFailure?.errors ? firstErrorLocation(serverFailure.errors) : null;
    if (!where) return;
    setTab(where.tab);
    setLang(where.lang);
  }, [serverFailure]);

  const en = lang === "en";
  const k = (vi: TextKey, english: TextKey): TextKey => (en ? english : vi);
  const label = (text: string, required = false) => (en ? `${text} ${t.enSuffix}` : required ? `${text} *` : text);
  const text = (
    key: TextKey,
    options: { label: string; max?: number; rows?: number; hint?: string; mono?: boolean },
  ) => (
    <TextField
      key={key}
      field={key}
      value={form[key]}
      onChange={(value) => set(key, value)}
      onBlur={touch(key)}
      error={errors[key]}
      {...options}
    />
  );
  const tabHasError = (name: Tab) => TAB_FIELDS[name].some((field) => errors[field]);
  const langHasError = (which: Lang) =>
    Object.keys(errors).some((field) => EN_FIELDS.has(field as NewsFormField) === (which === "en"));

  const pick = (vi: string, english: string) => (en && english.trim() ? english : vi);
  const bodyText = htmlToText(en && form.contentEn.trim() ? form.contentEn : form.content);
  const minutes = readingMinutes(countWords(bodyText));
  const title = pick(form.title, form.titleEn);
  const submitLabel = saving ? t.saving : article ? t.update : form.isPublished ? t.publishNew : t.saveDraft;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold text-slate-900">{article ? t.editTitle : t.newTitle}</h1>
        <div className="flex gap-2">
          <Button variant="outline" aria-pressed={showPreview} onClick={() => setShowPreview((v) => !v)}>
            {showPreview ? t.hidePreview : t.previewToggle}
          </Button>
          <Link to="/admin/news" className={buttonClass({ variant: "outline", icon: true })}>
            <svg
              className="h-5 w-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{t.close}</span>
          </Link>
        </div>
      </div>

      <div className={showPreview ? "grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]" : ""}>
        <form onSubmit={submit} noValidate className="min-w-0 space-y-5" aria-busy={saving}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div role="tablist" aria-label={t.tabs.label} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`panel-${name}`}
                  onClick={() => setTab(name)}
                  className={`rounded-lg px-4 py-2 text-sm font-medium ${
                    tab === name ? "bg-white text-primary shadow-sm" : "text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {t.tabs[name]}
                  {tabHasError(name) && (
                    <span className="ml-1.5 inline-block h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />
                  )}
                </button>
              ))}
            </div>
            <fieldset className="flex items-center gap-2">
              <legend className="sr-only">{t.language}</legend>
              {(["vi", "en"] as const).map((which) => (
                <button
                  key={which}
                  type="button"
                  aria-pressed={lang === which}
                  onClick={() => setLang(which)}
                  className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                    lang === which ? "border-primary bg-primary text-white" : "border-slate-300 bg-white text-slate-700"
                  }`}
                >
                  {t.languages[which]}
                  {langHasError(which) && (
                    <span className="ml-1.5 inline-block h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />
                  )}
                </button>
              ))}
            </fieldset>
          </div>
          {en && <p className="text-sm text-slate-600">{t.englishHint}</p>}

          <div role="tabpanel" id="panel-content" aria-labelledby="tab-content" hidden={tab !== "content"}>
            <Panel>
              <TextField
                key={k("title", "titleEn")}
                field={k("title", "titleEn") as NewsFormField}
                label={label(t.title, true)}
                value={en ? form.titleEn : form.title}
                onChange={en ? changeTitleEn : changeTitle}
                onBlur={touch(k("title", "titleEn"))}
                error={errors[k("title", "titleEn")]}
                max={NEWS_LIMITS.title}
              />
              {text(k("subtitle", "subtitleEn"), { label: label(t.subtitle) })}
              {!en && text("slug", { label: label(t.slug, true), hint: t.slugHint, mono: true })}
              {text(k("excerpt", "excerptEn"), {
                label: label(t.excerpt, true),
                max: NEWS_LIMITS.excerpt,
                rows: 3,
              })}
              {(["vi", "en"] as const).map((which) => {
                const field = which === "vi" ? "content" : "contentEn";
                return (
                  <div key={which} hidden={lang !== which}>
                    <p id={`label-${field}`} className="text-sm font-medium text-slate-700">
                      {which === "en" ? `${t.content} ${t.enSuffix}` : `${t.content} *`}
                    </p>
                    <div className="mt-1">
                      <BodyEditor
                        ref={which === "vi" ? viEditor : enEditor}
                        id={fieldId(field)}
                        label={which === "en" ? `${t.content} ${t.enSuffix}` : t.content}
                        initialHtml={initial[field]}
                        onChange={(html) => set(field, html)}
                        invalid={Boolean(errors[field])}
                        describedBy={errors[field] ? errorId(field) : `stats-${field}`}
                        loadingLabel={t.editorLoading}
                      />
                    </div>
                    <p id={`stats-${field}`} className="mt-1 text-xs text-slate-500">
                      {(() => {
                        const bodyOf = htmlToText(form[field]);
                        return t.contentStats(bodyOf.length, readingMinutes(countWords(bodyOf)));
                      })()}
                    </p>
                    <FieldError field={field} error={errors[field]} />
                  </div>
                );
              })}
            </Panel>
          </div>

          <div role="tabpanel" id="panel-media" aria-labelledby="tab-media" hidden={tab !== "media"}>
            <Panel>
              <ImageUploader
                label={t.featuredImage}
                value={form.featuredImage}
                onChange={(url) => set("featuredImage", url)}
                folder="news"
              />
              <FieldError field="featuredImage" error={errors.featuredImage} />
              {text(k("featuredImageAlt", "featuredImageAltEn"), { label: label(t.featuredImageAlt) })}
              {text(k("featuredImageCaption", "featuredImageCaptionEn"), {
                label: label(t.featuredImageCaption),
                rows: 2,
              })}
            </Panel>
          </div>

          <div role="tabpanel" id="panel-seo" aria-labelledby="tab-seo" hidden={tab !== "seo"}>
            <Panel>
              {text(k("seoTitle", "seoTitleEn"), {
                label: label(t.seoTitle),
                max: NEWS_LIMITS.seoTitle,
                hint: t.seoTitleHint,
              })}
              {text(k("seoDescription", "seoDescriptionEn"), {
                label: label(t.seoDescription),
                max: NEWS_LIMITS.seoDescription,
                rows: 3,
              })}
              <SeoPreview
                label={t.seoPreview}
                title={(en ? form.seoTitleEn || form.titleEn : "") || form.seoTitle || form.title || t.previewUntitled}
                url={`${origin}${en ? "/en" : ""}/news/${form.slug}`}
                description={(en ? form.seoDescriptionEn || form.excerptEn : "") || form.seoDescription || form.excerpt}
              />
            </Panel>
          </div>

          <div role="tabpanel" id="panel-settings" aria-labelledby="tab-settings" hidden={tab !== "settings"}>
            <Panel>
              <div>
                <label htmlFor={fieldId("category")} className="text-sm font-medium text-slate-700">
                  {t.category}
                </label>
                <select
                  id={fieldId("category")}
                  value={form.category}
                  onChange={(event) => set("category", event.target.value)}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={errors.category ? errorId("category") : undefined}
                  className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
                >
                  <option value="">{t.chooseCategory}</option>
                  {NEWS_CATEGORY_OPTIONS.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.label}
                    </option>
                  ))}
                </select>
                <FieldError field="category" error={errors.category} />
              </div>
              {text("authorName", { label: t.authorName })}
              <TagInput
                key={lang}
                label={en ? t.tagsEn : t.tags}
                value={en ? form.tagsEn : form.tags}
                onChange={(tags) => set(en ? "tagsEn" : "tags", tags)}
                error={errors[en ? "tagsEn" : "tags"]}
              />
              <div>
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={form.isPublished}
                    onChange={(event) => set("isPublished", event.target.checked)}
                    aria-describedby="publish-hint"
                    className="h-4 w-4"
                  />
                  {t.publishNow}
                </label>
                <p id="publish-hint" className="mt-1 text-sm text-slate-500">
                  {form.isPublished ? t.publishHint : t.draftHint}
                </p>
              </div>
            </Panel>
          </div>

          <div ref={statusRef} tabIndex={-1} aria-live="polite" className="outline-none">
            {succeeded && (
              <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
                {t.saved}
              </p>
            )}
            {failure && (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
                {failure}
              </p>
            )}
          </div>

          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
            <Link to="/admin/news" className={buttonClass({ variant: "outline" })}>
              {t.cancel}
            </Link>
            <Button type="submit" disabled={saving || succeeded}>
              {submitLabel}
            </Button>
          </div>
        </form>

        {showPreview && (
          <aside className="min-w-0 xl:sticky xl:top-6 xl:self-start">
            <NewsPreview
              title={title}
              subtitle={pick(form.subtitle, form.subtitleEn)}
              excerpt={pick(form.excerpt, form.excerptEn)}
              image={form.featuredImage}
              imageAlt={pick(form.featuredImageAlt, form.featuredImageAltEn)}
              category={newsCategoryLabel(form.category, lang)}
              isPublished={form.isPublished}
              date={formatDate(article?.publishedAt ?? new Date())}
              readingMinutes={Math.max(1, minutes)}
              tags={en ? form.tagsEn : form.tags}
              authorName={form.authorName}
            />
          </aside>
        )}
      </div>
    </div>
  );
}

import { useEffect, useState } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { TabList } from "~/components/ui/tabs";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { formatAdminDateTime, parseVietnamDateTime } from "~/lib/admin-date";
import { htmlToText } from "~/lib/article-text";
import { NEWS_CATEGORY_OPTIONS } from "~/lib/news-admin";
import { NEWS_LIMITS, type NewsFormField } from "~/lib/validation/news";
import { ImageUploader } from "../media/image-uploader";
import { SlugChangeNotice } from "../slug-change";
import { BodyEditor } from "./body-editor";
import { errorId, FieldError, fieldId, Panel, SeoPreview, TextField } from "./news-editor-fields";
import { EN_FIELDS, fieldOf, type Lang, TAB_FIELDS, TABS, type Tab, type TextKey } from "./news-form";
import { TagInput } from "./tag-input";
import type { NewsEditorState } from "./use-news-editor";

/** What every tab reads: the editor's state, with helpers for the language on screen. */
function useTabKit(editor: NewsEditorState) {
  const t = useMessages(newsAdminMessages);
  const { values, set, touch, errors } = editor.form;
  const en = editor.lang === "en";
  const k = (vi: TextKey, english: TextKey): TextKey => (en ? english : vi);
  const label = (text: string, required = false) => (en ? `${text} ${t.enSuffix}` : required ? `${text} *` : text);
  const text = (
    key: TextKey,
    options: { label: string; max?: number; rows?: number; hint?: string; mono?: boolean },
  ) => (
    <TextField
      key={key}
      field={key}
      value={values[key]}
      onChange={(value) => set(key, value)}
      onBlur={() => touch(key)}
      error={errors[key]}
      {...options}
    />
  );
  return { t, en, k, label, text };
}

function TabPanel({ name, current, children }: { name: Tab; current: Tab; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={`panel-${name}`} aria-labelledby={`panel-${name}-tab`} hidden={current !== name}>
      <Panel>{children}</Panel>
    </div>
  );
}

const ERROR_DOT = <span className="ml-1.5 inline-block h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />;

/** The tab list and the language switch, each marked where a field is in error. */
export function EditorTabBar({ editor }: { editor: NewsEditorState }) {
  const t = useMessages(newsAdminMessages);
  const { tab, setTab, lang, setLang } = editor;
  const fields = new Set(Object.keys(editor.form.errors).map(fieldOf));
  const tabHasError = (name: Tab) => TAB_FIELDS[name].some((field) => fields.has(field));
  const langHasError = (which: Lang) => [...fields].some((field) => EN_FIELDS.has(field) === (which === "en"));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <TabList
        label={t.tabs.label}
        look="pill"
        idPrefix="panel"
        selected={tab}
        onSelect={setTab}
        tabs={TABS.map((name) => ({
          id: name,
          label: (
            <>
              {t.tabs[name]}
              {tabHasError(name) && ERROR_DOT}
            </>
          ),
        }))}
      />
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
            {langHasError(which) && ERROR_DOT}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** Title, subtitle, slug, excerpt and the two rich-text bodies (both mounted, one shown). */
export function ContentTab({ editor }: { editor: NewsEditorState }) {
  const { t, en, k, label, text } = useTabKit(editor);
  const { values, set, touch, errors } = editor.form;
  const { lang, bodies } = editor;
  return (
    <TabPanel name="content" current={editor.tab}>
      <TextField
        key={k("title", "titleEn")}
        field={k("title", "titleEn") as NewsFormField}
        label={label(t.title, true)}
        value={en ? values.titleEn : values.title}
        onChange={(next) => editor.changeTitle(lang, next)}
        onBlur={() => touch(k("title", "titleEn"))}
        error={errors[k("title", "titleEn")]}
        max={NEWS_LIMITS.title}
      />
      {text(k("subtitle", "subtitleEn"), { label: label(t.subtitle) })}
      {!en && text("slug", { label: label(t.slug, true), hint: t.slugHint, mono: true })}
      {!en && <SlugChangeNotice move={editor.addressChange} />}
      {text(k("excerpt", "excerptEn"), { label: label(t.excerpt, true), max: NEWS_LIMITS.excerpt, rows: 3 })}
      {(["vi", "en"] as const).map((which) => {
        const field = which === "vi" ? "content" : "contentEn";
        const bodyText = htmlToText(values[field]);
        return (
          <div key={which} hidden={lang !== which}>
            <p id={`label-${field}`} className="text-sm font-medium text-slate-700">
              {which === "en" ? `${t.content} ${t.enSuffix}` : `${t.content} *`}
            </p>
            <div className="mt-1">
              <BodyEditor
                // Uncontrolled: a restored draft starts a new editor from its HTML.
                key={bodies.generation}
                ref={which === "vi" ? bodies.vi : bodies.en}
                id={fieldId(field)}
                label={which === "en" ? `${t.content} ${t.enSuffix}` : t.content}
                initialHtml={bodies.start[field]}
                onChange={(html) => set(field, html)}
                invalid={Boolean(errors[field])}
                describedBy={errors[field] ? errorId(field) : `stats-${field}`}
                loadingLabel={t.editorLoading}
              />
            </div>
            <p id={`stats-${field}`} className="mt-1 text-xs text-slate-500">
              {t.contentStats(bodyText.length)}
            </p>
            <FieldError field={field} error={errors[field]} />
          </div>
        );
      })}
    </TabPanel>
  );
}

/** The featured image with its alternative text and caption. */
export function MediaTab({ editor }: { editor: NewsEditorState }) {
  const { t, k, label, text } = useTabKit(editor);
  return (
    <TabPanel name="media" current={editor.tab}>
      <ImageUploader
        label={t.featuredImage}
        value={editor.form.values.featuredImage}
        onChange={(url) => editor.form.set("featuredImage", url)}
        folder="news"
        invalidUrlMessage={t.errors.imageUrl}
      />
      <FieldError field="featuredImage" error={editor.form.errors.featuredImage} />
      {text(k("featuredImageAlt", "featuredImageAltEn"), { label: label(t.featuredImageAlt) })}
      {text(k("featuredImageCaption", "featuredImageCaptionEn"), { label: label(t.featuredImageCaption), rows: 2 })}
    </TabPanel>
  );
}

/** The SEO title and description, and how a search result would show them. */
export function SeoTab({ editor }: { editor: NewsEditorState }) {
  const { t, en, k, label, text } = useTabKit(editor);
  const form = editor.form.values;
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <TabPanel name="seo" current={editor.tab}>
      {text(k("seoTitle", "seoTitleEn"), { label: label(t.seoTitle), max: NEWS_LIMITS.seoTitle, hint: t.seoTitleHint })}
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
    </TabPanel>
  );
}

/** Category, author, tags in the language on screen, and publishing. */
export function SettingsTab({ editor }: { editor: NewsEditorState }) {
  const { t, en, text } = useTabKit(editor);
  const { values: form, set, errors } = editor.form;
  return (
    <TabPanel name="settings" current={editor.tab}>
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
        key={editor.lang}
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
            className="h-6 w-6"
          />
          {t.publishNow}
        </label>
        <p id="publish-hint" className="mt-1 text-sm text-slate-500">
          {form.isPublished ? t.publishHint : t.draftHint}
        </p>
      </div>
      {form.isPublished && <PublishAtField editor={editor} />}
    </TabPanel>
  );
}

/** When a published article goes public, in Vietnam's time: empty for now, a future time schedules it. */
function PublishAtField({ editor }: { editor: NewsEditorState }) {
  const t = useMessages(newsAdminMessages);
  const { values: form, set, touch, errors } = editor.form;
  const moment = parseVietnamDateTime(form.publishAt);
  const scheduled = moment && moment.getTime() > Date.now() ? formatAdminDateTime(moment) : null;
  return (
    <Field
      id={fieldId("publishAt")}
      label={t.publishAt}
      hint={scheduled ? t.scheduledHint(scheduled) : t.publishAtHint}
      error={errors.publishAt}
    >
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          value={form.publishAt}
          onChange={(event) => set("publishAt", event.target.value)}
          onBlur={() => touch("publishAt")}
          className={`${inputClass} sm:w-auto`}
        />
      )}
    </Field>
  );
}

import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { formatDate, pick } from "~/i18n/lang";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { vi as revisionTexts } from "~/i18n/messages/admin-revisions";
import { parseVietnamDateTime } from "~/lib/admin-date";
import { countWords, htmlToText, readingMinutes } from "~/lib/article-text";
import type { NewsEditorView } from "~/lib/news-admin";
import { newsCategoryLabel } from "~/lib/news-categories";
import { DraftOffer } from "../draft-offer";
import { EditingNotice } from "../editing-notice";
import { Icon } from "../icons";
import { SaveStatus } from "../save-status";
import { savedWithMove } from "../slug-change";
import { AltWarning } from "./alt-warning";
import { ContentTab, EditorTabBar, MediaTab, SeoTab, SettingsTab } from "./news-editor-tabs";
import { NewsPreview } from "./news-preview";
import { useNewsEditor } from "./use-news-editor";

/** The news editor for new and existing articles: four tabs, both languages, instant checks; the server decides. */
export function NewsEditor({ article, draft, savedBy }: NewsEditorView) {
  const t = useMessages(newsAdminMessages);
  const editor = useNewsEditor(article, draft);
  const { lang, saving, succeeded } = editor;
  const form = editor.form.values;
  const [showPreview, setShowPreview] = useState(false);

  const en = lang === "en";
  const minutes = readingMinutes(countWords(htmlToText(pick(form.content, form.contentEn, lang))));
  const scheduled = form.isPublished && (parseVietnamDateTime(form.publishAt)?.getTime() ?? 0) > Date.now();
  const action = article ? t.update : scheduled ? t.schedule : form.isPublished ? t.publishNew : t.saveDraft;
  const submitLabel = saving ? t.saving : action;
  const { altCheck } = editor;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold text-slate-900">{article ? t.editTitle : t.newTitle}</h1>
        <div className="flex gap-2">
          <Button variant="outline" aria-pressed={showPreview} onClick={() => setShowPreview((v) => !v)}>
            {showPreview ? t.hidePreview : t.previewToggle}
          </Button>
          {article && (
            <Link to={`/admin/news/${article.id}/revisions`} className={buttonClass({ variant: "outline" })}>
              {revisionTexts.history}
            </Link>
          )}
          <Link to="/admin/news" className={buttonClass({ variant: "outline", icon: true })}>
            <Icon name="close" />
            <span className="sr-only">{t.close}</span>
          </Link>
        </div>
      </div>

      <EditingNotice kind="article" id={article?.id} />
      <DraftOffer autosave={editor.autosave} savedBy={savedBy} version={article?.version} />

      <div className={showPreview ? "grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]" : ""}>
        <form onSubmit={editor.submit} noValidate className="min-w-0 space-y-5" aria-busy={saving}>
          <EditorTabBar editor={editor} />
          {en && <p className="text-sm text-slate-600">{t.englishHint}</p>}
          <ContentTab editor={editor} />
          <MediaTab editor={editor} />
          <SeoTab editor={editor} />
          <SettingsTab editor={editor} />

          <SaveStatus
            ref={editor.statusRef}
            saved={succeeded ? savedWithMove(t.saved, editor.addressChange) : null}
            failure={editor.failure}
          />
          {altCheck.warned && form.isPublished && (
            <AltWarning
              ref={altCheck.warningRef}
              images={altCheck.images}
              action={action.toLocaleLowerCase("vi")}
              disabled={saving || succeeded}
              onJump={altCheck.jumpTo}
              onPublishAnyway={editor.publishAnyway}
            />
          )}

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
              title={pick(form.title, form.titleEn, lang)}
              subtitle={pick(form.subtitle, form.subtitleEn, lang)}
              excerpt={pick(form.excerpt, form.excerptEn, lang)}
              image={form.featuredImage}
              imageAlt={pick(form.featuredImageAlt, form.featuredImageAltEn, lang)}
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

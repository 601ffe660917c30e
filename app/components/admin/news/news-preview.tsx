import { useEffect, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as newsAdminMessages } from "~/i18n/messages/admin-news";
import { PREVIEW_TAGS } from "~/lib/news-admin";

export interface NewsPreviewProps {
  title: string;
  subtitle: string;
  excerpt: string;
  image: string | null;
  imageAlt: string;
  category: string | null;
  isPublished: boolean;
  date: string;
  readingMinutes: number;
  tags: string[];
  authorName: string;
}

/**
 * The article as a card: image (or a placeholder, also for a broken image), category badge,
 * draft badge, date, reading time, title, subtitle, excerpt, the first 3 tags and '+N more', author.
 */
export function NewsPreview(props: NewsPreviewProps) {
  const t = useMessages(newsAdminMessages);
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image gets a new chance to load
  useEffect(() => setBroken(false), [props.image]);
  const shown = props.tags.slice(0, PREVIEW_TAGS);
  const more = props.tags.length - shown.length;
  return (
    <section
      aria-label={t.previewTitle}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 className="sr-only">{t.previewTitle}</h2>
      <div className="relative aspect-video bg-slate-100">
        {props.image && !broken ? (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError only swaps in the placeholder
          <img
            src={props.image}
            alt={props.imageAlt}
            onError={() => setBroken(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <div
            className="flex h-full items-center justify-center text-sm text-slate-400"
            data-testid="preview-placeholder"
          >
            {t.previewPlaceholder}
          </div>
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          {props.category && (
            <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white">{props.category}</span>
          )}
          {!props.isPublished && (
            <span className="rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-amber-950">
              {t.draftBadge}
            </span>
          )}
        </div>
      </div>
      <div className="space-y-2 p-5">
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
          <span>{props.date}</span>
          <span>{t.readingTime(props.readingMinutes)}</span>
        </p>
        <p className="break-words text-lg font-bold text-slate-900">{props.title || t.previewUntitled}</p>
        {props.subtitle && <p className="break-words font-medium text-slate-700">{props.subtitle}</p>}
        {props.excerpt && <p className="break-words text-sm text-slate-600">{props.excerpt}</p>}
        {props.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t.tags}>
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
            {more > 0 && <li className="px-1 text-xs text-slate-500">{t.moreTags(more)}</li>}
          </ul>
        )}
        {props.authorName && <p className="pt-1 text-sm text-slate-500">{t.by(props.authorName)}</p>}
      </div>
    </section>
  );
}

import { DocumentIcon } from "~/components/ui/document-icon";
import { Section } from "~/components/ui/section";
import { useLang, useMessages } from "~/i18n";
import { formatDate } from "~/i18n/lang";
import { Link } from "~/i18n/link";
import { messages as catalogMessages } from "~/i18n/messages/catalog";
import { formatFileSize, groupByKind, type PublicDocumentView } from "~/lib/documents";

/**
 * A product's documents, by kind, each with its size, language and pages: a public one
 * downloads at its clean address; one on request leads to the quote request (or the contact page).
 */
export function ProductDocuments({ documents, requestHref }: { documents: PublicDocumentView[]; requestHref: string }) {
  const t = useMessages(catalogMessages).documents;
  const lang = useLang();
  if (documents.length === 0) return null;
  return (
    <Section id="documents-heading" look="detail" title={t.title} className="mt-14">
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        {groupByKind(documents).map((group) => (
          <div key={group.kind}>
            <h3 className="text-base font-semibold text-slate-800">{t.kinds[group.kind]}</h3>
            <ul className="mt-3 space-y-3">
              {group.items.map((item) => {
                const facts = [
                  formatFileSize(item.sizeBytes, lang),
                  t.languages[item.language],
                  item.pages ? t.pages(item.pages) : null,
                  item.validUntil ? t.validUntil(formatDate(item.validUntil, lang)) : null,
                ].filter(Boolean);
                return (
                  <li key={item.id} className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
                    {item.previewUrl ? (
                      <img
                        src={item.previewUrl}
                        alt=""
                        width={48}
                        height={68}
                        loading="lazy"
                        className="rounded border"
                      />
                    ) : (
                      <DocumentIcon mimeType={item.mimeType} />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900">{item.title}</p>
                      <p className="text-sm text-slate-600">{facts.join(" · ")}</p>
                    </div>
                    {item.href ? (
                      <a
                        href={item.href}
                        type={item.mimeType}
                        aria-label={t.download(item.title)}
                        className="shrink-0 rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:bg-primary-700"
                      >
                        {t.downloadShort}
                      </a>
                    ) : (
                      <Link
                        to={requestHref}
                        title={t.onRequestHint}
                        className="shrink-0 rounded-lg border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
                      >
                        {t.onRequest}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

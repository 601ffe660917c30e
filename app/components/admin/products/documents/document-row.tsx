import type { ReactNode } from "react";
import { DocumentIcon } from "~/components/ui/document-icon";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as documentMessages } from "~/i18n/messages/admin-documents";
import {
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  type DocumentFormEntry,
  type DocumentKind,
  type DocumentLanguage,
  EXPIRING_KINDS,
  formatFileSize,
} from "~/lib/documents";
import { DocumentFileLine } from "./document-file-line";

/** One document of the product form: its file, its titles, kind, language, validity and access. */
export function DocumentRow({
  entry,
  index,
  handle,
  errorAt,
  onChange,
  onRemove,
  onReplace,
}: {
  entry: DocumentFormEntry;
  index: number;
  handle: ReactNode;
  errorAt: (path: string) => string | undefined;
  onChange: (patch: Partial<DocumentFormEntry>) => void;
  onRemove: () => void;
  onReplace: (file: File) => void;
}) {
  const t = useMessages(documentMessages);
  const f = t.form;
  const { document } = entry;
  const path = (key: string) => `documents.${index}.${key}`;
  const name = entry.title || document.originalName;
  const facts = [
    formatFileSize(document.sizeBytes, "vi"),
    document.pages ? f.pages(document.pages) : null,
    t.languages[entry.language],
  ].filter(Boolean);

  return (
    <div className="flex items-start gap-3" data-testid="document-row">
      {handle}
      {document.previewUrl ? (
        <img src={document.previewUrl} alt={f.previewAlt(name)} width={48} className="rounded border" />
      ) : (
        <DocumentIcon mimeType={document.mimeType} />
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <DocumentFileLine
          document={document}
          name={name}
          facts={facts.join(" · ")}
          onReplace={onReplace}
          onRemove={onRemove}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={f.title} error={errorAt(path("title"))}>
            {(control) => (
              <input
                {...control}
                name={path("title")}
                className={inputClass}
                value={entry.title}
                onChange={(event) => onChange({ title: event.target.value })}
              />
            )}
          </Field>
          <Field label={f.titleEn} error={errorAt(path("titleEn"))}>
            {(control) => (
              <input
                {...control}
                name={path("titleEn")}
                className={inputClass}
                value={entry.titleEn}
                onChange={(event) => onChange({ titleEn: event.target.value })}
              />
            )}
          </Field>
          <Field label={f.kind}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={entry.kind}
                onChange={(event) => onChange({ kind: event.target.value as DocumentKind })}
              >
                {DOCUMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t.kinds[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={f.language}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={entry.language}
                onChange={(event) => onChange({ language: event.target.value as DocumentLanguage })}
              >
                {DOCUMENT_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t.languages[language]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {EXPIRING_KINDS.includes(entry.kind) && (
            <Field label={f.validUntil} error={errorAt(path("validUntil"))}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name={path("validUntil")}
                  className={inputClass}
                  value={entry.validUntil}
                  onChange={(event) => onChange({ validUntil: event.target.value })}
                />
              )}
            </Field>
          )}
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={entry.isPublic}
              onChange={(event) => onChange({ isPublic: event.target.checked })}
            />
            {f.isPublic}
          </label>
        </div>
      </div>
    </div>
  );
}

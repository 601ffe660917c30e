import { DOCUMENT_TYPES, type DocumentMime } from "~/lib/documents";

const COLOURS: Record<string, string> = { pdf: "#dc2626", docx: "#2563eb", xlsx: "#16a34a" };

/** A document's type as a small page with its extension: shown where there is no first-page preview. */
export function DocumentIcon({ mimeType, size = 48 }: { mimeType: DocumentMime; size?: number }) {
  const extension = DOCUMENT_TYPES[mimeType].extension;
  return (
    <svg aria-hidden="true" viewBox="0 0 40 48" width={(size * 40) / 48} height={size} className="shrink-0">
      <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#f8fafc" stroke="#94a3b8" />
      <path d="M26 2v10h10" fill="none" stroke="#94a3b8" />
      <rect x="4" y="28" width="32" height="12" rx="2" fill={COLOURS[extension] ?? "#475569"} />
      <text x="20" y="37" textAnchor="middle" fontSize="8" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        {extension.toUpperCase()}
      </text>
    </svg>
  );
}

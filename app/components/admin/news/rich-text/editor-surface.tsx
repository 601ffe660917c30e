import type { Editor } from "@tiptap/core";
import { EditorContent } from "@tiptap/react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import type { EditorStats } from "../editor-contract";
import { contentClass } from "./content-class";

/** The editing area under the toolbar (or the preview of its HTML), with the footer's message and counts. */
export function EditorSurface({
  editor,
  preview,
  invalid,
  error,
  stats,
}: {
  editor: Editor;
  preview: boolean;
  invalid?: boolean;
  error: string | null;
  stats: EditorStats;
}) {
  const t = useMessages(messages);
  return (
    <div
      className={`rounded-b-lg border bg-white ${invalid ? "border-red-500" : "border-slate-300"} focus-within:border-primary`}
    >
      <div hidden={preview}>
        <EditorContent editor={editor} />
      </div>
      {preview && (
        <section
          aria-label={t.previewRegion}
          className={contentClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own schema output (no scripts); the server sanitises again on save
          dangerouslySetInnerHTML={{ __html: editor.getHTML() }}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-1.5 text-xs text-slate-500">
        <span role="alert" className="text-red-600">
          {error}
        </span>
        <span aria-live="polite">
          {t.words(stats.words)} · {t.readingTime(stats.readingMinutes)}
        </span>
      </div>
    </div>
  );
}

import { type ComponentType, lazy, type Ref, Suspense, useEffect, useImperativeHandle, useRef, useState } from "react";
import { countWords, htmlToText, readingMinutes } from "~/lib/article-text";
import { BodyEditorSkeleton } from "./body-editor-skeleton";
import type { RichTextEditorHandle, RichTextEditorProps } from "./editor-contract";

type EditorComponent = ComponentType<RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }>;

// The rich-text editor (TipTap) is its own chunk, loaded in the browser only when an editor
// screen opens. Until its module exists in a checkout, a plain HTML box keeps the same contract.
const modules = import.meta.glob<{ RichTextEditor: EditorComponent }>("./rich-text/rich-text-editor.tsx");
const loadRichText = modules["./rich-text/rich-text-editor.tsx"];
const RichTextEditor = loadRichText ? lazy(() => loadRichText().then((m) => ({ default: m.RichTextEditor }))) : null;

export function BodyEditor({
  loadingLabel,
  ref,
  ...props
}: RichTextEditorProps & { loadingLabel: string; ref?: Ref<RichTextEditorHandle> }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const placeholder = <BodyEditorSkeleton label={loadingLabel} />;
  if (!hydrated) return placeholder;
  if (!RichTextEditor) return <PlainBodyEditor ref={ref} {...props} />;
  return (
    <Suspense fallback={placeholder}>
      <RichTextEditor ref={ref} {...props} />
    </Suspense>
  );
}

/** An HTML text box with the editor's handle: no local images, so uploading resolves at once. */
function PlainBodyEditor({ ref, ...field }: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({
    uploadLocalImages: async () => box.current?.value ?? "",
    getHTML: () => box.current?.value ?? "",
    focus: () => box.current?.focus(),
    // An HTML box has no image to select: the box itself takes the focus.
    editImage: () => {
      box.current?.focus();
      return false;
    },
  }));
  return (
    <textarea
      ref={box}
      id={field.id}
      aria-label={field.label}
      defaultValue={field.initialHtml}
      rows={14}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.describedBy}
      className="min-h-[300px] w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
      onChange={(event) => {
        const text = htmlToText(event.target.value);
        const words = countWords(text);
        field.onChange(event.target.value, { words, characters: text.length, readingMinutes: readingMinutes(words) });
      }}
    />
  );
}

import type { EditorProps } from "@tiptap/pm/view";
import { useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { EditorStats, RichTextEditorProps } from "../editor-contract";
import { contentClass } from "./content-class";
import { editorExtensions } from "./extensions";
import { EDIT_IMAGE_EVENT } from "./image-node-view";
import { cleanPastedHtml, imageFilesOf } from "./paste";
import { textStats } from "./text-stats";

/** What the editor's keys, pastes, drops and double clicks ask of the component around it. */
export interface EditorRequests {
  openLink(): void;
  openImage(pos: number): void;
  insertFiles(files: File[], pos?: number): void;
}

type Setup = Pick<RichTextEditorProps, "id" | "label" | "initialHtml" | "onChange" | "invalid" | "describedBy">;

/**
 * The TipTap editor of a body: its accessible name and error state from the props, Ctrl+K for a
 * link, pasted and dropped image files, double clicks on images, and its word counts. `requests`
 * may change every render: the editor's handlers, given once, reach the latest through a ref.
 */
export function useRichTextEditor(
  { id, label, initialHtml, onChange, invalid, describedBy }: Setup,
  requests: EditorRequests,
) {
  const latest = useRef({ requests, onChange });
  latest.current = { requests, onChange };
  const [stats, setStats] = useState<EditorStats>({ words: 0, characters: 0, readingMinutes: 0 });

  // Stable options: useEditor re-applies them whenever they differ from the last render's.
  const [extensions] = useState(editorExtensions);
  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: contentClass,
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "k") return false;
        event.preventDefault();
        latest.current.requests.openLink();
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData);
        if (files.length === 0) return false;
        latest.current.requests.insertFiles(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        latest.current.requests.insertFiles(files, pos);
        return true;
      },
      handleDoubleClickOn: (_view, _pos, node, nodePos) => {
        if (node.type.name !== "image") return false;
        latest.current.requests.openImage(nodePos);
        return true;
      },
    }),
    [id, label, invalid, describedBy],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initialHtml,
    // The accessible name and error state follow the props (useEditor applies changed options).
    editorProps,
    onCreate: ({ editor: created }) => setStats(textStats(created.getText({ blockSeparator: "\n" }))),
    onUpdate: ({ editor: changed }) => {
      const next = textStats(changed.getText({ blockSeparator: "\n" }));
      setStats(next);
      latest.current.onChange(changed.getHTML(), next);
    },
  });

  // A double click on an image (from its node view) opens the image dialog.
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    const onEdit = (event: Event) => latest.current.requests.openImage((event as CustomEvent<number>).detail);
    dom.addEventListener(EDIT_IMAGE_EVENT, onEdit);
    return () => dom.removeEventListener(EDIT_IMAGE_EVENT, onEdit);
  }, [editor]);

  return { editor, stats };
}

import type { Editor } from "@tiptap/core";
import { type KeyboardEvent, type Ref, useImperativeHandle, useState } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { BodyEditorSkeleton } from "../body-editor-skeleton";
import type { RichTextEditorHandle, RichTextEditorProps } from "../editor-contract";
import { type EditorDialog, EditorDialogs } from "./editor-dialogs";
import { EditorSurface } from "./editor-surface";
import { deselectImage } from "./image-extension";
import { uploadLocalImages } from "./local-images";
import { Toolbar, type ToolbarMenu } from "./toolbar";
import { useEditorImages } from "./use-editor-images";
import { useRichTextEditor } from "./use-rich-text-editor";

/**
 * The news body editor (TipTap): formatting toolbar, images held locally until save, captions,
 * crop, tables, links, paste from Word/Google Docs, preview and word count. Uncontrolled:
 * it starts from `initialHtml` and reports every change.
 */
export function RichTextEditor({ ref, ...props }: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const { label, initialHtml, invalid } = props;
  const t = useMessages(messages);
  const [preview, setPreview] = useState(false);
  const [menu, setMenu] = useState<ToolbarMenu>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  // Popups close when something else opens.
  const open = (next: EditorDialog) => {
    setMenu(null);
    setDialog(next);
  };
  const { editor, stats } = useRichTextEditor(props, {
    openLink: () => setMenu("link"),
    openImage: (pos) => open({ kind: "edit", pos }),
    // Called from the editor's events, after this render has made `images`.
    insertFiles: (files, pos) => images.insertFiles(files, pos),
  });
  const images = useEditorImages(editor, t.uploadFailed);

  useImperativeHandle(
    ref,
    () => ({
      uploadLocalImages: async () => (editor ? uploadLocalImages(editor, images.localImages) : initialHtml),
      getHTML: () => editor?.getHTML() ?? initialHtml,
      focus: () => editor?.commands.focus(),
      editImage: (index) => {
        const pos = editor ? imagePosition(editor, index) : null;
        if (!editor || pos === null) return false;
        editor.chain().focus().setNodeSelection(pos).scrollIntoView().run();
        (editor.view.nodeDOM(pos) as HTMLElement | null)?.scrollIntoView({ block: "center" });
        setMenu(null);
        setDialog({ kind: "edit", pos });
        return true;
      },
    }),
    [editor, initialHtml, images.localImages],
  );

  // Escape anywhere in the editor, its popups and dialogs (portals included) closes the popups
  // and deselects an image; dialogs close themselves.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !editor) return;
    setMenu(null);
    deselectImage(editor);
  }

  if (!editor) {
    return <BodyEditorSkeleton label={t.loading} />;
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: Escape from any control of the editor (dialogs in portals included) closes its popups
    <fieldset aria-label={label} onKeyDown={onKeyDown} className="rich-text-editor min-w-0">
      <Toolbar
        editor={editor}
        preview={preview}
        onTogglePreview={() => {
          setMenu(null);
          setPreview((value) => !value);
        }}
        menu={menu}
        onMenu={setMenu}
        onInsertImage={() => open({ kind: "insert" })}
        onInsertGrid={() => open({ kind: "grid" })}
      />
      <EditorSurface editor={editor} preview={preview} invalid={invalid} error={images.error} stats={stats} />
      <EditorDialogs
        dialog={dialog}
        editor={editor}
        localImages={images.localImages}
        onClose={() => setDialog(null)}
        onInsert={(image) => images.insertImages([image])}
      />
    </fieldset>
  );
}

/** Where the document's image at `index` (from 1, in document order, as in its HTML) is, or null. */
function imagePosition(editor: Editor, index: number): number | null {
  let seen = 0;
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.type.name === "image" && ++seen === index) found = pos;
    return found === null;
  });
  return found;
}

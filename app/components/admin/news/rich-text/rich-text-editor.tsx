import type { EditorProps } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import {
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-editor";
import { checkUploadCandidate, UPLOAD_MAX_MB } from "~/lib/upload-rules";
import type { EditorStats, InsertedImage, RichTextEditorHandle, RichTextEditorProps } from "../editor-contract";
import { contentClass } from "./content-class";
import { editorExtensions } from "./extensions";
import { deselectImage } from "./image-extension";
import { EDIT_IMAGE_EVENT } from "./image-node-view";
import { LocalImages, uploadLocalImages } from "./local-images";
import { cleanPastedHtml, imageFilesOf } from "./paste";
import { textStats } from "./text-stats";
import { Toolbar, type ToolbarMenu } from "./toolbar";

// The dialogs (library, crop, image grid) load when first opened, not with the editor.
const ImageInsertDialog = lazy(() => import("./image-insert-dialog").then((m) => ({ default: m.ImageInsertDialog })));
const ImageEditDialog = lazy(() => import("./image-edit-dialog").then((m) => ({ default: m.ImageEditDialog })));
const ImageGridDialog = lazy(() =>
  import("../image-grid/image-grid-dialog").then((m) => ({ default: m.ImageGridDialog })),
);

type Dialog = { kind: "insert" } | { kind: "grid" } | { kind: "edit"; pos: number } | null;

/**
 * The news body editor (TipTap): formatting toolbar, images held locally until save, captions,
 * crop, tables, links, paste from Word/Google Docs, preview and word count. Uncontrolled:
 * it starts from `initialHtml` and reports every change.
 */
export function RichTextEditor({
  id,
  label,
  initialHtml,
  onChange,
  invalid,
  describedBy,
  ref,
}: RichTextEditorProps & { ref?: Ref<RichTextEditorHandle> }) {
  const t = useMessages(messages);
  const localImages = useRef(new LocalImages());
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [stats, setStats] = useState<EditorStats>({ words: 0, characters: 0, readingMinutes: 0 });
  const [preview, setPreview] = useState(false);
  const [menu, setMenu] = useState<ToolbarMenu>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  // Event handlers given to the editor once; they reach the latest state through this ref.
  const handlers = useRef({
    openImage: (_pos: number) => {},
    openLink: () => {},
    insertFiles: (_files: File[], _pos?: number) => {},
  });

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
        handlers.current.openLink();
        return true;
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData);
        if (files.length === 0) return false;
        handlers.current.insertFiles(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer);
        if (files.length === 0) return false;
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        handlers.current.insertFiles(files, pos);
        return true;
      },
      handleDoubleClickOn: (_view, _pos, node, nodePos) => {
        if (node.type.name !== "image") return false;
        handlers.current.openImage(nodePos);
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
      onChangeRef.current(changed.getHTML(), next);
    },
  });

  // A double click on an image (from its node view) opens the image dialog.
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    const onEdit = (event: Event) => handlers.current.openImage((event as CustomEvent<number>).detail);
    dom.addEventListener(EDIT_IMAGE_EVENT, onEdit);
    return () => dom.removeEventListener(EDIT_IMAGE_EVENT, onEdit);
  }, [editor]);

  useEffect(() => {
    const images = localImages.current;
    return () => images.releaseAll();
  }, []);

  const insertImages = useCallback(
    (images: InsertedImage[], pos?: number) => {
      if (!editor || images.length === 0) return;
      const content = images.map((image) => ({
        type: "image",
        attrs: { src: image.src, alt: image.alt || null, width: image.width ?? null },
      }));
      const chain = editor.chain().focus();
      (pos === undefined ? chain.insertContent(content) : chain.insertContentAt(pos, content)).run();
      // The cursor goes on after the new image, so typing or pasting next never replaces it.
      deselectImage(editor);
    },
    [editor],
  );

  handlers.current = {
    openLink: () => setMenu("link"),
    openImage: (pos) => {
      setMenu(null);
      setDialog({ kind: "edit", pos });
    },
    insertFiles: (files, pos) => {
      const accepted = files.filter((file) => checkUploadCandidate(file, UPLOAD_MAX_MB) === null);
      try {
        insertImages(
          accepted.map((file) => ({ src: localImages.current.add(file), alt: "" })),
          pos,
        );
        setError(accepted.length < files.length ? t.uploadFailed : null);
      } catch {
        setError(t.uploadFailed);
      }
    },
  };

  useImperativeHandle(
    ref,
    () => ({
      uploadLocalImages: async () => (editor ? uploadLocalImages(editor, localImages.current) : initialHtml),
      getHTML: () => editor?.getHTML() ?? initialHtml,
      focus: () => editor?.commands.focus(),
    }),
    [editor, initialHtml],
  );

  // Escape anywhere in the editor, its popups and dialogs (portals included) closes the popups
  // and deselects an image; dialogs close themselves.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || !editor) return;
    setMenu(null);
    deselectImage(editor);
  }

  if (!editor) {
    return (
      <div
        className="min-h-[340px] rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-500"
        aria-busy="true"
      >
        {t.loading}
      </div>
    );
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
        onInsertImage={() => {
          setMenu(null);
          setDialog({ kind: "insert" });
        }}
        onInsertGrid={() => {
          setMenu(null);
          setDialog({ kind: "grid" });
        }}
      />
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
      {dialog &&
        // Dialogs go to <body>: the editor sits inside the article's <form>, and a field of a
        // dialog must never submit it.
        createPortal(
          <Suspense fallback={null}>
            {dialog?.kind === "insert" && (
              <ImageInsertDialog
                localImages={localImages.current}
                onClose={() => setDialog(null)}
                onInsert={(image) => {
                  setDialog(null);
                  insertImages([image]);
                }}
              />
            )}
            {dialog?.kind === "grid" && (
              <ImageGridDialog
                onClose={() => setDialog(null)}
                onInsert={(image) => {
                  setDialog(null);
                  insertImages([image]);
                }}
              />
            )}
            {dialog?.kind === "edit" && (
              <ImageEditDialog
                editor={editor}
                pos={dialog.pos}
                localImages={localImages.current}
                onClose={() => setDialog(null)}
              />
            )}
          </Suspense>,
          document.body,
        )}
    </fieldset>
  );
}

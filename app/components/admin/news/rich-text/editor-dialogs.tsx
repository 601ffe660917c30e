import type { Editor } from "@tiptap/core";
import { lazy, Suspense } from "react";
import { createPortal } from "react-dom";
import type { InsertedImage } from "../editor-contract";
import type { LocalImages } from "./local-images";

// The dialogs (library, crop, image grid) load when first opened, not with the editor.
const ImageInsertDialog = lazy(() => import("./image-insert-dialog").then((m) => ({ default: m.ImageInsertDialog })));
const ImageEditDialog = lazy(() => import("./image-edit-dialog").then((m) => ({ default: m.ImageEditDialog })));
const ImageGridDialog = lazy(() =>
  import("../image-grid/image-grid-dialog").then((m) => ({ default: m.ImageGridDialog })),
);

/** The dialog a body editor has open: inserting an image, building a grid, or editing the image at `pos`. */
export type EditorDialog = { kind: "insert" } | { kind: "grid" } | { kind: "edit"; pos: number };

/** The open dialog, in a portal: the editor sits inside the article's <form>, and a dialog's field must never submit it. */
export function EditorDialogs({
  dialog,
  editor,
  localImages,
  onClose,
  onInsert,
}: {
  dialog: EditorDialog | null;
  editor: Editor;
  localImages: LocalImages;
  onClose: () => void;
  onInsert: (image: InsertedImage) => void;
}) {
  if (!dialog) return null;
  const insert = (image: InsertedImage) => {
    onClose();
    onInsert(image);
  };
  return createPortal(
    <Suspense fallback={null}>
      {dialog.kind === "insert" && <ImageInsertDialog localImages={localImages} onClose={onClose} onInsert={insert} />}
      {dialog.kind === "grid" && <ImageGridDialog onClose={onClose} onInsert={insert} />}
      {dialog.kind === "edit" && (
        <ImageEditDialog editor={editor} pos={dialog.pos} localImages={localImages} onClose={onClose} />
      )}
    </Suspense>,
    document.body,
  );
}

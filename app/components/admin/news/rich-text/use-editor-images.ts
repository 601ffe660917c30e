import type { Editor } from "@tiptap/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkUploadCandidate, UPLOAD_MAX_MB } from "~/lib/upload-rules";
import type { InsertedImage } from "../editor-contract";
import { deselectImage } from "./image-extension";
import { LocalImages } from "./local-images";

/**
 * The images a body receives: inserted at the cursor (or a drop's place), files held locally
 * (blob: addresses) until the save uploads them, released when the editor goes. `error` is the
 * footer's message when a file could not be taken.
 */
export function useEditorImages(editor: Editor | null, uploadFailed: string) {
  const localImages = useRef(new LocalImages());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const images = localImages.current;
    return () => images.releaseAll();
  }, []);

  const insertImages = useCallback(
    (images: InsertedImage[], pos?: number) => {
      if (!editor || images.length === 0) return;
      const content = images.map((image) => ({
        type: "image",
        // "" (decorative) stays "": only null is an image nobody described.
        attrs: { src: image.src, alt: image.alt, width: image.width ?? null },
      }));
      const chain = editor.chain().focus();
      (pos === undefined ? chain.insertContent(content) : chain.insertContentAt(pos, content)).run();
      // The cursor goes on after the new image, so typing or pasting next never replaces it.
      deselectImage(editor);
    },
    [editor],
  );

  function insertFiles(files: File[], pos?: number) {
    const accepted = files.filter((file) => checkUploadCandidate(file, UPLOAD_MAX_MB) === null);
    try {
      insertImages(
        // Pasted or dropped: nobody has described them yet (the node shows it, a publication asks).
        accepted.map((file) => ({ src: localImages.current.add(file), alt: null })),
        pos,
      );
      setError(accepted.length < files.length ? uploadFailed : null);
    } catch {
      setError(uploadFailed);
    }
  }

  return { localImages: localImages.current, insertImages, insertFiles, error };
}

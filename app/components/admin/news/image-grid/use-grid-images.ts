import { useEffect, useRef, useState } from "react";
import { uploadImage } from "~/components/admin/media/upload-request";
import { checkUploadCandidate, UPLOAD_MAX_MB, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import type { GridItem } from "./grid-preview";

const UPLOAD_FOLDER = "news";

export interface FileError {
  name: string;
  message: string;
}

/** What a refused upload says: the upload rules' own message, or none for a failure without one. */
export function ruleMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  const rules: string[] = [
    UPLOAD_MESSAGES.invalidFile,
    UPLOAD_MESSAGES.nameTooLong,
    UPLOAD_MESSAGES.unsupported,
    UPLOAD_MESSAGES.tooLarge(UPLOAD_MAX_MB),
  ];
  return rules.includes(message) ? message : null;
}

/**
 * The grid's images: each chosen file stored through the upload endpoint (folder news), one at a
 * time in the order chosen, with a local copy for the preview; the refusals by file, a failure
 * without a rule's message, and the progress. `onAdded` hears the whole list after an addition.
 */
export function useGridImages(onAdded: (items: GridItem[]) => void) {
  const [items, setItems] = useState<GridItem[]>([]);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [fileErrors, setFileErrors] = useState<FileError[]>([]);
  const [uploadFailed, setUploadFailed] = useState(false);
  const nextKey = useRef(0);
  // Local copies of the chosen files show in the preview at full quality without a download.
  const previews = useRef(new Set<string>());
  const localPreview = (file: File) => {
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  };
  const release = (url: string | undefined) => {
    if (url && previews.current.delete(url)) URL.revokeObjectURL(url);
  };
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  async function addFiles(files: File[]) {
    setFileErrors([]);
    setUploadFailed(false);
    const errors: FileError[] = [];
    const accepted = files.filter((file) => {
      const refusal = checkUploadCandidate(file, UPLOAD_MAX_MB);
      if (refusal) errors.push({ name: file.name, message: refusal });
      return !refusal;
    });
    const added: GridItem[] = [];
    let failed = false;
    setUploading({ done: 0, total: accepted.length });
    // One at a time, in the order chosen, so the grid keeps that order.
    for (const [index, file] of accepted.entries()) {
      try {
        const image = await uploadImage(file, { folder: UPLOAD_FOLDER, maxMb: UPLOAD_MAX_MB });
        nextKey.current += 1;
        added.push({ key: `grid-image-${nextKey.current}`, image, preview: localPreview(file) });
      } catch (error) {
        const message = ruleMessage(error);
        if (message) errors.push({ name: file.name, message });
        else failed = true;
      }
      setUploading({ done: index + 1, total: accepted.length });
    }
    setUploading(null);
    setFileErrors(errors);
    setUploadFailed(failed);
    if (added.length === 0) return;
    const next = [...items, ...added];
    setItems(next);
    onAdded(next);
  }

  function remove(key: string) {
    release(items.find((item) => item.key === key)?.preview);
    setItems((current) => current.filter((item) => item.key !== key));
  }

  /** Stores `file` in place of an item's image (a crop); rejects when the upload fails. */
  async function replace(key: string, file: File) {
    const image = await uploadImage(file, { folder: UPLOAD_FOLDER, maxMb: UPLOAD_MAX_MB });
    release(items.find((item) => item.key === key)?.preview);
    const preview = localPreview(file);
    setItems((current) => current.map((item) => (item.key === key ? { ...item, image, preview } : item)));
  }

  return { items, setItems, uploading, fileErrors, uploadFailed, addFiles, remove, replace };
}

import type { Editor } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { uploadImage } from "~/components/admin/media/upload-request";
import { UPLOAD_MAX_MB } from "~/lib/upload-rules";
import { LocalImageUploadError } from "../editor-contract";

/** An address that lives only in this browser tab (a chosen file, a crop, a pasted image). */
export function isLocalImageSrc(src: unknown): src is string {
  return typeof src === "string" && (src.startsWith("blob:") || src.startsWith("data:image/"));
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

/** The local images' files, by their blob: address, until they are uploaded or dropped. */
export class LocalImages {
  private files = new Map<string, File>();

  add(file: File): string {
    const url = URL.createObjectURL(file);
    this.files.set(url, file);
    return url;
  }

  /** The file behind a local address (a pasted data: image or a foreign blob is read back). */
  async fileOf(src: string): Promise<File> {
    const known = this.files.get(src);
    if (known) return known;
    // A data: address is decoded here: the policy's connect-src lets fetch read blob: but not data:.
    const blob = src.startsWith("data:") ? blobOfDataUrl(src) : await (await fetch(src)).blob();
    const ext = EXTENSIONS[blob.type] ?? "png";
    return new File([blob], `image.${ext}`, { type: blob.type || "image/png" });
  }

  /** Releases every local address this editor made. */
  releaseAll() {
    for (const url of this.files.keys()) URL.revokeObjectURL(url);
    this.files.clear();
  }

  release(urls: Iterable<string>) {
    for (const url of urls) {
      if (!this.files.delete(url)) continue;
      URL.revokeObjectURL(url);
    }
  }
}

/** Sends one editor image to storage as news/{random}-{timestamp}.{ext}; answers its public URL. */
export type UploadEditorImage = (file: File) => Promise<string>;

export const uploadEditorImage: UploadEditorImage = async (file) =>
  (await uploadImage(file, { folder: "news", maxMb: UPLOAD_MAX_MB, naming: "editor" })).url;

export function localSourcesOf(doc: PMNode): string[] {
  const sources = new Set<string>();
  doc.descendants((node) => {
    if (node.type.name === "image" && isLocalImageSrc(node.attrs.src)) sources.add(node.attrs.src);
  });
  return [...sources];
}

const PARALLEL_UPLOADS = 3;

/**
 * Uploads every local image of the document, then swaps all their addresses in one step (not
 * undoable: the local addresses are released). Any failure rejects with LocalImageUploadError
 * and leaves the document as it was.
 */
export async function uploadLocalImages(
  editor: Editor,
  images: LocalImages,
  upload: UploadEditorImage = uploadEditorImage,
): Promise<string> {
  const sources = localSourcesOf(editor.state.doc);
  const uploaded = new Map<string, string>();
  const queue = [...sources];
  async function worker() {
    for (let src = queue.shift(); src !== undefined; src = queue.shift()) {
      const current = src;
      const url = await images
        .fileOf(current)
        .then(upload)
        .catch(() => {
          throw new LocalImageUploadError(current);
        });
      uploaded.set(current, url);
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, sources.length) }, worker));

  if (uploaded.size > 0 && !editor.isDestroyed) {
    const { tr } = editor.state;
    editor.state.doc.descendants((node, pos) => {
      const url = node.type.name === "image" ? uploaded.get(node.attrs.src) : undefined;
      if (url) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: url });
    });
    tr.setMeta("addToHistory", false);
    editor.view.dispatch(tr);
  }
  images.release(uploaded.keys());
  return editor.getHTML();
}

/** The bytes of a `data:` address (base64 or percent-encoded), with its media type. */
export function blobOfDataUrl(src: string): Blob {
  const comma = src.indexOf(",");
  const meta = src.slice(5, comma === -1 ? undefined : comma);
  const payload = comma === -1 ? "" : src.slice(comma + 1);
  const type = meta.split(";")[0] || "application/octet-stream";
  if (/;base64$/i.test(meta)) {
    const text = atob(payload.replace(/\s+/g, ""));
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(payload)], { type });
}

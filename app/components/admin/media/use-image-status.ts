import { useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { MediaItem } from "~/lib/media";
import { checkUploadCandidate, UPLOAD_MESSAGES } from "~/lib/upload-rules";
import { uploadImage } from "./upload-request";

export const UPLOAD_SUCCESS_RESET_MS = 3000;
export const PICK_SUCCESS_RESET_MS = 2000;

/** What the uploader shows under its panels: nothing, the upload's progress, a success for a while, or a failure. */
export type ImageStatus =
  | { kind: "idle" }
  | { kind: "uploading"; progress: number }
  | { kind: "success"; message: string }
  | { kind: "error"; message: string };

/**
 * The uploader's status and the ways an image is taken: an upload (checked first, with real
 * progress) or an image chosen elsewhere (library, URL). A success shows for a while, then goes.
 */
export function useImageStatus({
  folder,
  limit,
  onChange,
}: {
  folder: string;
  limit: number;
  onChange: (url: string, image?: MediaItem) => void;
}) {
  const t = useMessages(mediaMessages);
  const [status, setStatus] = useState<ImageStatus>({ kind: "idle" });
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  function succeed(after: number, message: string) {
    setStatus({ kind: "success", message });
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setStatus({ kind: "idle" }), after);
  }

  async function upload(file: File) {
    const problem = checkUploadCandidate(file, limit);
    if (problem) {
      setStatus({ kind: "error", message: problem });
      return;
    }
    setStatus({ kind: "uploading", progress: 0 });
    try {
      const image = await uploadImage(file, {
        folder,
        maxMb: limit,
        onProgress: (progress) => setStatus({ kind: "uploading", progress }),
      });
      onChange(image.url, image);
      succeed(UPLOAD_SUCCESS_RESET_MS, t.uploaded);
    } catch (error) {
      setStatus({ kind: "error", message: (error as Error).message || UPLOAD_MESSAGES.failed });
    }
  }

  /** An image taken from the library or an address. */
  function choose(url: string, image?: MediaItem) {
    onChange(url, image);
    succeed(PICK_SUCCESS_RESET_MS, t.chosen);
  }

  return { status, upload, choose };
}

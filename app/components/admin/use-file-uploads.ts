import { useState } from "react";
import { newEntryId } from "~/lib/ordered-list";

/** A file on its way up, or refused: what a list shows until it lands in the form. */
export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  error: string | null;
}

export interface FileUploadOptions<T> {
  /** The browser's first check (type, size): a refusal's text, or null. The server decides by content. */
  check: (file: File) => string | null;
  /** Sends one file with real progress; rejects with the server's reason ("" when the request failed). */
  send: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  /** The refusal's text when the server gave none. */
  failed: string;
}

/**
 * Several files at once, each with its own real progress (the product's documents and photos).
 * Each stored file is handed to `onEach` as it lands; `start` also answers them all, in the
 * order chosen (null for a refused one), once every file has landed or been refused. A refusal
 * stays listed with its reason until dismissed.
 */
export function useFileUploads<T>({ check, send, failed }: FileUploadOptions<T>) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const change = (key: string, patch: Partial<PendingUpload>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  function start(files: File[], onEach?: (stored: T, file: File) => void): Promise<(T | null)[]> {
    return Promise.all(
      files.map(async (file) => {
        const key = newEntryId("upload");
        const early = check(file);
        setPending((list) => [...list, { key, name: file.name, percent: 0, error: early }]);
        if (early) return null;
        try {
          const stored = await send(file, (percent) => change(key, { percent }));
          setPending((list) => list.filter((item) => item.key !== key));
          onEach?.(stored, file);
          return stored;
        } catch (error) {
          change(key, { error: (error as Error).message || failed });
          return null;
        }
      }),
    );
  }

  const dismiss = (key: string) => setPending((list) => list.filter((item) => item.key !== key));
  return { pending, start, dismiss, busy: pending.some((item) => !item.error) };
}

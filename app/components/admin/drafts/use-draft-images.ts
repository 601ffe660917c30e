import { useCallback, useEffect, useRef } from "react";
import { DraftImageStore, memoryBackend } from "./draft-images";
import { indexedDbBackend } from "./indexed-db-backend";

const KEEP_DELAY_MS = 600;

/**
 * Keeps the bytes of the bodies' local images beside the editor's browser draft,
 * while `keeping` (the autosave writes: the offer decided, not saved), and brings them back into
 * a restored draft. `forget` once the draft is saved, discarded or given up.
 */
export function useDraftImages(draftKey: string, bodies: readonly string[], keeping: boolean) {
  const storeRef = useRef<DraftImageStore | null>(null);
  const store = useCallback(() => {
    storeRef.current ??= new DraftImageStore(typeof indexedDB === "undefined" ? memoryBackend() : indexedDbBackend());
    return storeRef.current;
  }, []);

  const text = JSON.stringify(bodies);
  useEffect(() => {
    if (!keeping) return;
    const timer = window.setTimeout(() => {
      // A refused or full storage loses only the images' copies; the form itself is intact.
      void store()
        .keep(draftKey, JSON.parse(text) as string[])
        .catch(() => undefined);
    }, KEEP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [keeping, draftKey, text, store]);

  const revive = useCallback(
    <B extends readonly string[]>(restored: B) =>
      store()
        .revive(draftKey, restored)
        .catch(() => restored as { [K in keyof B]: string }),
    [draftKey, store],
  );
  const forget = useCallback(() => {
    void store()
      .forget(draftKey)
      .catch(() => undefined);
  }, [draftKey, store]);
  return { revive, forget };
}

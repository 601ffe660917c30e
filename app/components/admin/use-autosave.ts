import { useCallback, useEffect, useRef, useState } from "react";

/** What an editor keeps in the browser: the form's values and when they were kept. */
export interface KeptDraft<T> {
  savedAt: string;
  values: T;
}

/** One key per item and kind: `autosave:article:12`, `autosave:product:new`. */
export function autosaveKey(kind: "article" | "product", id: number | null | undefined): string {
  return `autosave:${kind}:${id ?? "new"}`;
}

const AUTOSAVE_DELAY_MS = 600;

function readDraft<T>(key: string): KeptDraft<T> | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<KeptDraft<T>>;
    return typeof kept.savedAt === "string" && kept.values !== undefined
      ? { savedAt: kept.savedAt, values: kept.values }
      : null;
  } catch {
    // Storage refused (private mode, quota) or a damaged entry: as if nothing was kept.
    return null;
  }
}

function forget(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/**
 * Keeps an editor's unsaved form in the browser (issue 18.2) and offers it back.
 *
 * While `dirty`, the values are written to localStorage under `key` (debounced); once `saved`
 * (or back to the loaded values), the entry is removed. On opening, a kept copy that differs from `loaded` (the item as the
 * server sent it) is offered: `restore` hands it over, `discard` forgets it. Until the editor
 * decides, nothing is written, so the kept copy is not overwritten by the first keystrokes.
 */
export function useAutosave<T>({
  key,
  loaded,
  values,
  dirty,
  saved,
}: {
  key: string;
  loaded: T;
  values: T;
  dirty: boolean;
  saved: boolean;
}) {
  const [offer, setOffer] = useState<KeptDraft<T> | null>(null);
  const [checked, setChecked] = useState(false);
  const loadedText = useRef(JSON.stringify(loaded));

  // Read once in the browser: the server render never sees localStorage.
  useEffect(() => {
    const kept = readDraft<T>(key);
    if (kept && JSON.stringify(kept.values) !== loadedText.current) setOffer(kept);
    else if (kept) forget(key);
    setChecked(true);
  }, [key]);

  const text = JSON.stringify(values);
  useEffect(() => {
    if (!checked) return;
    // Saved, or back to the loaded values: nothing left to keep.
    if (saved || (!dirty && !offer)) {
      forget(key);
      return;
    }
    if (offer) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(
          key,
          JSON.stringify({ savedAt: new Date().toISOString(), values: JSON.parse(text) }),
        );
      } catch {
        // A full or refused storage only loses the browser copy; the form itself is intact.
      }
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [checked, offer, saved, dirty, key, text]);

  const restore = useCallback((): T | null => {
    const values = offer?.values ?? null;
    setOffer(null);
    return values;
  }, [offer]);
  const discard = useCallback(() => {
    forget(key);
    setOffer(null);
  }, [key]);

  return { offer, restore, discard };
}

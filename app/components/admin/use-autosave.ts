import { useCallback, useEffect, useRef, useState } from "react";
import { canonicalJson, draftDiffers, draftIsOlder, type KeptDraft } from "~/lib/editor-drafts";
import { EDITING_HEARTBEAT_MS, type EditingKind } from "~/lib/editor-presence";
import { postEditing } from "./use-editing-presence";

export type { KeptDraft };

/** An existing item's server draft: where to keep it, and the one the loader found (if any). */
export interface ServerDraftOptions<T> {
  kind: EditingKind;
  id: number;
  draft: KeptDraft<T> | null;
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
      ? {
          savedAt: kept.savedAt,
          values: kept.values,
          baseVersion: typeof kept.baseVersion === "string" ? kept.baseVersion : null,
          base: kept.base && typeof kept.base === "object" ? kept.base : null,
        }
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

/** A kept copy that holds something the item loaded does not, and something of its own (not only its base). */
function worthOffering<T extends object>(loaded: T, kept: KeptDraft<T>): boolean {
  return draftDiffers(loaded, kept.values) && (!kept.base || draftDiffers(kept.base, kept.values));
}

/** Of two kept copies, the one kept last. */
function newer<T>(a: KeptDraft<T> | null, b: KeptDraft<T> | null): KeptDraft<T> | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a;
}

/**
 * Keeps an editor's unsaved form in the browser and, for an existing item, on the server,
 * and offers it back.
 *
 * While `dirty`, the values are written to localStorage under `key` (debounced); once `saved`
 * (or back to the loaded values), the entry is removed. With `server`, every 30 s the values are
 * sent as this admin's server draft of the item when they changed since the last one sent (the
 * save removes it on the server; a form back to the loaded values discards it). On opening, the
 * newer of the local copy and the server draft that differs from `loaded` (the item as the server
 * sent it) is offered: `restore` hands it over, `discard` forgets both. Until the editor decides,
 * nothing is written, so the kept copies are not overwritten by the first keystrokes.
 *
 * Every copy records `version`, the item's version the form was opened over, and the
 * form's values as loaded from it, its `base`: an offer typed over an older version
 * than the one loaded is `older` (someone saved since), and the editor merges it with the version
 * loaded over that base instead of a plain restore. An older copy that changed nothing of its base
 * holds nothing of the editor's own: it is not offered.
 */
export function useAutosave<T extends object>({
  key,
  loaded,
  version = null,
  values,
  dirty,
  saved,
  server,
}: {
  key: string;
  loaded: T;
  /** The item's version as the editor opened it (null for a new item). */
  version?: string | null;
  values: T;
  dirty: boolean;
  saved: boolean;
  server?: ServerDraftOptions<T> | null;
}) {
  const [offer, setOffer] = useState<KeptDraft<T> | null>(null);
  const [checked, setChecked] = useState(false);
  // The editor left, giving its changes up: nothing more is kept.
  const [left, setLeft] = useState(false);
  const loadedRef = useRef(loaded);
  // The server draft as the editor opened with it; read once, like localStorage.
  const serverDraft = useRef(server?.draft ?? null);
  // What was last sent as the server draft (canonical JSON), or null when none is kept.
  const lastSent = useRef<string | null>(null);

  // Read once in the browser: the server render never sees localStorage.
  useEffect(() => {
    const kept = readDraft<T>(key);
    const local = kept && worthOffering(loadedRef.current, kept) ? kept : null;
    if (kept && !local) forget(key);
    const remote = serverDraft.current;
    setOffer(newer(local, remote && worthOffering(loadedRef.current, remote) ? remote : null));
    setChecked(true);
  }, [key]);

  const text = JSON.stringify(values);
  useEffect(() => {
    if (!checked || left) return;
    // Saved, or back to the loaded values: nothing left to keep.
    if (saved || (!dirty && !offer)) {
      forget(key);
      return;
    }
    if (offer) return;
    const timer = window.setTimeout(() => {
      try {
        const draft: KeptDraft<T> = {
          savedAt: new Date().toISOString(),
          values: JSON.parse(text),
          baseVersion: version,
          base: loadedRef.current,
        };
        window.localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // A full or refused storage only loses the browser copy; the form itself is intact.
      }
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [checked, left, offer, saved, dirty, key, text, version]);

  // The server draft: the latest form, looked at every 30 s (the presence heartbeat's rhythm).
  const latest = useRef({ values, dirty, saved, waiting: !checked || offer !== null });
  latest.current = { values, dirty, saved, waiting: !checked || offer !== null || left };
  const serverKind = server?.kind;
  const serverId = server?.id;
  const versionRef = useRef(version);
  versionRef.current = version;
  useEffect(() => {
    if (!serverKind || !serverId) return;
    const timer = window.setInterval(() => {
      const now = latest.current;
      if (now.waiting || now.saved) return;
      if (now.dirty) {
        const text = canonicalJson(now.values);
        if (text === lastSent.current) return;
        // Not sent again until it changes, even if refused: the browser's copy still has it.
        lastSent.current = text;
        void postEditing("draft", serverKind, serverId, {
          draft: text,
          version: versionRef.current ?? undefined,
          base: canonicalJson(loadedRef.current),
        }).catch(() => undefined);
      } else if (lastSent.current !== null) {
        // Back to the saved values: the draft kept before is no longer anything to offer.
        lastSent.current = null;
        void postEditing("discard", serverKind, serverId).catch(() => undefined);
      }
    }, EDITING_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [serverKind, serverId]);

  const older = offer !== null && draftIsOlder(offer, version);

  const forgetServerDraft = useCallback(() => {
    if (serverDraft.current && serverKind && serverId) {
      serverDraft.current = null;
      void postEditing("discard", serverKind, serverId).catch(() => undefined);
    }
  }, [serverKind, serverId]);

  /**
   * Hands the offer over. An older one is used up: the editor applies some of its fields to the
   * version loaded, so the kept copies go and the next ones are typed over the version loaded.
   */
  const restore = useCallback((): T | null => {
    const values = offer?.values ?? null;
    if (older) {
      forget(key);
      forgetServerDraft();
      lastSent.current = null;
    } else if (offer && offer === serverDraft.current) {
      // The server draft restored is the one kept: nothing to send until the form changes again.
      lastSent.current = canonicalJson({ ...loadedRef.current, ...offer.values });
    }
    setOffer(null);
    return values;
  }, [offer, older, key, forgetServerDraft]);
  const discard = useCallback(() => {
    forget(key);
    setOffer(null);
    forgetServerDraft();
  }, [key, forgetServerDraft]);

  /** The editor left without saving: the kept copies go, and nothing is kept again on the way out. */
  const leave = useCallback(() => {
    setLeft(true);
    forget(key);
    setOffer(null);
    // A server draft sent from here, or the one found on opening, goes too (sent as the page goes).
    if ((lastSent.current !== null || serverDraft.current) && serverKind && serverId) {
      lastSent.current = null;
      serverDraft.current = null;
      void postEditing("discard", serverKind, serverId, { keepalive: true }).catch(() => undefined);
    }
  }, [key, serverKind, serverId]);

  /** Whether the copies are being kept now: the offer decided, the editor still here. */
  const keeping = checked && offer === null && !left;

  return { offer, older, restore, discard, leave, keeping };
}

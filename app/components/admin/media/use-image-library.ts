import { useCallback, useEffect, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { MediaItem } from "~/lib/media";

export const LIBRARY_ENDPOINT = "/admin/api/images";
export const COPIED_RESET_MS = 2000;

export type LoadState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: MediaItem[] };

/** The library's state: the search, the loaded images, and the copy and delete actions on them. */
export function useImageLibrary() {
  const t = useMessages(mediaMessages);
  const [query, setQuery] = useState("");
  const [onlyUnused, setOnlyUnused] = useState(false);
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async (q: string, unused: boolean, signal: AbortSignal) => {
    setState({ status: "loading" });
    try {
      const params = new URLSearchParams({ q });
      if (unused) params.set("unused", "1");
      const response = await fetch(`${LIBRARY_ENDPOINT}?${params}`, { signal });
      const body = (await response.json().catch(() => null)) as { images?: MediaItem[]; error?: string } | null;
      if (!response.ok || !body?.images) throw new Error(body?.error ?? "");
      setState({ status: "ready", items: body.images });
    } catch (error) {
      if (signal.aborted) return;
      setState({ status: "error", message: (error as Error).message });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on retry
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => void load(query, onlyUnused, controller.signal), query ? 250 : 0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, onlyUnused, load, attempt]);

  useEffect(() => {
    if (copiedId === null) return;
    const timer = window.setTimeout(() => setCopiedId(null), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copiedId]);

  async function copy(item: MediaItem) {
    const absolute = new URL(item.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(absolute);
      setCopiedId(item.id);
    } catch {
      window.prompt(t.copyUrl, absolute);
    }
  }

  async function remove(item: MediaItem) {
    // The server refuses too; this only spares the editor a confirmation that cannot succeed.
    if (item.usages.length > 0) {
      setDeleteError(t.deleteInUse(item.usages));
      return;
    }
    if (!window.confirm(t.deleteConfirm(item.name))) return;
    setDeleteError(null);
    const body = new FormData();
    body.set("intent", "delete");
    body.set("id", String(item.id));
    const response = await fetch(LIBRARY_ENDPOINT, { method: "POST", body }).catch(() => null);
    if (!response?.ok) {
      const answer = (await response?.json().catch(() => null)) as { error?: string } | null;
      setDeleteError(answer?.error ?? t.deleteFailed);
      return;
    }
    setState((current) =>
      current.status === "ready" ? { status: "ready", items: current.items.filter((i) => i.id !== item.id) } : current,
    );
  }

  return {
    query,
    setQuery,
    onlyUnused,
    setOnlyUnused,
    state,
    copiedId,
    deleteError,
    retry: () => setAttempt((n) => n + 1),
    copy,
    remove,
  };
}

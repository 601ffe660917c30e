import { useCallback, useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { MediaItem } from "~/lib/media";

export const LIBRARY_ENDPOINT = "/admin/api/images";
export const COPIED_RESET_MS = 2000;

type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; items: MediaItem[] };

/** The stored images: search, grid or list, copy a URL, delete, and (when `onSelect` is given) pick one. */
export function ImageLibrary({ onSelect }: { onSelect?: (image: MediaItem) => void }) {
  const t = useMessages(mediaMessages);
  const [query, setQuery] = useState("");
  const [view, setView] = useState<"grid" | "list">("grid");
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [onlyUnused, setOnlyUnused] = useState(false);

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

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex-1">
          <span className="sr-only">{t.search}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.searchPlaceholder}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={onlyUnused} onChange={(event) => setOnlyUnused(event.target.checked)} />
          {t.onlyUnused}
        </label>
        <div className="flex rounded-lg border border-slate-300 p-0.5">
          {(["grid", "list"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === mode ? "bg-primary text-white" : "text-slate-600"}`}
            >
              {mode === "grid" ? t.gridView : t.listView}
            </button>
          ))}
        </div>
      </div>

      {deleteError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {deleteError}
        </p>
      )}

      {state.status === "loading" && (
        <p role="status" className="py-8 text-center text-sm text-slate-500">
          {t.loading}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-center">
          <p className="font-semibold text-red-800">{t.loadErrorTitle}</p>
          <p className="mt-1 text-sm text-red-700">{state.message || t.loadErrorFallback}</p>
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="mt-3 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white"
          >
            {t.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && state.items.length === 0 && (
        <p className="py-8 text-center text-sm text-slate-500">{query ? t.noMatch : t.empty}</p>
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <>
          <p className="text-xs text-slate-500">{t.count(state.items.length)}</p>
          <ul
            className={
              view === "grid" ? "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" : "divide-y divide-slate-200"
            }
          >
            {state.items.map((item) => (
              <li
                key={item.id}
                className={
                  view === "grid"
                    ? "overflow-hidden rounded-lg border border-slate-200"
                    : "flex items-center gap-3 py-2"
                }
              >
                <img
                  src={item.thumbnailUrl}
                  alt={item.alt || item.name}
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  loading="lazy"
                  className={
                    view === "grid"
                      ? "aspect-square w-full bg-slate-100 object-cover"
                      : "h-12 w-12 rounded bg-slate-100 object-cover"
                  }
                />
                <div
                  className={
                    view === "grid" ? "min-w-0 space-y-2 p-2" : "flex min-w-0 flex-1 flex-wrap items-center gap-2"
                  }
                >
                  <p className="max-w-full truncate text-xs font-medium text-slate-700" title={item.name}>
                    {item.name}
                  </p>
                  <ImageUsages usages={item.usages} />
                  {view === "list" && (
                    <p className="text-xs text-slate-500">
                      {t.size(item.size)}
                      {item.width && item.height ? ` · ${item.width}×${item.height}` : ""}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-1">
                    {onSelect && (
                      <button
                        type="button"
                        onClick={() => onSelect(item)}
                        className={buttonClass({ size: "sm", className: "text-xs" })}
                        aria-label={`${t.select}: ${item.name}`}
                      >
                        {t.select}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => void copy(item)}
                      className="rounded border border-slate-300 px-2 py-1 text-xs"
                      aria-label={`${t.copyUrl}: ${item.name}`}
                    >
                      {copiedId === item.id ? t.copied : t.copyUrl}
                    </button>
                    <button
                      type="button"
                      onClick={() => void remove(item)}
                      className="rounded border border-red-200 px-2 py-1 text-xs text-red-700"
                      aria-label={`${t.delete}: ${item.name}`}
                    >
                      {t.delete}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** 'Đang dùng ở 3 sản phẩm' with a link to each use, or 'Chưa dùng ở đâu'. */
function ImageUsages({ usages }: { usages: MediaItem["usages"] }) {
  const t = useMessages(mediaMessages);
  if (usages.length === 0) return <p className="text-xs text-slate-500">{t.unused}</p>;
  return (
    <details className="max-w-full text-xs text-amber-800">
      <summary className="cursor-pointer">{t.inUse(usages)}</summary>
      <ul className="mt-1 space-y-0.5">
        {usages.map((usage) => (
          <li key={`${usage.kind}-${usage.id}`} className="truncate">
            {usage.href ? (
              <a href={usage.href} className="underline">
                {usage.label || t.settingsUsage}
              </a>
            ) : (
              usage.label || t.settingsUsage
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

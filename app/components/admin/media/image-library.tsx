import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";
import type { MediaItem } from "~/lib/media";
import { ImageUsages } from "./image-usages";
import { useImageLibrary } from "./use-image-library";

type View = "grid" | "list";

/** The stored images: search, grid or list, copy a URL, delete, and (when `onSelect` is given) pick one. */
export function ImageLibrary({ onSelect }: { onSelect?: (image: MediaItem) => void }) {
  const t = useMessages(mediaMessages);
  const [view, setView] = useState<View>("grid");
  const library = useImageLibrary();
  const { query, state, deleteError } = library;

  return (
    <div className="space-y-4">
      <LibraryToolbar library={library} view={view} onView={setView} />

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
            onClick={library.retry}
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
          {library.onlyUnused && <p className="text-xs text-slate-600">{t.orphanRule}</p>}
          <ul
            className={
              view === "grid" ? "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" : "divide-y divide-slate-200"
            }
          >
            {state.items.map((item) => (
              <LibraryEntry
                key={item.id}
                item={item}
                view={view}
                copied={library.copiedId === item.id}
                onSelect={onSelect}
                onCopy={() => void library.copy(item)}
                onRemove={() => void library.remove(item)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The search box, the unused-only filter and the grid/list switch. */
function LibraryToolbar({
  library,
  view,
  onView,
}: {
  library: ReturnType<typeof useImageLibrary>;
  view: View;
  onView: (view: View) => void;
}) {
  const t = useMessages(mediaMessages);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex-1">
        <span className="sr-only">{t.search}</span>
        <input
          type="search"
          value={library.query}
          onChange={(event) => library.setQuery(event.target.value)}
          placeholder={t.searchPlaceholder}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={library.onlyUnused}
          onChange={(event) => library.setOnlyUnused(event.target.checked)}
        />
        {t.onlyUnused}
      </label>
      <div className="flex rounded-lg border border-slate-300 p-0.5">
        {(["grid", "list"] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => onView(mode)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === mode ? "bg-primary text-white" : "text-slate-600"}`}
          >
            {mode === "grid" ? t.gridView : t.listView}
          </button>
        ))}
      </div>
    </div>
  );
}

/** One stored image: its thumbnail, name, uses, size (in the list) and actions. */
function LibraryEntry({
  item,
  view,
  copied,
  onSelect,
  onCopy,
  onRemove,
}: {
  item: MediaItem;
  view: View;
  copied: boolean;
  onSelect?: (image: MediaItem) => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const t = useMessages(mediaMessages);
  return (
    <li
      className={
        view === "grid" ? "overflow-hidden rounded-lg border border-slate-200" : "flex items-center gap-3 py-2"
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
      <div className={view === "grid" ? "min-w-0 space-y-2 p-2" : "flex min-w-0 flex-1 flex-wrap items-center gap-2"}>
        <p className="max-w-full truncate text-xs font-medium text-slate-700" title={item.name}>
          {item.name}
        </p>
        <ImageUsages item={item} />
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
            onClick={onCopy}
            className="rounded border border-slate-300 px-2 py-1 text-xs"
            aria-label={`${t.copyUrl}: ${item.name}`}
          >
            {copied ? t.copied : t.copyUrl}
          </button>
          <button
            type="button"
            onClick={onRemove}
            className="rounded border border-red-200 px-2 py-1 text-xs text-red-700"
            aria-label={`${t.delete}: ${item.name}`}
          >
            {t.delete}
          </button>
        </div>
      </div>
    </li>
  );
}

import { useEffect, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as mediaMessages } from "~/i18n/messages/media";

/** The image chosen: its thumbnail (a placeholder when it does not load), its address, and remove. */
export function ChosenImage({ value, onRemove }: { value: string; onRemove: () => void }) {
  const t = useMessages(mediaMessages);
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value gets a new chance to load
  useEffect(() => setBroken(false), [value]);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-2">
      {broken ? (
        <div className="flex h-24 w-32 items-center justify-center rounded bg-slate-100 text-xs text-slate-400">
          {t.preview}
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError only swaps in a placeholder
        <img
          src={value}
          alt={t.preview}
          className="h-24 w-32 rounded bg-slate-100 object-cover"
          onError={() => setBroken(true)}
        />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="truncate text-xs text-slate-500" title={value}>
          {value}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="rounded border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700"
        >
          {t.remove}
        </button>
      </div>
    </div>
  );
}

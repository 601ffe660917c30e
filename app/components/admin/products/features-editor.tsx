import { useState } from "react";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { Feature } from "~/lib/content-types";
import { moveAndRenumber, newEntryId, nextOrder } from "~/lib/ordered-list";
import { SortableList } from "./sortable-list";

const input = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** Highlighted features: add, edit, remove and drag-sort; Vietnamese text required, English optional. */
export function FeaturesEditor({ value, onChange }: { value: Feature[]; onChange: (features: Feature[]) => void }) {
  const t = useMessages(adminProductsMessages);
  const [text, setText] = useState("");
  const [textEn, setTextEn] = useState("");

  function add() {
    if (!text.trim()) return;
    onChange([
      ...value,
      { id: newEntryId("feature"), text: text.trim(), textEn: textEn.trim(), order: nextOrder(value) },
    ]);
    setText("");
    setTextEn("");
  }

  const update = (id: string, patch: Partial<Feature>) =>
    onChange(value.map((feature) => (feature.id === id ? { ...feature, ...patch } : feature)));

  return (
    <div className="space-y-3">
      <SortableList
        items={value}
        getId={(feature) => feature.id}
        handleLabel={(feature) => t.dragHandle(feature.text)}
        itemName={(feature) => `“${feature.text}”`}
        onMove={(from, to) => onChange(moveAndRenumber(value, from, to))}
        renderItem={(feature, handle) => (
          <div className="flex items-start gap-2">
            {handle}
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              <label>
                <span className="sr-only">{t.featureText}</span>
                <input
                  className={input}
                  value={feature.text}
                  aria-invalid={feature.text.trim() ? undefined : true}
                  onChange={(event) => update(feature.id, { text: event.target.value })}
                />
              </label>
              <label>
                <span className="sr-only">{t.featureTextEn}</span>
                <input
                  className={input}
                  value={feature.textEn}
                  placeholder="English"
                  onChange={(event) => update(feature.id, { textEn: event.target.value })}
                />
              </label>
            </div>
            <button
              type="button"
              onClick={() => onChange(value.filter((f) => f.id !== feature.id))}
              className="rounded px-2 py-2 text-sm text-red-600 hover:bg-red-50"
              aria-label={`${t.remove}: ${feature.text}`}
            >
              {t.remove}
            </button>
          </div>
        )}
      />
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <label>
          <span className="sr-only">{t.featureText}</span>
          <input
            className={input}
            placeholder={t.featureText}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </label>
        <label>
          <span className="sr-only">{t.featureTextEn}</span>
          <input
            className={input}
            placeholder={t.featureTextEn}
            value={textEn}
            onChange={(event) => setTextEn(event.target.value)}
          />
        </label>
        <button
          type="button"
          onClick={add}
          disabled={!text.trim()}
          className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-40"
        >
          {t.addFeature}
        </button>
      </div>
    </div>
  );
}

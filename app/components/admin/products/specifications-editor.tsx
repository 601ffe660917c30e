import { useState } from "react";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { Specification } from "~/lib/content-types";
import { moveAndRenumber, newEntryId, nextOrder } from "~/lib/ordered-list";
import { SortableList } from "./sortable-list";

const input = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** A specification with a form-only id (for sorting). */
export type SpecificationEntry = Specification & { uid: string };

export function withUids(specifications: Specification[]): SpecificationEntry[] {
  return specifications.map((spec) => ({ ...spec, uid: newEntryId("spec") }));
}

/** Technical specifications: key and value required (trimmed), English optional; drag-sorted. */
export function SpecificationsEditor({
  value,
  onChange,
}: {
  value: SpecificationEntry[];
  onChange: (specifications: SpecificationEntry[]) => void;
}) {
  const t = useMessages(adminProductsMessages);
  const empty = { key: "", keyEn: "", value: "", valueEn: "" };
  const [draft, setDraft] = useState(empty);
  const canAdd = draft.key.trim() !== "" && draft.value.trim() !== "";

  function add() {
    if (!canAdd) return;
    onChange([
      ...value,
      {
        uid: newEntryId("spec"),
        key: draft.key.trim(),
        keyEn: draft.keyEn.trim(),
        value: draft.value.trim(),
        valueEn: draft.valueEn.trim(),
        order: nextOrder(value),
      },
    ]);
    setDraft(empty);
  }

  const update = (uid: string, patch: Partial<Specification>) =>
    onChange(value.map((spec) => (spec.uid === uid ? { ...spec, ...patch } : spec)));

  const fields = [
    ["key", t.specKey],
    ["value", t.specValue],
    ["keyEn", t.specKeyEn],
    ["valueEn", t.specValueEn],
  ] as const;

  return (
    <div className="space-y-3">
      <SortableList
        items={value}
        getId={(spec) => spec.uid}
        handleLabel={(spec) => t.dragHandle(spec.key)}
        itemName={(spec) => `“${spec.key}”`}
        onMove={(from, to) => onChange(moveAndRenumber(value, from, to))}
        renderItem={(spec, handle) => (
          <div className="flex items-start gap-2">
            {handle}
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              {fields.map(([field, label]) => (
                <label key={field}>
                  <span className="sr-only">{label}</span>
                  <input
                    className={input}
                    value={spec[field]}
                    placeholder={label}
                    aria-invalid={(field === "key" || field === "value") && !spec[field].trim() ? true : undefined}
                    onChange={(event) => update(spec.uid, { [field]: event.target.value })}
                  />
                </label>
              ))}
            </div>
            <button
              type="button"
              onClick={() => onChange(value.filter((s) => s.uid !== spec.uid))}
              className="rounded px-2 py-2 text-sm text-red-600 hover:bg-red-50"
              aria-label={`${t.remove}: ${spec.key}`}
            >
              {t.remove}
            </button>
          </div>
        )}
      />
      <div className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
        {fields.map(([field, label]) => (
          <label key={field}>
            <span className="sr-only">{label}</span>
            <input
              className={input}
              placeholder={label}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
          </label>
        ))}
        <button
          type="button"
          onClick={add}
          disabled={!canAdd}
          className="rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-40 sm:col-span-2 sm:justify-self-end"
        >
          {t.addSpec}
        </button>
      </div>
    </div>
  );
}

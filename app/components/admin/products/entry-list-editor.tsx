import { useState } from "react";
import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { newEntryId, nextOrder } from "~/lib/ordered-list";
import type { ListField } from "../form/use-schema-form";
import { SortableList } from "./sortable-list";

/** One text column of an entry: its label (read out, and the placeholder where it helps). */
export interface EntryField<K extends string> {
  key: K;
  label: string;
  /** The entry cannot be added, and is marked invalid, while this is blank. */
  required?: boolean;
}

/**
 * A drag-sorted list of entries made of a few text columns (a product's features, its
 * specifications): edit in place, remove, and add from a row of blank fields (Enter adds too).
 * Entries are trimmed when added; required columns must not be blank. The entries are a list
 * field of the form layer: every change goes through its operations. An entry is called by its
 * first column, and a new one gets a fresh id under `idKey`.
 */
export function EntryListEditor<
  K extends string,
  I extends string,
  T extends Record<K | I, string> & { order: number },
>({
  path,
  value,
  list,
  errorAt,
  fields,
  idKey,
  addLabel,
}: {
  /** The list's path in the form ("features"): its entries' errors are at `path.index.column`. */
  path: string;
  value: T[];
  list: ListField<T>;
  /** The form's error at a path (a text too long), if any. */
  errorAt?: (path: string) => string | undefined;
  fields: readonly [EntryField<K>, ...EntryField<K>[]];
  idKey: I;
  addLabel: string;
}) {
  const getId = (entry: T) => entry[idKey];
  const nameOf = (entry: T) => entry[fields[0].key];
  const t = useMessages(adminProductsMessages);
  const blank = Object.fromEntries(fields.map((field) => [field.key, ""])) as Record<K, string>;
  const [draft, setDraft] = useState(blank);
  const missing = (entry: Record<K, string>, field: EntryField<K>) =>
    field.required === true && !entry[field.key].trim();
  const canAdd = !fields.some((field) => missing(draft, field));

  function add() {
    if (!canAdd) return;
    const trimmed = Object.fromEntries(fields.map((field) => [field.key, draft[field.key].trim()])) as Record<
      K,
      string
    >;
    list.insert({ [idKey]: newEntryId(path), ...trimmed, order: nextOrder(value) } as T);
    setDraft(blank);
  }

  return (
    <div className="space-y-3">
      <SortableList
        items={value}
        getId={getId}
        handleLabel={(entry) => t.dragHandle(nameOf(entry))}
        itemName={(entry) => `“${nameOf(entry)}”`}
        onMove={list.move}
        renderItem={(entry, handle) => (
          <div className="flex items-start gap-2">
            {handle}
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              {fields.map((field) => (
                <label key={field.key}>
                  <span className="sr-only">{field.label}</span>
                  <input
                    className={inputClass}
                    value={entry[field.key]}
                    // The required columns always hold text; the optional ones say what they are for.
                    placeholder={field.required ? undefined : field.label}
                    aria-invalid={
                      missing(entry, field) || errorAt?.(`${path}.${value.indexOf(entry)}.${field.key}`)
                        ? true
                        : undefined
                    }
                    onChange={(event) =>
                      list.replace(value.indexOf(entry), { ...entry, [field.key]: event.target.value })
                    }
                  />
                </label>
              ))}
            </div>
            <button
              type="button"
              onClick={() => list.remove(value.indexOf(entry))}
              className="rounded px-2 py-2 text-sm text-red-600 hover:bg-red-50"
              aria-label={`${t.remove}: ${nameOf(entry)}`}
            >
              {t.remove}
            </button>
          </div>
        )}
      />
      <div className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
        {fields.map((field) => (
          <label key={field.key}>
            <span className="sr-only">{field.label}</span>
            <input
              className={inputClass}
              placeholder={field.label}
              value={draft[field.key]}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
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
          {addLabel}
        </button>
      </div>
    </div>
  );
}

import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import { moveAndRenumber, newEntryId } from "~/lib/ordered-list";
import { partnerProductsPath } from "~/lib/partners";
import { listSchema } from "~/lib/settings/schema";
import { emptyEntry, type ListSection } from "~/lib/settings/sections";
import { Icon } from "../icons";
import { SortableList } from "../products/sortable-list";
import { SaveBar } from "./save-bar";
import { fieldId, SettingsFieldInput } from "./settings-field";
import { useSettingsForm } from "./use-settings-form";

type Entry = Record<string, unknown> & { id: string | number };

/** A fresh id: hero slides are numbered, other entries get a random one. */
function freshId(section: ListSection, entries: Entry[]): string | number {
  if (section.column !== "heroSlides") return newEntryId(section.slug);
  return Math.max(0, ...entries.map((entry) => Number(entry.id) || 0)) + 1;
}

/** Moves without the renumbering of ordered lists: the entries' order is their place. */
function move(entries: Entry[], from: number, to: number): Entry[] {
  return moveAndRenumber(
    entries.map((entry) => ({ entry, order: 0 })),
    from,
    to,
  ).map(({ entry }) => entry);
}

/**
 * A list section of the settings: entries folded to their name, opened to edit, added, removed,
 * and sorted by dragging their handle (pointer or keyboard), saved as a whole.
 */
export function ListEditor({ section, initial }: { section: ListSection; initial: Entry[] }) {
  const t = useMessages(settingsMessages);
  const form = useSettingsForm(initial, listSchema(section));
  const entries = form.values;
  const [open, setOpen] = useState<Set<string>>(new Set());
  const nameOf = (entry: Entry) => String(entry[section.nameField] ?? "").trim() || t.untitled;

  const update = (id: string | number, key: string, value: unknown) =>
    form.setValues((list) => list.map((entry) => (entry.id === id ? { ...entry, [key]: value } : entry)));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  function add() {
    const entry = emptyEntry(section, freshId(section, entries)) as Entry;
    form.setValues((list) => [...list, entry]);
    setOpen((current) => new Set(current).add(String(entry.id)));
    const first = section.fields.find((field) => field.kind !== "image") ?? section.fields[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(`${entries.length}.${first.key}`))?.focus());
  }

  return (
    <form onSubmit={form.submit} noValidate aria-busy={form.saving} className="space-y-4">
      {entries.length === 0 ? <p className="text-slate-600">{t.empty}</p> : null}
      <SortableList
        items={entries}
        getId={(entry) => String(entry.id)}
        handleLabel={(entry) => t.dragHandle(nameOf(entry))}
        itemName={(entry) => `“${nameOf(entry)}”`}
        onMove={(from, to) => form.setValues((list) => move(list, from, to))}
        renderItem={(entry, handle) => {
          const index = entries.indexOf(entry);
          const key = String(entry.id);
          const hasError = Object.keys(form.errors).some((path) => path.startsWith(`${index}.`));
          const expanded = open.has(key) || hasError;
          const bodyId = `settings-entry-${key}`;
          return (
            <div>
              <div className="flex items-center gap-2">
                {handle}
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => toggle(key)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded px-2 py-1.5 text-left font-semibold text-slate-900 hover:bg-slate-50"
                >
                  <span className="truncate">{t.itemHeading(index + 1, nameOf(entry))}</span>
                  {hasError ? <span className="text-sm font-normal text-red-600">!</span> : null}
                </button>
                <button
                  type="button"
                  onClick={() => form.setValues((list) => list.filter((e) => e.id !== entry.id))}
                  className="rounded px-2 py-1.5 text-sm text-red-600 hover:bg-red-50"
                  aria-label={t.removeItem(nameOf(entry))}
                >
                  <Icon name="trash" className="h-4 w-4" />
                </button>
              </div>
              {expanded ? (
                <div id={bodyId} className="grid gap-4 border-t border-slate-100 p-3 sm:grid-cols-2">
                  {section.fields.map((field) => (
                    <SettingsFieldInput
                      key={field.key}
                      field={field}
                      prefix={`${index}.`}
                      values={entry}
                      errors={form.errors}
                      folder={section.slug === "partners" ? "partners" : "settings"}
                      onChange={(fieldKey, value) => update(entry.id, fieldKey, value)}
                    />
                  ))}
                  {section.column === "partners" && String(entry.name ?? "").trim() ? (
                    <p className="text-sm text-slate-500 sm:col-span-2">
                      {t.help.partnerLink(partnerProductsPath(String(entry.name)))}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        }}
      />
      {form.errors.form ? <p className="text-sm text-red-600">{form.errors.form}</p> : null}
      <Card className="p-4">
        <button
          type="button"
          onClick={add}
          disabled={entries.length >= section.max}
          className={buttonClass({ variant: "outline" })}
        >
          <Icon name="plus" className="h-4 w-4" />
          {t.add[section.slug]}
        </button>
      </Card>
      <SaveBar saving={form.saving} answer={form.answer} publicPath={section.publicPath} />
    </form>
  );
}

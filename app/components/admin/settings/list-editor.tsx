import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import { newEntryId } from "~/lib/ordered-list";
import { listSchema } from "~/lib/settings/schema";
import { emptyEntry, type ListSection } from "~/lib/settings/sections";
import { fieldId } from "../form/use-schema-form";
import { Icon } from "../icons";
import { SortableList } from "../products/sortable-list";
import { type Entry, ListEntry } from "./list-entry";
import { SaveBar } from "./save-bar";
import { useSettingsForm } from "./settings-form";

/** A fresh id: hero slides are numbered, other entries get a random one. */
function freshId(section: ListSection, entries: Entry[]): string | number {
  if (section.column !== "heroSlides") return newEntryId(section.slug);
  return Math.max(0, ...entries.map((entry) => Number(entry.id) || 0)) + 1;
}

/**
 * A list section of the settings (slides, cards, partners, courses, jobs): entries folded to their
 * name, opened to edit, added, removed, and sorted by dragging their handle (pointer or keyboard),
 * through the form layer's list and saved as a whole (the schema reads the list itself).
 */
export function ListEditor({ section, initial }: { section: ListSection; initial: Entry[] }) {
  const t = useMessages(settingsMessages);
  const form = useSettingsForm({
    schema: listSchema(section),
    initial: { entries: initial },
    toBody: (values) => values.entries,
  });
  const entries = form.values.entries;
  const list = form.list("entries");
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const nameOf = (entry: Entry) => String(entry[section.nameField] ?? "").trim() || t.untitled;
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // An entry's field is edited by id on the current list: an image upload may answer after
  // other edits or a move.
  const edit = (id: Entry["id"], key: string, value: unknown) =>
    form.update((current) => ({
      entries: current.entries.map((entry) => (entry.id === id ? { ...entry, [key]: value } : entry)),
    }));

  function add() {
    const entry = emptyEntry(section, freshId(section, entries)) as Entry;
    list.insert(entry);
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
        onMove={list.move}
        renderItem={(entry, handle) => {
          const index = entries.indexOf(entry);
          const key = String(entry.id);
          const hasError = Object.keys(form.errors).some((path) => path.startsWith(`${index}.`));
          return (
            <ListEntry
              section={section}
              entry={entry}
              index={index}
              name={nameOf(entry)}
              handle={handle}
              expanded={open.has(key) || hasError}
              hasError={hasError}
              errors={form.errors}
              onToggle={() => toggle(key)}
              onRemove={() => list.remove(index)}
              onChange={(field, value) => edit(entry.id, field, value)}
            />
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

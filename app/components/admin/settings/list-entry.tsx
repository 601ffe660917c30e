import type { ReactNode } from "react";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import { partnerProductsPath } from "~/lib/partners";
import type { ListSection } from "~/lib/settings/sections";
import { Icon } from "../icons";
import { type FieldValue, SettingsFieldInput } from "./settings-field";

export type Entry = Record<string, unknown> & { id: string | number };

/** One entry of a settings list: folded to its name, opened to edit its fields, removed. */
export function ListEntry({
  section,
  entry,
  index,
  name,
  handle,
  expanded,
  hasError,
  errors,
  onToggle,
  onRemove,
  onChange,
}: {
  section: ListSection;
  entry: Entry;
  index: number;
  /** The entry's name as shown (or "untitled"). */
  name: string;
  /** The drag handle. */
  handle: ReactNode;
  expanded: boolean;
  /** Some field of the entry is in error (the heading shows a mark). */
  hasError: boolean;
  /** The form's errors by path; this entry's are under `${index}.`. */
  errors: Record<string, string>;
  onToggle: () => void;
  onRemove: () => void;
  onChange: (key: string, value: FieldValue) => void;
}) {
  const t = useMessages(settingsMessages);
  const bodyId = `settings-entry-${entry.id}`;
  return (
    <div>
      <div className="flex items-center gap-2">
        {handle}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded px-2 py-1.5 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span className="truncate">{t.itemHeading(index + 1, name)}</span>
          {hasError ? <span className="text-sm font-normal text-red-600">!</span> : null}
        </button>
        <button
          type="button"
          onClick={onRemove}
          className="rounded px-2 py-1.5 text-sm text-red-600 hover:bg-red-50"
          aria-label={t.removeItem(name)}
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
              errors={errors}
              folder={section.slug === "partners" ? "partners" : "settings"}
              onChange={onChange}
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
}

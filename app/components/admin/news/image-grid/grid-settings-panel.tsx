import { useId } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import type { GridSettings } from "~/lib/image-grid/settings";
import { GRID_TEMPLATE_IDS, GRID_TEMPLATES, type GridTemplateId } from "~/lib/image-grid/templates";
import { GridStyleSettings } from "./grid-style-settings";

interface GridSettingsPanelProps {
  settings: GridSettings;
  disabled: boolean;
  onChange: (settings: GridSettings) => void;
}

/** The template chooser, the columns/gap/style settings and the caption. */
export function GridSettingsPanel({ settings, disabled, onChange }: GridSettingsPanelProps) {
  const t = useMessages(messages);
  const id = useId();
  const set = (patch: Partial<GridSettings>) => onChange({ ...settings, ...patch });

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="text-sm font-semibold text-slate-700">{t.templatesHeading}</legend>
        <div className="grid grid-cols-2 gap-2">
          {GRID_TEMPLATE_IDS.map((template) => (
            <TemplateOption
              key={template}
              template={template}
              checked={settings.template === template}
              name={`${id}-template`}
              onSelect={() => set({ template })}
            />
          ))}
        </div>
      </fieldset>
      <GridStyleSettings settings={settings} disabled={disabled} onChange={onChange} />
    </div>
  );
}

function TemplateOption({
  template,
  checked,
  name,
  onSelect,
}: {
  template: GridTemplateId;
  checked: boolean;
  name: string;
  onSelect: () => void;
}) {
  const t = useMessages(messages);
  const { minImages, maxImages } = GRID_TEMPLATES[template];
  const limit = maxImages === undefined ? t.templateLimit.min(minImages) : t.templateLimit.exact(maxImages);
  return (
    <label
      className={`flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
        checked ? "border-primary bg-primary-50 text-primary" : "border-slate-200 hover:border-slate-300"
      }`}
    >
      <input type="radio" name={name} value={template} checked={checked} onChange={onSelect} className="sr-only" />
      <span className="font-semibold">{t.templates[template]}</span>
      <span className="text-xs text-slate-500">{limit}</span>
    </label>
  );
}

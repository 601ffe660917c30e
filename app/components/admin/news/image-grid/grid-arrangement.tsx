import { type ReactNode, useMemo } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { gridProblemText, messages } from "~/i18n/messages/admin-grid";
import { computeGridLayout } from "~/lib/image-grid/layout";
import { type GridSettings, MAX_CAPTION_LENGTH } from "~/lib/image-grid/settings";
import type { GridProblem } from "~/lib/image-grid/templates";
import { type GridItem, GridPreview } from "./grid-preview";
import { GridSettingsPanel } from "./grid-settings-panel";

/** The chosen images arranged: the template's warning, the preview, the caption (and `children`: the alt) and the settings. */
export function GridArrangement({
  items,
  settings,
  problem,
  busy,
  generating,
  onSettings,
  onReorder,
  onRemove,
  onCrop,
  children,
}: {
  items: GridItem[];
  settings: GridSettings;
  problem: GridProblem | null;
  busy: boolean;
  generating: boolean;
  onSettings: (settings: GridSettings) => void;
  onReorder: (items: GridItem[]) => void;
  onRemove: (key: string) => void;
  onCrop: (key: string) => void;
  children?: ReactNode;
}) {
  const t = useMessages(messages);
  const layout = useMemo(
    () =>
      computeGridLayout(
        settings,
        items.map((item) => item.image),
      ),
    [settings, items],
  );
  const warning = problem ? gridProblemText(t, problem, settings.template) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-3">
        {warning && (
          <div
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
          >
            {warning.title && <p className="font-semibold">{warning.title}</p>}
            <p>{warning.text}</p>
          </div>
        )}
        <GridPreview
          items={items}
          layout={layout}
          style={settings.style}
          disabled={busy}
          onReorder={onReorder}
          onRemove={onRemove}
          onCrop={onCrop}
        />
        <Field label={t.captionLabel}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={settings.caption}
              maxLength={MAX_CAPTION_LENGTH}
              disabled={generating}
              placeholder={t.captionPlaceholder}
              onChange={(event) => onSettings({ ...settings, caption: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        {children}
      </div>
      <GridSettingsPanel settings={settings} disabled={generating} onChange={onSettings} />
    </div>
  );
}

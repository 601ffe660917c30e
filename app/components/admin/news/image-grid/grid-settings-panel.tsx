import { type ReactNode, useId } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import {
  BORDER_STYLES,
  BORDER_WIDTH_RANGE,
  CAPTION_SIZES,
  type CaptionSize,
  COLUMN_CHOICES,
  type Columns,
  GAP_RANGE,
  type GridSettings,
  type GridStyle,
  IMAGE_HEIGHTS,
  type ImageHeight,
  OBJECT_FITS,
  RADIUS_RANGE,
  SHADOWS,
} from "~/lib/image-grid/settings";
import { GRID_TEMPLATE_IDS, GRID_TEMPLATES, type GridTemplateId } from "~/lib/image-grid/templates";

interface GridSettingsPanelProps {
  settings: GridSettings;
  disabled: boolean;
  onChange: (settings: GridSettings) => void;
}

const field = "w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm disabled:bg-slate-100";

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The template chooser, the columns/gap/style settings and the caption. */
export function GridSettingsPanel({ settings, disabled, onChange }: GridSettingsPanelProps) {
  const t = useMessages(messages);
  const id = useId();
  const style = settings.style;
  const set = (patch: Partial<GridSettings>) => onChange({ ...settings, ...patch });
  const setStyle = (patch: Partial<GridStyle>) => onChange({ ...settings, style: { ...style, ...patch } });

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

      <fieldset className="space-y-3" disabled={disabled}>
        <legend className="text-sm font-semibold text-slate-700">{t.settingsHeading}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t.columns} htmlFor={`${id}-columns`}>
            <select
              id={`${id}-columns`}
              className={field}
              value={settings.columns}
              onChange={(event) => set({ columns: Number(event.target.value) as Columns })}
            >
              {COLUMN_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </Field>
          <Field label={`${t.gap}: ${settings.gap}`} htmlFor={`${id}-gap`}>
            <input
              id={`${id}-gap`}
              type="range"
              min={GAP_RANGE.min}
              max={GAP_RANGE.max}
              value={settings.gap}
              onChange={(event) => set({ gap: Number(event.target.value) })}
              className="w-full accent-primary"
            />
          </Field>
          <Field label={`${t.borderRadius}: ${style.borderRadius}`} htmlFor={`${id}-radius`}>
            <input
              id={`${id}-radius`}
              type="range"
              min={RADIUS_RANGE.min}
              max={RADIUS_RANGE.max}
              value={style.borderRadius}
              onChange={(event) => setStyle({ borderRadius: Number(event.target.value) })}
              className="w-full accent-primary"
            />
          </Field>
          <Field label={t.objectFit} htmlFor={`${id}-fit`}>
            <select
              id={`${id}-fit`}
              className={field}
              value={style.objectFit}
              onChange={(event) => setStyle({ objectFit: event.target.value as GridStyle["objectFit"] })}
            >
              {OBJECT_FITS.map((fit) => (
                <option key={fit} value={fit}>
                  {t.fits[fit]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t.border} htmlFor={`${id}-border`}>
            <select
              id={`${id}-border`}
              className={field}
              value={style.border}
              onChange={(event) => setStyle({ border: event.target.value as GridStyle["border"] })}
            >
              {BORDER_STYLES.map((border) => (
                <option key={border} value={border}>
                  {t.borders[border]}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label={t.borderColor} htmlFor={`${id}-border-color`}>
              <input
                id={`${id}-border-color`}
                type="color"
                value={style.borderColor}
                disabled={style.border === "none"}
                onChange={(event) => setStyle({ borderColor: event.target.value })}
                className="h-9 w-full cursor-pointer rounded-lg border border-slate-300 disabled:opacity-50"
              />
            </Field>
            <Field label={t.borderWidth} htmlFor={`${id}-border-width`}>
              <input
                id={`${id}-border-width`}
                type="number"
                min={BORDER_WIDTH_RANGE.min}
                max={BORDER_WIDTH_RANGE.max}
                value={style.borderWidth}
                disabled={style.border === "none"}
                onChange={(event) => {
                  const value = Math.round(Number(event.target.value));
                  if (value >= BORDER_WIDTH_RANGE.min && value <= BORDER_WIDTH_RANGE.max) {
                    setStyle({ borderWidth: value });
                  }
                }}
                className={field}
              />
            </Field>
          </div>
          <Field label={t.shadow} htmlFor={`${id}-shadow`}>
            <select
              id={`${id}-shadow`}
              className={field}
              value={style.shadow}
              onChange={(event) => setStyle({ shadow: event.target.value as GridStyle["shadow"] })}
            >
              {SHADOWS.map((shadow) => (
                <option key={shadow} value={shadow}>
                  {t.shadows[shadow]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t.imageHeight} htmlFor={`${id}-height`}>
            <select
              id={`${id}-height`}
              className={field}
              value={String(style.imageHeight)}
              onChange={(event) =>
                setStyle({
                  imageHeight: (event.target.value === "auto" ? "auto" : Number(event.target.value)) as ImageHeight,
                })
              }
            >
              {IMAGE_HEIGHTS.map((height) => (
                <option key={height} value={height}>
                  {height}px
                </option>
              ))}
              <option value="auto">{t.autoHeight}</option>
            </select>
          </Field>
          <Field label={t.captionSize} htmlFor={`${id}-caption-size`}>
            <select
              id={`${id}-caption-size`}
              className={field}
              value={style.captionSize}
              onChange={(event) => setStyle({ captionSize: Number(event.target.value) as CaptionSize })}
            >
              {CAPTION_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}px
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
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

import { type ReactNode, useId } from "react";
import { useMessages } from "~/i18n";
import { messages } from "~/i18n/messages/admin-grid";
import {
  BORDER_STYLES,
  BORDER_WIDTH_RANGE,
  CAPTION_SIZES,
  COLUMN_CHOICES,
  GAP_RANGE,
  type GridSettings,
  type GridStyle,
  IMAGE_HEIGHTS,
  type ImageHeight,
  OBJECT_FITS,
  RADIUS_RANGE,
  SHADOWS,
} from "~/lib/image-grid/settings";

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

/** A select of fixed choices; the option chosen comes back as its own typed value. */
function Choice<T extends string | number>({
  id,
  label,
  value,
  options,
  text,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select
        id={id}
        className={field}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}

const HEIGHT_CHOICES: readonly ImageHeight[] = [...IMAGE_HEIGHTS, "auto"];

/** The grid's columns and gap and its images' style: corners, fit, border, shadow, height, caption size. */
export function GridStyleSettings({
  settings,
  disabled,
  onChange,
}: {
  settings: GridSettings;
  disabled: boolean;
  onChange: (settings: GridSettings) => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  const style = settings.style;
  const set = (patch: Partial<GridSettings>) => onChange({ ...settings, ...patch });
  const setStyle = (patch: Partial<GridStyle>) => onChange({ ...settings, style: { ...style, ...patch } });

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-700">{t.settingsHeading}</legend>
      <div className="grid grid-cols-2 gap-3">
        <Choice
          id={`${id}-columns`}
          label={t.columns}
          value={settings.columns}
          options={COLUMN_CHOICES}
          text={String}
          onChange={(columns) => set({ columns })}
        />
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
        <Choice
          id={`${id}-fit`}
          label={t.objectFit}
          value={style.objectFit}
          options={OBJECT_FITS}
          text={(fit) => t.fits[fit]}
          onChange={(objectFit) => setStyle({ objectFit })}
        />
        <Choice
          id={`${id}-border`}
          label={t.border}
          value={style.border}
          options={BORDER_STYLES}
          text={(border) => t.borders[border]}
          onChange={(border) => setStyle({ border })}
        />
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
        <Choice
          id={`${id}-shadow`}
          label={t.shadow}
          value={style.shadow}
          options={SHADOWS}
          text={(shadow) => t.shadows[shadow]}
          onChange={(shadow) => setStyle({ shadow })}
        />
        <Choice
          id={`${id}-height`}
          label={t.imageHeight}
          value={style.imageHeight}
          options={HEIGHT_CHOICES}
          text={(height) => (height === "auto" ? t.autoHeight : `${height}px`)}
          onChange={(imageHeight) => setStyle({ imageHeight })}
        />
        <Choice
          id={`${id}-caption-size`}
          label={t.captionSize}
          value={style.captionSize}
          options={CAPTION_SIZES}
          text={(size) => `${size}px`}
          onChange={(captionSize) => setStyle({ captionSize })}
        />
      </div>
    </fieldset>
  );
}

import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import type { SettingsField } from "~/lib/settings/sections";
import { fieldId } from "../form/use-schema-form";
import { ImageUploader } from "../media/image-uploader";

export type FieldValue = string | number | boolean | string[];

function Input({
  path,
  label,
  help,
  kind,
  value,
  error,
  onChange,
}: {
  path: string;
  label: string;
  help?: string;
  kind: SettingsField["kind"];
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
}) {
  return (
    <Field id={fieldId(path)} label={label} hint={help} error={error}>
      {(control) => {
        if (kind === "textarea" || kind === "lines" || kind === "emails") {
          const text = Array.isArray(value) ? value.join("\n") : String(value);
          return (
            <textarea
              {...control}
              className={inputClass}
              rows={kind === "textarea" ? 3 : 4}
              value={text}
              spellCheck={kind === "emails" ? false : undefined}
              onChange={(event) => onChange(kind === "textarea" ? event.target.value : event.target.value.split("\n"))}
            />
          );
        }
        const type = kind === "email" ? "email" : kind === "map" || kind === "url" ? "url" : "text";
        return (
          <input
            {...control}
            className={inputClass}
            type={type}
            inputMode={kind === "year" || kind === "count" || kind === "months" ? "numeric" : undefined}
            autoComplete={kind === "taxCode" ? "off" : undefined}
            spellCheck={kind === "text" ? undefined : false}
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </Field>
  );
}

/** The help under an input of this kind, if it has one. */
function helpOf(t: typeof settingsMessages.vi, kind: SettingsField["kind"]): string | undefined {
  const byKind: Partial<Record<SettingsField["kind"], string>> = {
    emails: t.help.emails,
    months: t.help.months,
    map: t.help.map,
    href: t.help.href,
    url: t.help.zalo,
    count: t.help.count,
    taxCode: t.help.taxCode,
    lines: t.linesHelp,
  };
  return byKind[kind];
}

/**
 * One declared field of a settings form: its input (two, Vietnamese and English, when visitors
 * read it in both languages), help and errors. `prefix` places it in a list entry ("2.").
 */
export function SettingsFieldInput({
  field,
  prefix = "",
  values,
  errors,
  folder,
  onChange,
}: {
  field: SettingsField;
  prefix?: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** Storage folder of uploaded images. */
  folder: string;
  onChange: (key: string, value: FieldValue) => void;
}) {
  const t = useMessages(settingsMessages);
  const label = (t.fields as Record<string, string>)[field.key] ?? field.key;
  const path = `${prefix}${field.key}`;
  const current = (key: string): FieldValue => (values[key] as FieldValue | undefined) ?? "";

  if (field.kind === "image") {
    return (
      <div id={fieldId(path)} tabIndex={-1} className="sm:col-span-2">
        <ImageUploader
          label={label}
          value={String(current(field.key)) || null}
          onChange={(url) => onChange(field.key, url ?? "")}
          folder={folder}
        />
        {errors[path] ? <p className="mt-1 text-sm text-red-600">{errors[path]}</p> : null}
      </div>
    );
  }

  if (field.kind === "switch") {
    return (
      <label className="flex items-center gap-3 sm:col-span-2">
        <input
          id={fieldId(path)}
          type="checkbox"
          className="h-6 w-6 rounded border-slate-300 text-primary"
          checked={current(field.key) === true}
          onChange={(event) => onChange(field.key, event.target.checked)}
        />
        <span className="font-medium text-slate-800">{label}</span>
      </label>
    );
  }

  const help = field.key === "registration" ? t.help.registration : helpOf(t, field.kind);
  const wide = field.kind === "textarea" || field.kind === "lines" || field.kind === "map" || field.kind === "emails";
  if (!field.bilingual) {
    return (
      <div className={wide ? "sm:col-span-2" : undefined}>
        <Input
          path={path}
          label={label}
          help={help}
          kind={field.kind}
          value={current(field.key)}
          error={errors[path]}
          onChange={(value) => onChange(field.key, value)}
        />
      </div>
    );
  }
  const enKey = `${field.key}En`;
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <Input
        path={path}
        label={`${label} (${t.vietnamese})`}
        help={help}
        kind={field.kind}
        value={current(field.key)}
        error={errors[path]}
        onChange={(value) => onChange(field.key, value)}
      />
      <Input
        path={`${prefix}${enKey}`}
        label={`${label} (${t.english})`}
        help={t.englishFallback}
        kind={field.kind}
        value={current(enKey)}
        error={errors[`${prefix}${enKey}`]}
        onChange={(value) => onChange(enKey, value)}
      />
    </fieldset>
  );
}

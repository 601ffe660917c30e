import type { ReactNode } from "react";
import { Field, inputClass } from "~/components/ui/field";
import type { NewsFormField } from "~/lib/validation/news";

export const fieldId = (field: NewsFormField) => `news-${field}`;
export const errorId = (field: NewsFormField) => `${fieldId(field)}-error`;

/** A field's error, next to it. */
export function FieldError({ field, error }: { field: NewsFormField; error?: string }) {
  return error ? (
    <p id={errorId(field)} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

/** A labelled text box or area with its error, an optional hint and an optional n/max counter. */
export function TextField({
  field,
  label,
  value,
  onChange,
  onBlur,
  error,
  max,
  rows,
  hint,
  mono,
}: {
  field: NewsFormField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  max?: number;
  rows?: number;
  hint?: string;
  mono?: boolean;
}) {
  const counterId = `counter-${field}`;
  return (
    <Field
      id={fieldId(field)}
      label={label}
      hint={hint}
      error={error}
      describedBy={max !== undefined ? counterId : undefined}
      aside={
        max !== undefined && (
          <span
            id={counterId}
            className={`text-xs tabular-nums ${value.length > max ? "font-semibold text-red-600" : "text-slate-500"}`}
          >
            {value.length}/{max}
          </span>
        )
      }
    >
      {(control) => {
        const props = { ...control, value, onBlur, className: `${inputClass}${mono ? " font-mono" : ""}` };
        return rows ? (
          <textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...props} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </Field>
  );
}

/** The search-result preview of the SEO tab. */
export function SeoPreview({
  label,
  title,
  url,
  description,
}: {
  label: string;
  title: string;
  url: string;
  description: string;
}) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h3>
      <p className="mt-2 break-words text-lg text-blue-800">{title}</p>
      <p className="break-all text-sm text-emerald-700">{url}</p>
      <p className="mt-1 break-words text-sm text-slate-600">{description}</p>
    </section>
  );
}

export function Panel({ children }: { children: ReactNode }) {
  return <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">{children}</div>;
}

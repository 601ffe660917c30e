import type { ReactNode } from "react";
import { fieldId } from "../form/use-schema-form";

/** One titled part of the product form (a fieldset, its title the legend). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}

/** The id of a field's error, the one `form.describe(path)` points its control at. */
export const errorIdOf = (path: string) => `${fieldId(path)}-error`;

/** A field's error under its control, or nothing. */
export function FieldMessage({ path, error }: { path: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(path)} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  );
}

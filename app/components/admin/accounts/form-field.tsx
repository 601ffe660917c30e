import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";

/** A labelled text or password input with its help text and error, for the account screens' forms. */
export function FormField({
  name,
  label,
  type = "text",
  autoComplete,
  help,
  error,
  autoFocus,
}: {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  help?: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const id = `field-${name}`;
  const describedBy = describedByOf(id, help, error);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the first field of a form the user opened to fill in
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid]:border-red-500"
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The ids a field's input names in aria-describedby: its help and its error, when shown. */
export function describedByOf(id: string, help?: string, error?: string): string | undefined {
  return [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** A field's help text and error under its input (ids `<id>-help`, `<id>-error`). */
export function FieldNotes({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The answer of an action, announced to screen readers. */
export function FormMessage({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`rounded-lg border px-4 py-3 text-sm ${
        ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-700"
      }`}
    >
      {message}
    </p>
  );
}

/**
 * Instant errors from the form's zod schema (the action checks again): on a failed check the
 * submission stops, the errors show and the first wrong field gets the focus. Errors found in the
 * browser replace the server's until the next submission.
 */
export function useClientCheck<T>(schema: {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: z.ZodError };
}) {
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrorsOf(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }
  return { clientErrors: errors, onSubmit };
}

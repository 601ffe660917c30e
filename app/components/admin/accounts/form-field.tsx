import { useState } from "react";
import type { z } from "zod";
import { Field, inputClass } from "~/components/ui/field";
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
  return (
    <Field id={`field-${name}`} label={label} hint={help} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the first field of a form the user opened to fill in
          autoFocus={autoFocus}
          className={inputClass}
        />
      )}
    </Field>
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

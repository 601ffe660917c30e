import { Field, inputClass } from "~/components/ui/field";
import { fieldId } from "../form/use-schema-form";
import type { AccountFieldControl } from "./use-account-form";

/** A labelled text or password input with its help text and error, for the account screens' forms. */
export function FormField({
  field,
  label,
  type = "text",
  autoComplete,
  help,
  autoFocus,
}: {
  /** The field's value, error and handlers, from the form layer (`useAccountForm().field(name)`). */
  field: AccountFieldControl;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  help?: string;
  autoFocus?: boolean;
}) {
  return (
    <Field id={fieldId(field.name)} label={label} hint={help} error={field.error}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
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

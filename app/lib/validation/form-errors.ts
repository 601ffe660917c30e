import type { z } from "zod";

/** The first message of each field of a failed parse, keyed by the field's name. */
export type FieldErrors<Keys extends string = string> = Partial<Record<Keys, string>>;

export function fieldErrorsOf<Keys extends string = string>(error: z.ZodError): FieldErrors<Keys> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<Keys>;
}

import type { z } from "~/lib/zod";

/**
 * The first message of each field of a failed parse, keyed by the field's name. Over any name it is
 * a plain record, the shape of the form layer's errors (`FormErrors`), so an answer carries it as is.
 */
export type FieldErrors<Keys extends string = string> = string extends Keys
  ? Record<string, string>
  : Partial<Record<Keys, string>>;

export function fieldErrorsOf<Keys extends string = string>(error: z.ZodError): FieldErrors<Keys> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<Keys>;
}

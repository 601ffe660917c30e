import type { z } from "~/lib/zod";

/** Error messages by field, or by a path inside a list (`features.2.title`); "form" for the whole. */
export type FormErrors = Record<string, string>;

/** What an editor's action answers: a success (maybe where to go next) or a refusal with its errors. */
export type FormAnswer =
  | { ok: true; message?: string; redirectTo?: string }
  | { ok: false; message: string; errors?: FormErrors };

/**
 * The first message of each path of a failed parse, and of each path's field as well, so that a
 * list shows its first error at its own place and at the list's (`features.2.title` and `features`).
 */
export function schemaErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const key = path.length ? path.join(".") : "form";
    errors[key] ??= issue.message;
    if (path.length > 1) errors[path[0] as string] ??= issue.message;
  }
  return errors;
}

/** The value at a dotted path of a form's body (`slides.2.title`), or undefined. */
export function valueAt(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The first path in error, the deepest first (its field is focused), skipping the whole form's. */
export function firstErrorPath(errors: FormErrors): string | null {
  return Object.keys(errors).find((path) => path !== "form") ?? null;
}

/**
 * A form's fields declared once, in its zod schema (decision 048): each entry of the schema carries
 * what the editors need besides its rule, i.e. its label, the value the form holds for it (as
 * typed, a new item's, a saved item's) and how a kept draft of it is checked. From the schema
 * alone come the draft schema, the form's values, the body the form posts and the labels the
 * revision history shows; a field added to the schema appears in all of them.
 */
import { z } from "~/lib/zod";

declare const formValue: unique symbol;

/** A schema of a form's field, typed with the value the form holds for it (a type only). */
export type FormField<S extends z.ZodType = z.ZodType, V = z.output<S>> = S & { readonly [formValue]: V };

/** What a field declares besides its rule. */
export interface FieldSpec<V> {
  /** The input's label, also the revision history's name of the field. */
  label: string;
  /** The form's value for a new item. */
  initial: V;
  /** A saved value (as the editor's loader reads it: the schema's output, or as a field shows it) as the form holds it. */
  fromSaved: (value: never) => V;
  /** A kept draft's check of the form's value: bounded like the field, nothing required. */
  draft: z.ZodType<V>;
}

const specs = new WeakMap<z.ZodType, FieldSpec<unknown>>();

/** Declares a form field: its rule (`schema`) and what the editors need of it (`spec`). */
export function formField<S extends z.ZodType, V = z.output<S>>(schema: S, spec: FieldSpec<V>): FormField<S, V> {
  // One schema object per field: a second declaration would rename the first.
  if (specs.has(schema)) throw new Error(`A schema is declared as a form field twice ("${spec.label}")`);
  specs.set(schema, spec as FieldSpec<unknown>);
  return schema as FormField<S, V>;
}

type AnyShape = Record<string, z.ZodType>;
type FieldShape = Record<string, FormField<z.ZodType, unknown>>;

/** The values a form holds, field by field, for a schema of declared fields. */
export type FormValuesOf<S extends AnyShape> = {
  -readonly [K in keyof S]: S[K] extends { readonly [formValue]: infer V } ? V : never;
};

/** The longest text a string schema takes (through defaults, nullables and preprocessing), if any. */
export function maxLengthOf(schema: z.ZodType): number | null {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; out?: z.ZodType };
  if (def.type === "string") return (schema as z.ZodString).maxLength;
  const inner = def.type === "pipe" ? def.out : def.innerType;
  return inner ? maxLengthOf(inner) : null;
}

function textMax(schema: z.ZodType): number {
  const max = maxLengthOf(schema);
  if (max === null) throw new Error("A text field needs a maximum length");
  return max;
}

/** A text the form holds as typed ("" when new); its draft is bounded by the schema's own maximum. */
export function textField<S extends z.ZodType<string>>(schema: S, label: string): FormField<S, string> {
  return formField<S, string>(schema, {
    label,
    initial: "",
    fromSaved: (value: string) => value,
    draft: z.string().max(textMax(schema)),
  });
}

/**
 * An optional value saved as null when empty, which the form holds as text ("" for none). A draft
 * kept before the field existed lacks it: the item's value as loaded fills in.
 */
export function optionalField<S extends z.ZodType<string | null>>(
  schema: S,
  label: string,
  max = textMax(schema),
): FormField<S, string> {
  return formField<S, string>(schema, {
    label,
    initial: "",
    fromSaved: (value: string | null) => value ?? "",
    draft: z.string().max(max).catch(""),
  });
}

/** An id chosen from a list: none (null) until chosen. */
export function idField<S extends z.ZodType<number>>(schema: S, label: string): FormField<S, number | null> {
  return formField<S, number | null>(schema, {
    label,
    initial: null,
    fromSaved: (value: number) => value,
    draft: z.number().int().positive().nullable(),
  });
}

/** A whole number the form holds as typed. */
export function wholeNumberField<S extends z.ZodType<number>>(
  schema: S,
  label: string,
  initial = 0,
): FormField<S, string> {
  return formField<S, string>(schema, {
    label,
    initial: String(initial),
    fromSaved: (value: number) => String(value),
    draft: z.string().max(20),
  });
}

/** A checkbox. */
export function flagField<S extends z.ZodType<boolean>>(
  schema: S,
  label: string,
  initial: boolean,
): FormField<S, boolean> {
  return formField<S, boolean>(schema, { label, initial, fromSaved: (value: boolean) => value, draft: z.boolean() });
}

/** A list the form holds as it is saved (none when new); a draft's list is checked by `draft`. */
export function listField<S extends z.ZodType<readonly unknown[]>>(
  schema: S,
  label: string,
  draft: z.ZodType<z.output<S>>,
): FormField<S> {
  return formField<S>(schema, {
    label,
    initial: [] as unknown as z.output<S>,
    fromSaved: (value: z.output<S>) => value,
    draft,
  });
}

function specOf(schema: z.ZodType, key: string): FieldSpec<unknown> {
  const spec = specs.get(schema);
  if (!spec) throw new Error(`The form field "${key}" is not declared with formField()`);
  return spec;
}

function eachField<S extends AnyShape, T>(schema: z.ZodObject<S>, make: (spec: FieldSpec<unknown>, key: string) => T) {
  return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, make(specOf(field, key), key)]));
}

/** The schema of a kept draft (autosave, server drafts): the form's values, bounded, nothing required; unknown keys dropped. */
export function draftSchemaOf<S extends FieldShape>(
  schema: z.ZodObject<S>,
): z.ZodObject<{ -readonly [K in keyof S]: z.ZodType<FormValuesOf<S>[K]> }> {
  return z.object(eachField(schema, (spec) => spec.draft)) as never;
}

/** The form's values for a new item. */
export function initialValuesOf<S extends FieldShape>(schema: z.ZodObject<S>): FormValuesOf<S> {
  return eachField(schema, (spec) => structuredClone(spec.initial)) as FormValuesOf<S>;
}

/** The form's values for a saved item (its fields as the editor's loader reads them). */
export function savedValuesOf<S extends FieldShape>(
  schema: z.ZodObject<S>,
  saved: { readonly [K in keyof S]: unknown },
) {
  const row = saved as Record<string, unknown>;
  return eachField(schema, (spec, key) => (spec.fromSaved as (value: unknown) => unknown)(row[key])) as FormValuesOf<S>;
}

/** Each field's label, by its name in the form. */
export function fieldLabelsOf<S extends FieldShape>(schema: z.ZodObject<S>): Record<keyof S & string, string> {
  return eachField(schema, (spec) => spec.label) as Record<keyof S & string, string>;
}

/** A field's column in the database: `nameEn` is `name_en`. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each field's label, by its column (the revision history compares stored rows). */
export function columnLabelsOf(schema: z.ZodObject<FieldShape>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldLabelsOf(schema)).map(([field, label]) => [columnOf(field), label]));
}

/** Only the schema's fields of `values` (a save's row from its parsed form, without what travels beside it). */
export function pickFields<S extends AnyShape, V extends z.output<z.ZodObject<S>>>(
  schema: z.ZodObject<S>,
  values: V,
): z.output<z.ZodObject<S>> {
  const source = values as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, source[key]])) as z.output<z.ZodObject<S>>;
}

/**
 * Values as a form posts them, every one a string: none and unchecked as "", checked as "on",
 * numbers as digits, lists and objects as JSON (what the schema's readers take back).
 */
export function formBody(values: Record<string, unknown>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) body[name] = "";
    else if (value === true) body[name] = "on";
    else
      body[name] =
        typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
  }
  return body;
}

import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formBody } from "~/lib/validation/form-fields";
import type { z } from "~/lib/zod";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { type FormAnswer, type FormErrors, firstErrorPath, schemaErrors, valueAt } from "./form-state";

export type { FormAnswer, FormErrors };

/** A list field's operations, each a new array (the form re-renders, dirty state follows). */
export interface ListField<Item> {
  insert(item: Item, at?: number): void;
  remove(index: number): void;
  move(from: number, to: number): void;
  replace(index: number, item: Item): void;
}

type ListKey<V> = { [K in keyof V]: V[K] extends readonly unknown[] ? K : never }[keyof V];
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;

export interface SchemaFormOptions<V extends object, Answer extends FormAnswer> {
  /** The action's own schema: it reads `toBody(values)`, here and on the server. */
  schema: z.ZodType;
  /** The values the form opens with (read once, on mount; `reset` replaces them later). */
  initial: V;
  /** The values as they travel and as the schema reads them (strings, lists as JSON); default: as they are. */
  toBody?: (values: V) => Record<string, unknown>;
  /** What the fetcher posts for a body; default: the body's fields with `extra` beside them. */
  payload?: (body: Record<string, unknown>) => Record<string, string>;
  /** Fields posted with every save that are not values (the intent, the version as loaded). */
  extra?: Record<string, string>;
  /** Where the fetcher posts (default: the route's own action). */
  action?: string;
  /** Before a submission, errors show for fields the editor has left (`touched`) or not at all. */
  showErrors?: "touched" | "submitted";
  /** After a refusal (the form's own or the server's), where to take the editor: default, focus the first field in error. */
  onInvalid?: (errors: FormErrors, form: HTMLFormElement | null) => void;
  /** The leave-page question while there are unsaved changes; no guard without it. */
  unsavedMessage?: string;
  /** The editor confirmed leaving with unsaved changes (its kept draft goes with them). */
  onLeave?: () => void;
  /**
   * The editor stays on its screen after a save (the settings): changes made after a success are
   * guarded too. Default: a success lets the editor leave unasked (its redirect).
   */
  staysAfterSave?: boolean;
  /** Gives the fetcher's answer the shape of a FormAnswer (default: as it is). */
  answerOf?: (data: unknown) => Answer | undefined;
}

/**
 * The one form layer of the back office (decision 019): the values of a form as typed, never
 * lost to a refusal; instant errors from the action's own zod schema; the server's errors while
 * the field still holds the value it refused; dirty state against what was last saved; lists;
 * and the save through a fetcher. Editors lay fields out and read everything from here; drafts
 * and autosave read `values` and `dirty`, and a restore is `reset`.
 */
export function useSchemaForm<V extends object, Answer extends FormAnswer = FormAnswer>(
  options: SchemaFormOptions<V, Answer>,
) {
  const { schema, toBody = identity, showErrors = "touched" } = options;
  const fetcher = useFetcher();
  const [values, setValues] = useState<V>(options.initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(options.initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const sent = useRef<{ values: V; body: Record<string, unknown> } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const body = useMemo(() => toBody(values), [toBody, values]);
  const clientErrors = useMemo(() => {
    const parsed = schema.safeParse(body);
    return parsed.success ? {} : schemaErrors(parsed.error);
  }, [schema, body]);

  const saving = fetcher.state !== "idle";
  const raw = fetcher.state === "idle" ? fetcher.data : undefined;
  const answer = raw === undefined ? undefined : options.answerOf ? options.answerOf(raw) : (raw as Answer);
  const succeeded = answer?.ok === true;

  // A refusal's errors show while the field still holds what was refused; the form's own errors
  // show for fields left (or all, once a submission was tried) and win, being the newer.
  const errors: FormErrors = {};
  if (answer && !answer.ok && answer.errors && sent.current) {
    for (const [path, message] of Object.entries(answer.errors)) {
      if (path === "form" || sameAt(sent.current.body, body, path)) errors[path] = message;
    }
  }
  for (const [path, message] of Object.entries(clientErrors)) {
    const field = path.split(".")[0] ?? path;
    if (submitted || (showErrors === "touched" && touched.has(field))) errors[path] = message;
  }
  // A refusal's message (the banner) goes once every field it named is fixed; one
  // about the whole form (a newer version, a failure) stays until the next answer.
  const refusal =
    answer && !answer.ok && (!answer.errors || Object.keys(answer.errors).some((path) => path in errors))
      ? answer.message
      : null;

  // What was sent becomes the saved state once the server accepts it; a refusal takes the
  // editor to its first error. Once per answer.
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || raw === undefined || handled.current === raw || !sent.current) return;
    handled.current = raw;
    const { answerOf, onInvalid } = optionsRef.current;
    const outcome = answerOf ? answerOf(raw) : (raw as Answer);
    if (outcome?.ok) {
      setBaseline(JSON.stringify(sent.current.values));
      sent.current = null;
    } else if (outcome?.errors && Object.keys(outcome.errors).length) {
      reveal(outcome.errors, onInvalid, formRef.current);
    }
  }, [fetcher.state, raw]);

  const dirty = JSON.stringify(values) !== baseline;
  useUnsavedChanges(
    Boolean(options.unsavedMessage) && dirty && !saving && (options.staysAfterSave === true || !succeeded),
    options.unsavedMessage ?? "",
    () => optionsRef.current.onLeave?.(),
  );

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function update(change: Partial<V> | ((current: V) => Partial<V>)) {
    setValues((current) => ({ ...current, ...(typeof change === "function" ? change(current) : change) }));
  }

  function list<K extends ListKey<V>>(name: K): ListField<ItemOf<V[K]>> {
    const edit = (change: (items: ItemOf<V[K]>[]) => void) =>
      setValues((current) => {
        const items = [...(current[name] as unknown as ItemOf<V[K]>[])];
        change(items);
        return { ...current, [name]: items };
      });
    return {
      insert: (item, at) => edit((items) => items.splice(at ?? items.length, 0, item)),
      remove: (index) => edit((items) => items.splice(index, 1)),
      move: (from, to) =>
        edit((items) => {
          const [item] = items.splice(from, 1);
          if (item !== undefined) items.splice(to, 0, item);
        }),
      replace: (index, item) =>
        edit((items) => {
          items[index] = item;
        }),
    };
  }

  /** Replaces the values (a restored draft); `saved` also makes them the state to compare with. */
  function reset(next: V, { saved = false }: { saved?: boolean } = {}) {
    setValues(next);
    if (saved) setBaseline(JSON.stringify(next));
    setTouched(new Set());
    setSubmitted(false);
  }

  const touch = (name: keyof V & string) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  /** Checks the values; when they pass, `prepare` may finish them (uploads), then they are posted. */
  async function send(prepare?: (current: V) => Promise<V | null>) {
    if (saving) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length) {
      reveal(clientErrors, optionsRef.current.onInvalid, formRef.current);
      return;
    }
    const ready = prepare ? await prepare(values) : values;
    if (!ready) return;
    if (ready !== values) setValues(ready);
    const readyBody = ready === values ? body : toBody(ready);
    sent.current = { values: ready, body: readyBody };
    const { payload, extra, action } = optionsRef.current;
    fetcher.submit({ ...(payload ? payload(readyBody) : formBody(readyBody)), ...extra }, { method: "post", action });
  }

  function submit(event?: FormEvent<HTMLFormElement>, prepare?: (current: V) => Promise<V | null>) {
    event?.preventDefault();
    if (event) formRef.current = event.currentTarget;
    void send(prepare);
  }

  /** The error of a field (or of a path in a list: `features.2.title`). */
  const error = (path: string): string | undefined => errors[path];

  /** The attributes that tie a control to its error: for controls not inside a `Field`. */
  const describe = (path: string, id = fieldId(path)) => ({
    name: path,
    "aria-invalid": errors[path] ? (true as const) : undefined,
    "aria-describedby": errors[path] ? `${id}-error` : undefined,
  });

  return {
    values,
    set,
    update,
    list,
    reset,
    touch,
    errors,
    error,
    describe,
    /** Whether the form's own check refuses the values now (the submit button may say why). */
    invalid: Object.keys(clientErrors).length > 0,
    submitted,
    dirty,
    saving,
    succeeded,
    answer,
    /** The refusal's message while it still holds: a field it named still in error, or none named. */
    refusal,
    submit,
    formRef,
    fetcher,
  };
}

export type SchemaForm<V extends object, Answer extends FormAnswer = FormAnswer> = ReturnType<
  typeof useSchemaForm<V, Answer>
>;

/** The id a form control gets for a field (labels, errors and focus use it). */
export function fieldId(path: string): string {
  return `field-${path.replaceAll(".", "-")}`;
}

function identity<V>(values: V): Record<string, unknown> {
  return values as Record<string, unknown>;
}

/** Whether a path holds the same value in two bodies, its field too (a list sent as JSON text). */
function sameAt(a: Record<string, unknown>, b: Record<string, unknown>, path: string): boolean {
  const field = path.split(".")[0] ?? path;
  return [path, field].every((at) => JSON.stringify(valueAt(a, at)) === JSON.stringify(valueAt(b, at)));
}

function reveal(
  found: FormErrors,
  onInvalid: SchemaFormOptions<object, FormAnswer>["onInvalid"],
  form: HTMLFormElement | null,
) {
  if (onInvalid) onInvalid(found, form);
  else focusFirst(found, form);
}

function focusFirst(found: FormErrors, form: HTMLFormElement | null) {
  const first = firstErrorPath(found);
  if (!first) return;
  // After the render that shows the error (a collapsed list entry opens on its error).
  requestAnimationFrame(() => {
    const scope: ParentNode = form ?? document;
    const named = (path: string) =>
      scope.querySelector<HTMLElement>(`[name="${path.replace(/["\\]/g, "\\$&")}"]`) ??
      document.getElementById(fieldId(path));
    (named(first) ?? named(first.split(".")[0] ?? first))?.focus();
  });
}

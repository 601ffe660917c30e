import { useEffect } from "react";
import type { AccountsActionResult } from "~/lib/admin-accounts";
import type { z } from "~/lib/zod";
import { useSchemaForm } from "../form/use-schema-form";

/** What a text or password input of these forms reads from the layer. */
export interface AccountFieldControl {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * An account screen's form (the password change, a new administrator) on the form layer: the
 * action's own schema, the intent beside the values, a form emptied once the action accepts it.
 * The form stays a real POST form with named inputs, so it works before the page's JavaScript has
 * loaded as well: the route's `actionData` then brings the answer and its errors.
 */
export function useAccountForm<V extends Record<string, string>>({
  schema,
  initial,
  intent,
  actionData,
}: {
  schema: z.ZodType;
  initial: V;
  intent: string;
  actionData: AccountsActionResult | undefined;
}) {
  const form = useSchemaForm<V, AccountsActionResult>({ schema, initial, extra: { intent } });

  // A saved form leaves nothing typed behind (passwords above all).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer, not per render of `form`
  useEffect(() => {
    if (form.answer?.ok) form.reset(initial, { saved: true });
  }, [form.answer]);

  // A submission the browser refused replaces the last answer until the next one.
  const answer = form.submitted && form.invalid ? null : (form.answer ?? actionData ?? null);
  const nativeErrors = form.answer || form.submitted || actionData?.ok !== false ? undefined : actionData.errors;

  const field = (name: keyof V & string): AccountFieldControl => ({
    name,
    value: form.values[name] ?? "",
    onChange: (value) => form.set(name, value as V[typeof name]),
    onBlur: () => form.touch(name),
    error: form.error(name) ?? nativeErrors?.[name],
  });

  return { form, answer, field };
}

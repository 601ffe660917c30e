import { type FormEvent, useState } from "react";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import type { SettingsActionResult } from "~/lib/settings/schema";
import type { z } from "~/lib/zod";
import { useSchemaForm } from "../form/use-schema-form";

/**
 * A settings form on the form layer (decision 019). What it adds is the settings' own: the save
 * posts the intent and the values as one JSON field (list entries nest), errors show once a save
 * was tried, the answer bar says when the form's own check refused it, and the leave-page guard
 * covers edits made after a save too (the screen stays after saving).
 */
export function useSettingsForm<V extends object>({
  schema,
  initial,
  toBody,
}: {
  /** The action's schema: it reads `toBody(values)`, here and on the server. */
  schema: z.ZodType;
  initial: V;
  /** What is saved: the values as they are (the company), or the list they hold (a list section). */
  toBody?: (values: V) => object;
}) {
  const t = useMessages(settingsMessages);
  const form = useSchemaForm<V, SettingsActionResult>({
    schema,
    initial,
    // The layer reads errors by path in an object or a list alike ("email", "2.title").
    toBody: toBody as ((values: V) => Record<string, unknown>) | undefined,
    payload: (body) => ({ intent: "save", values: JSON.stringify(body) }),
    showErrors: "submitted",
    unsavedMessage: t.unsavedChanges,
    staysAfterSave: true,
  });

  // Whether the last save was stopped by the form's own check (the server's answer is older then).
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRefused(form.invalid);
    form.submit(event);
  };
  const answer = refused
    ? form.invalid
      ? { ok: false, message: t.errors.form }
      : null
    : form.answer && !form.saving
      ? { ok: form.answer.ok, message: form.answer.message }
      : null;

  return { ...form, submit, answer };
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useMessages } from "~/i18n";
import { messages as settingsMessages } from "~/i18n/messages/admin-settings";
import { type SettingsActionResult, type SettingsErrors, settingsErrorsOf } from "~/lib/settings/schema";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { fieldId } from "./settings-field";

function focusFirstError(errors: SettingsErrors) {
  const first = Object.keys(errors)[0];
  // After the render that shows it (a collapsed list entry opens on its error).
  if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
}

/**
 * A settings form's state: the values as typed (never lost to a refusal), instant errors from
 * the shared schema, the save through a fetcher (values as one JSON field), the server's answer,
 * and the unsaved-changes guard until what is shown has been saved.
 */
export function useSettingsForm<T>(initial: T, schema: z.ZodType) {
  const t = useMessages(settingsMessages);
  const fetcher = useFetcher<SettingsActionResult>();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [clientErrors, setClientErrors] = useState<SettingsErrors | null>(null);
  const submitted = useRef<string | null>(null);
  const saving = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result || submitted.current === null) return;
    if (result.ok) setSaved(submitted.current);
    else focusFirstError(result.errors);
    submitted.current = null;
  }, [fetcher.state, result]);

  const dirty = JSON.stringify(values) !== saved;
  useUnsavedChanges(dirty && !saving, t.unsavedChanges);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const errors = settingsErrorsOf(parsed.error);
      setClientErrors(errors);
      focusFirstError(errors);
      return;
    }
    setClientErrors(null);
    submitted.current = JSON.stringify(values);
    fetcher.submit({ intent: "save", values: submitted.current }, { method: "post" });
  }

  const errors = clientErrors ?? (result && !result.ok ? result.errors : {});
  const answer = clientErrors
    ? { ok: false, message: t.errors.form }
    : result && !saving
      ? { ok: result.ok, message: result.message }
      : null;
  return { values, setValues, errors, answer, saving, dirty, submit };
}

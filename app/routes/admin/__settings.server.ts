/**
 * What the site settings screens share: the save intent (the form's values as one JSON field,
 * since list entries nest) and turning a checked save into an answer.
 */

import { vi } from "~/i18n/messages/admin-settings";
import { type SettingsActionResult, type SettingsErrors, settingsErrorsOf } from "~/lib/settings/schema";
import { fromJson } from "~/lib/validation/form-values";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";

export const settingsIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), values: z.preprocess(fromJson, z.unknown()) }),
]);

export interface SettingsAnswer {
  result: SettingsActionResult;
  status: number;
}

/**
 * Checks the posted values with `schema` and hands the checked ones to `save`; a refusal answers
 * every error by path, and the form keeps what was typed (it holds its own values).
 */
export async function saveSettings<T>(
  form: FormData,
  /** Which part of the settings this is (its name is the audit log's summary). */
  part: keyof typeof vi.sections,
  schema: z.ZodType<T>,
  save: (values: T) => Promise<boolean>,
  /** Makes the checked values ours before they are saved (outside images fetched), or says which field cannot be. */
  own?: (values: T) => Promise<{ values: T } | { errors: SettingsErrors }>,
): Promise<SettingsAnswer> {
  const intent = settingsIntent.safeParse(Object.fromEntries(form));
  if (!intent.success) return { result: { ok: false, message: vi.errors.failed, errors: {} }, status: 400 };
  const parsed = schema.safeParse(intent.data.values);
  if (!parsed.success) {
    return { result: { ok: false, message: vi.errors.form, errors: settingsErrorsOf(parsed.error) }, status: 400 };
  }
  let values = parsed.data;
  if (own) {
    const owned = await own(values);
    if ("errors" in owned) return { result: { ok: false, message: vi.errors.form, errors: owned.errors }, status: 400 };
    values = owned.values;
  }
  if (!(await save(values))) {
    return { result: { ok: false, message: vi.errors.failed, errors: {} }, status: 500 };
  }
  audit({ action: "settings", entityKind: "settings", summary: vi.sections[part], intent: "save" });
  return { result: { ok: true, message: vi.saved, values }, status: 200 };
}

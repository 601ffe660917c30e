import { Card } from "~/components/ui/card";
import type { SettingsField } from "~/lib/settings/sections";
import type { z } from "~/lib/zod";
import { SaveBar } from "./save-bar";
import { type FieldValue, SettingsFieldInput } from "./settings-field";
import { useSettingsForm } from "./settings-form";

/**
 * A settings section that is a plain list of fields declared as data (the company's details, the
 * quote requests' switch and wording): one input per field, saved together.
 */
export function FieldListForm({
  fields,
  schema,
  initial,
}: {
  fields: SettingsField[];
  schema: z.ZodType;
  initial: Record<string, FieldValue>;
}) {
  const form = useSettingsForm<Record<string, FieldValue>>({ schema, initial });
  return (
    <form onSubmit={form.submit} noValidate aria-busy={form.saving}>
      <SettingsFieldsCard fields={fields} form={form} />
      <SaveBar saving={form.saving} answer={form.answer} publicPath="/contact" />
    </form>
  );
}

/** The inputs of fields declared as data, bound to a settings form's values and errors. */
export function SettingsFieldsCard({
  fields,
  form,
}: {
  fields: readonly SettingsField[];
  form: Pick<ReturnType<typeof useSettingsForm<Record<string, FieldValue>>>, "values" | "errors" | "update">;
}) {
  return (
    <Card className="grid gap-5 p-6 sm:grid-cols-2">
      {fields.map((field) => (
        <SettingsFieldInput
          key={field.key}
          field={field}
          values={form.values}
          errors={form.errors}
          folder="settings"
          onChange={(key, value) => form.update({ [key]: value })}
        />
      ))}
    </Card>
  );
}

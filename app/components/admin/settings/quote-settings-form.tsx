import { Card } from "~/components/ui/card";
import { quoteSettingsSchema } from "~/lib/settings/schema";
import { QUOTE_FIELDS } from "~/lib/settings/sections";
import { SaveBar } from "./save-bar";
import { type FieldValue, SettingsFieldInput } from "./settings-field";
import { useSettingsForm } from "./settings-form";

/** The quote requests' switch, consent wording, notified addresses and retention (issue 30). */
export function QuoteSettingsForm({ initial }: { initial: Record<string, FieldValue> }) {
  const form = useSettingsForm<Record<string, FieldValue>>({ schema: quoteSettingsSchema, initial });
  return (
    <form onSubmit={form.submit} noValidate aria-busy={form.saving}>
      <Card className="grid gap-5 p-6 sm:grid-cols-2">
        {QUOTE_FIELDS.map((field) => (
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
      <SaveBar saving={form.saving} answer={form.answer} publicPath="/contact" />
    </form>
  );
}

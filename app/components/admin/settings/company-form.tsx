import { Card } from "~/components/ui/card";
import { companySchema } from "~/lib/settings/schema";
import { COMPANY_FIELDS } from "~/lib/settings/sections";
import { SaveBar } from "./save-bar";
import { type FieldValue, SettingsFieldInput } from "./settings-field";
import { useSettingsForm } from "./settings-form";

/** The company's name, addresses, phones, Zalo links, email, hours, maps and figures. */
export function CompanyForm({ initial }: { initial: Record<string, string | number> }) {
  const form = useSettingsForm<Record<string, FieldValue>>({ schema: companySchema, initial });
  return (
    <form onSubmit={form.submit} noValidate aria-busy={form.saving}>
      <Card className="grid gap-5 p-6 sm:grid-cols-2">
        {COMPANY_FIELDS.map((field) => (
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

import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import { SlugChangeNotice } from "../slug-change";
import { withName } from "./product-form-values";
import { errorIdOf, FieldMessage, Section } from "./product-section";
import type { ProductForm } from "./use-product-form";

/** Names, slug (following the name until written by hand), descriptions, order and the two switches. */
export function BasicFields({
  form,
  addressChange = null,
}: {
  form: ProductForm;
  /** An active product's address about to change. */
  addressChange?: { from: string; to: string } | null;
}) {
  const t = useMessages(adminProductsMessages);
  const { values } = form;
  const text = (name: "nameEn" | "slug" | "description" | "descriptionEn" | "displayOrder") => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
  });
  return (
    <Section title={t.sections.basic}>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.name} *</span>
          <input
            className={inputClass}
            {...form.describe("name")}
            value={values.name}
            onChange={(event) => {
              const name = event.target.value;
              form.update((current) => withName(current, name));
            }}
          />
          <FieldMessage path="name" error={form.error("name")} />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.nameEn}</span>
          <input className={inputClass} {...text("nameEn")} />
        </label>
        <label className="block sm:col-span-2">
          <span className="text-sm font-medium text-slate-700">{t.slug} *</span>
          <input
            className={`${inputClass} font-mono`}
            {...form.describe("slug")}
            aria-describedby={form.error("slug") ? errorIdOf("slug") : "slug-hint"}
            {...text("slug")}
          />
          <span id="slug-hint" className="mt-1 block text-xs text-slate-500">
            {t.slugHint}
          </span>
          <FieldMessage path="slug" error={form.error("slug")} />
          <SlugChangeNotice move={addressChange} />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.description}</span>
          <textarea className={inputClass} rows={5} {...text("description")} />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.descriptionEn}</span>
          <textarea className={inputClass} rows={5} {...text("descriptionEn")} />
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.displayOrder}</span>
          <input
            className={inputClass}
            inputMode="numeric"
            {...form.describe("displayOrder")}
            {...text("displayOrder")}
          />
          <FieldMessage path="displayOrder" error={form.error("displayOrder")} />
        </label>
        <div className="flex flex-col justify-end gap-2">
          {(["isActive", "isFeatured"] as const).map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={values[name]}
                onChange={(event) => form.set(name, event.target.checked)}
              />
              {t[name]}
            </label>
          ))}
        </div>
      </div>
    </Section>
  );
}

import { inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminProductsMessages } from "~/i18n/messages/admin-products";
import type { ProductEditorProps } from "~/lib/admin-product";
import { IdOptions } from "../id-options";
import { withDepartment } from "./product-form-values";
import { RegulatoryFields } from "./product-regulatory-fields";
import { FieldMessage, Section } from "./product-section";
import type { ProductForm } from "./use-product-form";

/** The department and the category, then the device's legal standing (RegulatoryFields). The department and the category: choosing another department clears the category, which belonged to the previous one. */
export function ClassificationFields({
  form,
  departments,
  categories,
}: { form: ProductForm } & Pick<ProductEditorProps, "departments" | "categories">) {
  const t = useMessages(adminProductsMessages);
  const { departmentId, categoryId } = form.values;
  const departmentCategories = categories.filter((category) => category.departmentId === departmentId);
  const idOf = (value: string) => (value ? Number(value) : null);
  return (
    <Section title={t.sections.classification}>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.department}</span>
          <select
            className={inputClass}
            value={departmentId ?? ""}
            onChange={(event) => form.update(withDepartment(idOf(event.target.value)))}
          >
            <option value="">{t.chooseDepartment}</option>
            <IdOptions items={departments} />
          </select>
        </label>
        <label className="block">
          <span className="text-sm font-medium text-slate-700">{t.category} *</span>
          <select
            className={inputClass}
            {...form.describe("categoryId")}
            value={categoryId ?? ""}
            disabled={!departmentId}
            onChange={(event) => form.set("categoryId", idOf(event.target.value))}
          >
            <option value="">{departmentId ? t.chooseCategory : t.categoryNeedsDepartment}</option>
            <IdOptions items={departmentCategories} />
          </select>
          <FieldMessage path="categoryId" error={form.error("categoryId")} />
        </label>
        <RegulatoryFields form={form} />
      </div>
    </Section>
  );
}

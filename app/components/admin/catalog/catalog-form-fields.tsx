import type { ChangeEvent } from "react";
import { Field, inputClass } from "~/components/ui/field";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogKind } from "~/lib/admin-catalog";
import { slugify } from "~/lib/slugify";
import { MAX_DISPLAY_ORDER } from "~/lib/validation/catalog-structure";
import { fieldId } from "../form/use-schema-form";
import { IdOptions } from "../id-options";
import type { CatalogForm } from "./use-catalog-form";

type TextName = "name" | "nameEn" | "description" | "descriptionEn";

/** A name or description, Vietnamese or English; the name shows the address it makes. */
function TextField({
  form,
  name,
  label,
  optional,
}: {
  form: CatalogForm;
  name: TextName;
  label: string;
  optional?: boolean;
}) {
  const t = useMessages(adminMessages).catalog;
  const multiline = name === "description" || name === "descriptionEn";
  return (
    <Field
      id={fieldId(name)}
      label={
        <>
          {label} {optional ? <span className="font-normal text-slate-500">{t.optional}</span> : null}
        </>
      }
      hint={name === "name" ? t.slugPreview(slugify(form.values.name)) : undefined}
      error={form.error(name)}
    >
      {(control) => {
        const common = {
          ...control,
          name,
          value: form.values[name],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.target.value),
          onBlur: () => form.touch(name),
          className: inputClass,
        };
        return multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input type="text" {...common} data-autofocus={name === "name" ? "" : undefined} />
        );
      }}
    </Field>
  );
}

/** The fields of the department or category form, laid out; the values live in `form`. */
export function CatalogFormFields({
  form,
  kind,
  departmentOptions,
  locked,
}: {
  form: CatalogForm;
  kind: CatalogKind;
  departmentOptions: { id: number; name: string }[];
  /** Adding a category inside a department: its department cannot change. */
  locked: boolean;
}) {
  const t = useMessages(adminMessages).catalog;
  return (
    <>
      {kind === "category" ? (
        <Field id={fieldId("departmentId")} label={t.fieldDepartment} error={form.error("departmentId")}>
          {(control) => (
            <select
              {...control}
              name="departmentId"
              value={form.values.departmentId}
              disabled={locked}
              onChange={(event) => form.set("departmentId", event.target.value)}
              onBlur={() => form.touch("departmentId")}
              className={inputClass}
            >
              <option value="">{t.chooseDepartment}</option>
              <IdOptions items={departmentOptions} />
            </select>
          )}
        </Field>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t.fieldName} />
        <TextField form={form} name="nameEn" label={t.fieldNameEn} optional />
        <TextField form={form} name="description" label={t.fieldDescription} />
        <TextField form={form} name="descriptionEn" label={t.fieldDescriptionEn} optional />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId("displayOrder")} label={t.fieldOrder} error={form.error("displayOrder")}>
          {(control) => (
            <input
              {...control}
              name="displayOrder"
              type="number"
              inputMode="numeric"
              step={1}
              max={MAX_DISPLAY_ORDER}
              value={form.values.displayOrder}
              onChange={(event) => form.set("displayOrder", event.target.value)}
              onBlur={() => form.touch("displayOrder")}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex items-end">
          <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="isActive"
              checked={form.values.isActive}
              onChange={(event) => form.set("isActive", event.target.checked)}
              className="h-6 w-6 rounded border-slate-300 text-primary focus:ring-primary"
            />
            {t.fieldActive}
          </label>
        </div>
      </div>
    </>
  );
}

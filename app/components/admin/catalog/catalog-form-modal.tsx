import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogActionResult, CatalogKind, CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { slugify } from "~/lib/slugify";
import { categoryFormSchema, departmentFormSchema, MAX_DISPLAY_ORDER } from "~/lib/validation/catalog-structure";
import { type FieldErrors, fieldErrorsOf } from "~/lib/validation/form-errors";
import { IdOptions } from "../id-options";
import { useUnsavedChanges } from "../use-unsaved-changes";

/** After a successful save (the list behind already shows it) the message stays this long, then the modal closes. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;

interface CatalogFormModalProps {
  kind: CatalogKind;
  /** The row being edited; absent when adding. */
  editing?: DepartmentRow | CategoryRow;
  /** Departments a category may belong to (the active ones, plus its current one). */
  departmentOptions?: { id: number; name: string }[];
  /** Adding a category inside a department: that department, preselected and locked. */
  lockedDepartmentId?: number;
  onClose: () => void;
  /** Called 1.5 s after a successful save (or on closing it earlier): close. */
  onSaved: () => void;
}

type FormValues = {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  displayOrder: string;
  isActive: boolean;
  departmentId: string;
};

type FieldName = keyof FormValues;

/** Add or edit a department or a category. The same zod schema checks here and in the action. */
export function CatalogFormModal({
  kind,
  editing,
  departmentOptions = [],
  lockedDepartmentId,
  onClose,
  onSaved,
}: CatalogFormModalProps) {
  const t = useMessages(adminMessages).catalog;
  const fetcher = useFetcher<CatalogActionResult>();
  const formId = useId();
  const schema = kind === "department" ? departmentFormSchema : categoryFormSchema;
  const editingCategory = editing && "departmentId" in editing ? editing : undefined;

  const [values, setValues] = useState<FormValues>(() => ({
    name: editing?.name ?? "",
    nameEn: editing?.nameEn ?? "",
    description: editing?.description ?? "",
    descriptionEn: editing?.descriptionEn ?? "",
    displayOrder: String(editing?.displayOrder ?? 0),
    isActive: editing?.isActive ?? true,
    departmentId: String(lockedDepartmentId ?? editingCategory?.departmentId ?? ""),
  }));
  const initialValues = useRef(values);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = schema.safeParse(values);
  const clientErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const serverErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const errorOf = (field: FieldName) =>
    (submitted || touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field];

  const saving = fetcher.state !== "idle";
  const succeeded = result?.ok === true;
  const failed = result && !result.ok ? result.message : null;
  const status: "idle" | "saving" | "success" | "error" = saving
    ? "saving"
    : succeeded
      ? "success"
      : failed
        ? "error"
        : "idle";

  // Success: keep the message for 1.5 s, then let the page close the modal.
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => onSavedRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  // Changes not saved yet: closing the modal, leaving the page or the tab asks first.
  const dirty =
    !succeeded && (Object.keys(values) as FieldName[]).some((field) => values[field] !== initialValues.current[field]);
  useUnsavedChanges(dirty, t.unsavedChanges);

  // While saving the modal stays; once saved, it closes without asking.
  const close = () => {
    if (saving) return;
    if (succeeded) onSavedRef.current();
    else if (!dirty || window.confirm(t.unsavedChanges)) onClose();
  };

  function change<K extends FieldName>(field: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }
  const touch = (field: FieldName) => setTouched((current) => ({ ...current, [field]: true }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      const first = Object.keys(clientErrors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = new FormData(event.currentTarget);
    fetcher.submit(form, { method: "post" });
  }

  const title = editing
    ? kind === "department"
      ? t.modalEditDepartment
      : t.modalEditCategory
    : kind === "department"
      ? t.modalAddDepartment
      : t.modalAddCategory;
  const locked = kind === "category" && lockedDepartmentId !== undefined;
  const describedBy = (field: FieldName) => (errorOf(field) ? `${formId}-${field}-error` : undefined);
  const errorText = (field: FieldName) =>
    errorOf(field) ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm text-red-600">
        {errorOf(field)}
      </p>
    ) : null;
  const textField = (field: "name" | "nameEn" | "description" | "descriptionEn", label: string, optional = false) => {
    const multiline = field === "description" || field === "descriptionEn";
    return (
      <Field
        id={`${formId}-${field}`}
        label={
          <>
            {label} {optional ? <span className="font-normal text-slate-500">{t.optional}</span> : null}
          </>
        }
        hint={field === "name" ? t.slugPreview(slugify(values.name)) : undefined}
        error={errorOf(field)}
      >
        {(control) => {
          const common = {
            ...control,
            name: field,
            value: values[field],
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              change(field, event.target.value),
            onBlur: () => touch(field),
            className: inputClass,
          };
          return multiline ? (
            <textarea rows={4} {...common} />
          ) : (
            <input type="text" {...common} data-autofocus={field === "name" ? "" : undefined} />
          );
        }}
      </Field>
    );
  };

  // In the dialog's fixed footer: the outcome and the buttons stay in sight on a phone,
  // however long the form scrolls above them.
  const footer = (
    <div className="space-y-3">
      <div aria-live="polite" className="min-h-6 text-sm">
        {status === "saving" ? <p className="text-slate-600">{t.saving}</p> : null}
        {status === "success" ? (
          <p className="rounded-lg bg-green-50 px-3 py-2 font-medium text-green-800">
            {editing ? t.updated : t.created}
          </p>
        ) : null}
        {status === "error" ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
            {failed}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={close}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
        >
          {t.cancel}
        </button>
        <button type="submit" form={`${formId}-form`} disabled={saving || succeeded} className={buttonClass()}>
          {saving ? t.saving : editing ? t.save : t.create}
        </button>
      </div>
    </div>
  );

  return (
    <Modal title={title} closeLabel={t.close} onClose={close} footer={footer}>
      <fetcher.Form
        id={`${formId}-form`}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-busy={saving}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}

        {kind === "category" ? (
          <div>
            <label htmlFor={`${formId}-departmentId`} className="block text-sm font-medium text-slate-700">
              {t.fieldDepartment}
            </label>
            <select
              id={`${formId}-departmentId`}
              name="departmentId"
              value={values.departmentId}
              disabled={locked}
              onChange={(event) => change("departmentId", event.target.value)}
              onBlur={() => touch("departmentId")}
              aria-invalid={errorOf("departmentId") ? true : undefined}
              aria-describedby={describedBy("departmentId")}
              className={`${inputClass} mt-1`}
            >
              <option value="">{t.chooseDepartment}</option>
              <IdOptions items={departmentOptions} />
            </select>
            {/* A disabled select is not submitted: the locked department travels here. */}
            {locked ? <input type="hidden" name="departmentId" value={values.departmentId} /> : null}
            {errorText("departmentId")}
          </div>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          {textField("name", t.fieldName)}
          {textField("nameEn", t.fieldNameEn, true)}
          {textField("description", t.fieldDescription)}
          {textField("descriptionEn", t.fieldDescriptionEn, true)}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${formId}-displayOrder`} className="block text-sm font-medium text-slate-700">
              {t.fieldOrder}
            </label>
            <input
              id={`${formId}-displayOrder`}
              name="displayOrder"
              type="number"
              inputMode="numeric"
              step={1}
              max={MAX_DISPLAY_ORDER}
              value={values.displayOrder}
              onChange={(event) => change("displayOrder", event.target.value)}
              onBlur={() => touch("displayOrder")}
              aria-invalid={errorOf("displayOrder") ? true : undefined}
              aria-describedby={describedBy("displayOrder")}
              className={`${inputClass} mt-1`}
            />
            {errorText("displayOrder")}
          </div>
          <div className="flex items-end">
            <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                name="isActive"
                checked={values.isActive}
                onChange={(event) => change("isActive", event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 text-primary focus:ring-primary"
              />
              {t.fieldActive}
            </label>
          </div>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

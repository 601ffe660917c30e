import { useEffect, useRef } from "react";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import type { CatalogActionResult, CatalogKind, CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { categoryFormSchema, departmentFormSchema } from "~/lib/validation/catalog-structure";
import { useSchemaForm } from "../form/use-schema-form";

/** After a successful save (the list behind already shows it) the message stays this long, then the modal closes. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;

/** The modal's values as its controls hold them; the schema reads them as they travel. */
export interface CatalogFormValues {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  displayOrder: string;
  isActive: boolean;
  departmentId: string;
}

export interface CatalogFormOptions {
  kind: CatalogKind;
  /** The row being edited; absent when adding. */
  editing?: DepartmentRow | CategoryRow;
  /** Adding a category inside a department: that department, preselected and locked. */
  lockedDepartmentId?: number;
  onClose: () => void;
  /** Called 1.5 s after a successful save (or on closing it earlier). */
  onSaved: () => void;
}

function initialValues({ editing, lockedDepartmentId }: CatalogFormOptions): CatalogFormValues {
  const editingCategory = editing && "departmentId" in editing ? editing : undefined;
  return {
    name: editing?.name ?? "",
    nameEn: editing?.nameEn ?? "",
    description: editing?.description ?? "",
    descriptionEn: editing?.descriptionEn ?? "",
    displayOrder: String(editing?.displayOrder ?? 0),
    isActive: editing?.isActive ?? true,
    departmentId: String(lockedDepartmentId ?? editingCategory?.departmentId ?? ""),
  };
}

// A department has no department: its body leaves the field out.
const departmentBody = ({ departmentId: _, ...values }: CatalogFormValues) => values;
const categoryBody = (values: CatalogFormValues) => ({ ...values });

/**
 * The department or category form on the form layer: the action's own schema, the intent, kind
 * and id beside the values, the unsaved-changes question, and the close 1.5 s after a success.
 */
export function useCatalogForm(options: CatalogFormOptions) {
  const t = useMessages(adminMessages).catalog;
  const { kind, editing } = options;
  const form = useSchemaForm<CatalogFormValues, CatalogActionResult>({
    schema: kind === "department" ? departmentFormSchema : categoryFormSchema,
    initial: initialValues(options),
    toBody: kind === "department" ? departmentBody : categoryBody,
    extra: { intent: "save", kind, ...(editing ? { id: String(editing.id) } : {}) },
    unsavedMessage: t.unsavedChanges,
  });

  const status: "idle" | "saving" | "success" | "error" = form.saving
    ? "saving"
    : form.succeeded
      ? "success"
      : form.answer && !form.answer.ok
        ? "error"
        : "idle";

  // Success: keep the message for 1.5 s, then let the page close the modal.
  const onSavedRef = useRef(options.onSaved);
  onSavedRef.current = options.onSaved;
  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => onSavedRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  // While saving the modal stays; once saved, it closes without asking; changes ask first.
  const close = () => {
    if (form.saving) return;
    if (form.succeeded) onSavedRef.current();
    else if (!form.dirty || window.confirm(t.unsavedChanges)) options.onClose();
  };

  return { form, status, close };
}

export type CatalogForm = ReturnType<typeof useCatalogForm>["form"];

import { useId } from "react";
import { Modal } from "~/components/ui/modal";
import { useMessages } from "~/i18n";
import { messages as adminMessages } from "~/i18n/messages/admin";
import { CatalogFormFields } from "./catalog-form-fields";
import { CatalogFormFooter } from "./catalog-form-footer";
import { type CatalogFormOptions, useCatalogForm } from "./use-catalog-form";

export { CLOSE_AFTER_SUCCESS_MS } from "./use-catalog-form";

interface CatalogFormModalProps extends CatalogFormOptions {
  /** Departments a category may belong to (the active ones, plus its current one). */
  departmentOptions?: { id: number; name: string }[];
}

/** Add or edit a department or a category. The same zod schema checks here and in the action. */
export function CatalogFormModal({ departmentOptions = [], ...options }: CatalogFormModalProps) {
  const t = useMessages(adminMessages).catalog;
  const { form, status, close } = useCatalogForm(options);
  const formId = `${useId()}-form`;
  const { kind, editing } = options;
  const title = editing
    ? kind === "department"
      ? t.modalEditDepartment
      : t.modalEditCategory
    : kind === "department"
      ? t.modalAddDepartment
      : t.modalAddCategory;
  const refusal = form.answer && !form.answer.ok ? form.answer.message : undefined;

  return (
    <Modal
      title={title}
      closeLabel={t.close}
      onClose={close}
      footer={
        <CatalogFormFooter formId={formId} status={status} message={refusal} editing={!!editing} onCancel={close} />
      }
    >
      <form id={formId} noValidate onSubmit={form.submit} className="space-y-4" aria-busy={form.saving}>
        <CatalogFormFields
          form={form}
          kind={kind}
          departmentOptions={departmentOptions}
          locked={kind === "category" && options.lockedDepartmentId !== undefined}
        />
      </form>
    </Modal>
  );
}

/**
 * The department and category manager: the list on screen, and the action, which reads the
 * submitted form, checks it with the same zod schema as the modal, calls the services and answers
 * with the specification's messages.
 */

import { vi } from "~/i18n/messages/admin";
import type { CategoryRow, DepartmentRow } from "~/lib/admin-catalog";
import { idField, parseId } from "~/lib/ids";
import {
  type CatalogActionResult,
  type CatalogIntent,
  type CatalogKind,
  categoryFormSchema,
  departmentFormSchema,
} from "~/lib/validation/catalog-structure";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  setCategoryActive,
  updateCategory,
} from "~/server/services/categories.server";
import {
  createDepartment,
  deleteDepartment,
  listDepartmentsForAdmin,
  type SaveResult,
  setDepartmentActive,
  updateDepartment,
} from "~/server/services/departments.server";

const t = vi.catalog;

export interface CatalogActionAnswer {
  result: CatalogActionResult;
  /**
   * 400 for a form the browser should not have sent (the modal checks first), 500 for a failure.
   * Expected refusals (a duplicate name, a department still in use) are answers of the form: 200.
   */
  status: number;
}

/** The department list, or with ?department=<id> that department's categories. */
export async function getCatalogManager(url: URL) {
  const asked = url.searchParams.get("department");
  const departments: DepartmentRow[] = await listDepartmentsForAdmin();
  const selected = asked === null ? null : (departments.find((d) => d.id === parseId(asked)) ?? null);
  const categories: CategoryRow[] = selected ? await listCategoriesForAdmin(selected.id) : [];
  // ?department= naming no department: say so, with the way back.
  return { departments, selected, categories, missing: asked !== null && selected === null };
}

const kind = z.enum(["department", "category"]);
const id = idField;

/** The manager's intents: save (add or edit, the form's fields), toggle (show/hide), delete. */
export const catalogIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), kind, id }),
  z.object({
    intent: z.literal("toggle"),
    kind,
    id,
    isActive: z
      .unknown()
      .optional()
      .transform((v) => v === "true"),
  }),
  z.object({ intent: z.literal("delete"), kind, id }),
]);

function invalid(kind: CatalogKind, error: Parameters<typeof fieldErrorsOf>[0]): CatalogActionAnswer {
  const errors = fieldErrorsOf(error);
  const message = Object.values(errors)[0] ?? t.saveFailed;
  return { result: { ok: false, intent: "save", kind, message, errors }, status: 400 };
}

async function save(kind: CatalogKind, form: FormData, id: number | undefined): Promise<CatalogActionAnswer> {
  const values = Object.fromEntries(form);
  let name: string;
  let saved: SaveResult<{ id: number }>;
  if (kind === "department") {
    const parsed = departmentFormSchema.safeParse(values);
    if (!parsed.success) return invalid(kind, parsed.error);
    name = parsed.data.name;
    saved = id ? await updateDepartment(id, parsed.data) : await createDepartment(parsed.data);
  } else {
    const parsed = categoryFormSchema.safeParse(values);
    if (!parsed.success) return invalid(kind, parsed.error);
    name = parsed.data.name;
    saved = id ? await updateCategory(id, parsed.data) : await createCategory(parsed.data);
  }
  if (saved.ok) {
    audit({
      action: id ? "update" : "create",
      entityKind: kind,
      entityId: saved.value.id,
      summary: name,
      intent: "save",
    });
    return { result: { ok: true, intent: "save", kind, created: !id, id: saved.value.id }, status: 200 };
  }
  if (saved.error === "duplicate") {
    const message = kind === "department" ? t.duplicateDepartment(name) : t.duplicateCategory(name);
    return { result: { ok: false, intent: "save", kind, message }, status: 200 };
  }
  if (saved.error === "department-unavailable") {
    const message = t.departmentRequired;
    return {
      result: { ok: false, intent: "save", kind, message, errors: { departmentId: message } },
      status: 200,
    };
  }
  return { result: { ok: false, intent: "save", kind, message: t.notFound }, status: 200 };
}

async function toggle(kind: CatalogKind, id: number, isActive: boolean): Promise<CatalogActionAnswer> {
  const found = kind === "department" ? await setDepartmentActive(id, isActive) : await setCategoryActive(id, isActive);
  if (found) audit({ action: isActive ? "publish" : "unpublish", entityKind: kind, entityId: id, intent: "toggle" });
  return found
    ? { result: { ok: true, intent: "toggle", kind }, status: 200 }
    : { result: { ok: false, intent: "toggle", kind, message: t.notFound }, status: 200 };
}

async function remove(kind: CatalogKind, id: number): Promise<CatalogActionAnswer> {
  const deleted = kind === "department" ? await deleteDepartment(id) : await deleteCategory(id);
  // Already gone is what was asked for.
  if (deleted.ok) audit({ action: "delete", entityKind: kind, entityId: id, intent: "delete" });
  if (deleted.ok || deleted.error === "not-found") return { result: { ok: true, intent: "delete", kind }, status: 200 };
  const message =
    kind === "department" ? t.departmentHasCategories(deleted.count) : t.categoryHasProducts(deleted.count);
  return { result: { ok: false, intent: "delete", kind, message }, status: 200 };
}

/** Fields: intent (save | toggle | delete), kind (department | category), id, then the form's own. */
export async function handleCatalogAction(form: FormData): Promise<CatalogActionAnswer> {
  const parsed = catalogIntent.safeParse(Object.fromEntries(form));
  const badRequest: CatalogActionAnswer = {
    result: { ok: false, intent: "unknown", message: t.saveFailed },
    status: 400,
  };
  if (!parsed.success) return badRequest;
  const request = parsed.data;
  try {
    if (request.intent === "save") return await save(request.kind, form, request.id ?? undefined);
    if (!request.id) return badRequest;
    if (request.intent === "toggle") return await toggle(request.kind, request.id, request.isActive);
    return await remove(request.kind, request.id);
  } catch (error) {
    console.error(`Catalog ${request.intent} of a ${request.kind} failed:`, error);
    const messages: Record<CatalogIntent, string> = {
      save: t.saveFailed,
      toggle: t.toggleFailed,
      delete: t.deleteFailed,
    };
    return {
      result: { ok: false, intent: request.intent, kind: request.kind, message: messages[request.intent] },
      status: 500,
    };
  }
}

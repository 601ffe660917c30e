/** The new and edit product screens: one loader call and one action, shared by both routes. */
import { data } from "react-router";
import { vi as documentTexts } from "~/i18n/messages/admin-documents";
import { vi } from "~/i18n/messages/admin-products";
import { formatAdminDateTime } from "~/lib/admin-date";
import type { ProductEditorProps, ProductEditorResult } from "~/lib/admin-product";
import { parseId, rowVersionField } from "~/lib/ids";
import { fieldErrorsOf } from "~/lib/validation/form-errors";
import { type ProductFormField, productFormSchema } from "~/lib/validation/product";
import { productDocumentsField } from "~/lib/validation/product-documents";
import { audit } from "~/server/audit.server";
import { failureCause } from "~/server/db/availability.server";
import type { Executor } from "~/server/db/index.server";
import { readForm } from "~/server/form-body.server";
import { adoptOptionalImage, imageAdopter, RemoteImageError } from "~/server/own-images.server";
import { listCategoriesForAdmin } from "~/server/services/categories.server";
import { findDocuments, productDocumentEntries, saveProductDocuments } from "~/server/services/documents.server";
import { galleryOfLibrary } from "~/server/services/product-gallery.server";
import {
  createProduct,
  getProductForAdmin,
  listBrandSuggestions,
  listProductScopes,
  updateProduct,
} from "~/server/services/products-admin.server";
import { deleteDraft, lastSavedBy, recordBaselineRevision, recordRevision } from "~/server/services/revisions.server";
import { unavailableAnswer } from "~/server/unavailable.server";
import { keptDraftOf } from "./__editor-drafts.server";

const t = vi;

/**
 * Everything the product form needs; `id` absent for a new product (presets from
 * ?department=&category=); for an existing one, the admin's server draft of it and who saved it last.
 */
export async function loadProductEditor(request: Request, id?: string, adminId?: number): Promise<ProductEditorProps> {
  const productId = id === undefined ? null : parseId(id);
  if (id !== undefined && !productId) throw data(t.notFound, { status: 404 });
  const [product, scopes, categories, brandSuggestions, draft, savedBy, documents] = await Promise.all([
    productId ? getProductForAdmin(productId) : null,
    listProductScopes(),
    listCategoriesForAdmin(),
    listBrandSuggestions(),
    productId && adminId ? keptDraftOf("product", productId, adminId) : null,
    productId ? lastSavedBy("product", productId) : "",
    productId ? productDocumentEntries(productId) : [],
  ]);
  if (productId && !product) throw data(t.notFound, { status: 404 });
  const url = new URL(request.url);
  const activeDepartments = new Set(scopes.departments.map((d) => d.id));
  return {
    product,
    departments: scopes.departments,
    // Active categories of active departments, plus the product's own even if it was deactivated.
    categories: categories
      .filter((c) => (c.isActive && activeDepartments.has(c.departmentId)) || c.id === product?.categoryId)
      .map((c) => ({ id: c.id, name: c.name, departmentId: c.departmentId })),
    brandSuggestions,
    draft,
    savedBy,
    documents,
    preset: {
      departmentId: parseId(url.searchParams.get("department")),
      categoryId: parseId(url.searchParams.get("category")),
    },
  };
}

/** The one action of the new and edit screens (one intent, the form itself): validate again, save, or say what is wrong. */
export async function saveProductEditor(request: Request, adminId: number, id?: string) {
  const productId = id === undefined ? null : parseId(id);
  if (id !== undefined && !productId) {
    return data<ProductEditorResult>({ ok: false, message: t.notFound }, { status: 404 });
  }
  const form = Object.fromEntries(await readForm(request));
  const parsed = productFormSchema
    .extend({ version: rowVersionField, documents: productDocumentsField })
    .safeParse(form);
  if (!parsed.success) {
    return data<ProductEditorResult>(
      { ok: false, errors: fieldErrorsOf<ProductFormField>(parsed.error), message: t.fixErrors },
      { status: 400 },
    );
  }
  // An outside image address becomes a library image; one that cannot be had is the field's error.
  const adopt = imageAdopter("products");
  let imageUrl: string | null | undefined;
  try {
    imageUrl = await adoptOptionalImage(parsed.data.imageUrl, adopt);
  } catch (error) {
    if (!(error instanceof RemoteImageError)) throw error;
    return data<ProductEditorResult>(
      { ok: false, errors: { imageUrl: error.message }, message: t.fixErrors },
      { status: 400 },
    );
  }
  // The gallery's photos likewise, each one still in the library: refused before anything is written.
  const gallery = await galleryOfLibrary(parsed.data.gallery, adopt);
  if (!gallery.ok) {
    return data<ProductEditorResult>(
      { ok: false, errors: { gallery: gallery.error }, message: t.fixErrors },
      { status: 400 },
    );
  }
  // Every document named must still be stored (an upload left unsaved for a day is pruned).
  const { documents, ...fields } = parsed.data;
  const known = await findDocuments(documents.map((entry) => entry.documentId));
  if (documents.some((entry) => !known.has(entry.documentId))) {
    return data<ProductEditorResult>(
      { ok: false, errors: { documents: documentTexts.errors.missing }, message: t.fixErrors },
      { status: 400 },
    );
  }
  // The documents are written in the product's own transaction: both saved, or neither.
  let documentsChanged = false;
  const withDocuments = async (tx: Executor, id: number) => {
    documentsChanged = (await saveProductDocuments(tx, id, documents)).changed;
  };
  try {
    // The content before the first save with history is kept too (revisions, decision 016).
    if (productId) await recordBaselineRevision("product", productId);
    const { version, ...values } = { ...fields, imageUrl: imageUrl ?? null, gallery: gallery.photos };
    const result = productId
      ? await updateProduct(productId, values, version, withDocuments)
      : await createProduct(values, adminId, withDocuments);
    if (!result.ok) {
      if (result.error === "stale") {
        // A handled refusal (200, as the duplicate slug: no console error); the editor keeps everything typed.
        return data<ProductEditorResult>({ ok: false, message: t.errors.stale(formatAdminDateTime(result.updatedAt)) });
      }
      if (result.error === "duplicate-slug") {
        // A handled refusal: 200 with the field's message, like the other admin forms.
        return data<ProductEditorResult>({ ok: false, errors: { slug: t.errors.slugTaken }, message: t.fixErrors });
      }
      if (result.error === "category-unavailable") {
        return data<ProductEditorResult>({
          ok: false,
          errors: { categoryId: t.errors.categoryRequired },
          message: t.fixErrors,
        });
      }
      return data<ProductEditorResult>({ ok: false, message: t.notFound }, { status: 404 });
    }
    await recordRevision("product", result.id, adminId);
    // Saved: this admin's server draft of it is no longer needed.
    if (productId) await deleteDraft("product", productId, adminId);
    audit({
      action: productId ? "update" : "create",
      entityKind: "product",
      entityId: result.id,
      summary: parsed.data.name,
      intent: "save",
    });
    if (documentsChanged) {
      audit({
        action: "update",
        entityKind: "document",
        entityId: result.id,
        summary: `${parsed.data.name}: ${documents.map((entry) => entry.title).join(", ") || "—"}`.slice(0, 500),
        intent: "save",
      });
    }
    const product = await getProductForAdmin(result.id);
    const query = new URLSearchParams({
      department: String(product?.departmentId ?? ""),
      category: String(product?.categoryId ?? ""),
    });
    return data<ProductEditorResult>({ ok: true, redirectTo: `/admin/products?${query}` });
  } catch (error) {
    // The details go to the log only; the editor keeps what was typed.
    console.error("Product save failed:", error);
    // The database went away during the save: nothing was committed, and it says so.
    const cause = failureCause(error);
    if (cause !== "other") return unavailableAnswer(cause);
    return data<ProductEditorResult>({ ok: false, message: t.saveFailed }, { status: 500 });
  }
}

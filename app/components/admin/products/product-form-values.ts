import type { ProductEditorProps } from "~/lib/admin-product";
import type { Specification } from "~/lib/content-types";
import { type DocumentFormEntry, documentFormEntry, documentsBody } from "~/lib/documents";
import { newEntryId } from "~/lib/ordered-list";
import { slugify } from "~/lib/slugify";
import type { ProductDraftValues } from "~/lib/validation/drafts";
import { formBody, initialValuesOf, savedValuesOf } from "~/lib/validation/form-fields";
import { productFormSchema } from "~/lib/validation/product";

/** A specification with a form-only id: dnd-kit sorts by it (a specification has no id of its own). */
export type SpecificationEntry = Specification & { uid: string };

/**
 * The product form's values as the form layer holds them: the kept draft's, specifications with
 * their uids, and the documents, which drafts do not keep: uploaded files are the server's.
 */
export type ProductFields = Omit<ProductDraftValues, "specifications"> & {
  specifications: SpecificationEntry[];
  documents: DocumentFormEntry[];
};

export function withUids(specifications: readonly Specification[]): SpecificationEntry[] {
  return specifications.map((spec) => ({ ...spec, uid: newEntryId("spec") }));
}

/** The values the editor opens with: the product's, or a new one's in the preset department and category. */
export function openingFields({
  product,
  preset,
  documents = [],
}: Pick<ProductEditorProps, "product" | "preset" | "documents">): ProductFields {
  const values = product ? savedValuesOf(productFormSchema, product) : initialValuesOf(productFormSchema);
  return {
    ...values,
    departmentId: product?.departmentId ?? preset.departmentId,
    categoryId: product?.categoryId ?? preset.categoryId,
    specifications: withUids(product?.specifications ?? []),
    documents: documents.map((entry) => documentFormEntry(entry, newEntryId("document"))),
  };
}

/** The values as a kept draft holds them (autosave, server drafts): without the form-only uids. */
export function draftOf({ documents: _documents, ...fields }: ProductFields): ProductDraftValues {
  return { ...fields, specifications: fields.specifications.map(({ uid: _uid, ...spec }) => spec) };
}

/** A kept draft back as form values (each specification gets a new uid), with the documents the form holds. */
export function fieldsOf(draft: ProductDraftValues, documents: DocumentFormEntry[] = []): ProductFields {
  return { ...draft, specifications: withUids(draft.specifications), documents };
}

/** Entries numbered from 1 in the order the list shows them: the order a drag left them in is the one saved. */
function numbered<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}

/** The body the save action parses with `productEditorSchema`: the values as a form posts them, lists numbered as shown. */
export function productBody({ departmentId: _departmentId, ...fields }: ProductFields): Record<string, string> {
  return formBody({
    ...fields,
    features: numbered(fields.features),
    specifications: numbered(fields.specifications.map(({ uid: _uid, ...spec }) => spec)),
    documents: documentsBody(fields.documents),
  });
}

/** A new name; the slug follows it unless someone wrote a slug of their own. */
export function withName(fields: ProductFields, name: string): Pick<ProductFields, "name" | "slug"> {
  const follows = !fields.slug || fields.slug === slugify(fields.name);
  return { name, slug: follows ? slugify(name) : fields.slug };
}

/** Another department: the category chosen belonged to the previous one. */
export function withDepartment(departmentId: number | null): Pick<ProductFields, "departmentId" | "categoryId"> {
  return { departmentId, categoryId: null };
}

/** Where cancel and close go: the list as it was filtered (the list passes its query along), else the product's category. */
export function productListHref(
  state: unknown,
  departmentId: number | null | undefined,
  categoryId: number | null | undefined,
): string {
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  if (typeof listSearch === "string" && listSearch.startsWith("?")) return `/admin/products${listSearch}`;
  if (departmentId && categoryId) {
    return `/admin/products?${new URLSearchParams({ department: String(departmentId), category: String(categoryId) })}`;
  }
  return "/admin/products";
}

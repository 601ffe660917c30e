import type { ProductEditorProps } from "~/lib/admin-product";
import type { Specification } from "~/lib/content-types";
import { type DocumentFormEntry, documentFormEntry, documentsBody } from "~/lib/documents";
import { newEntryId } from "~/lib/ordered-list";
import { slugify } from "~/lib/slugify";
import type { ProductDraftValues } from "~/lib/validation/drafts";

/** A specification with a form-only id: dnd-kit sorts by it (a specification has no id of its own). */
export type SpecificationEntry = Specification & { uid: string };

/**
 * The product form's values as the form layer holds them: the kept draft's, specifications with
 * their uids, and the documents (issue 31), which drafts do not keep: uploaded files are the server's.
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
  return {
    departmentId: product?.departmentId ?? preset.departmentId,
    categoryId: product?.categoryId ?? preset.categoryId,
    name: product?.name ?? "",
    nameEn: product?.nameEn ?? "",
    slug: product?.slug ?? "",
    description: product?.description ?? "",
    descriptionEn: product?.descriptionEn ?? "",
    brands: product?.brands ?? [],
    imageUrl: product?.imageUrl ?? null,
    gallery: product?.gallery ?? [],
    features: product?.features ?? [],
    specifications: withUids(product?.specifications ?? []),
    riskClass: product?.riskClass ?? "",
    circulationNumber: product?.circulationNumber ?? "",
    displayOrder: String(product?.displayOrder ?? 0),
    isActive: product?.isActive ?? true,
    isFeatured: product?.isFeatured ?? false,
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

/** The body the save action parses with `productFormSchema` (lists as JSON, checkboxes "on"). */
export function productBody(fields: ProductFields): Record<string, string> {
  return {
    categoryId: fields.categoryId === null ? "" : String(fields.categoryId),
    name: fields.name,
    nameEn: fields.nameEn,
    slug: fields.slug,
    description: fields.description,
    descriptionEn: fields.descriptionEn,
    brands: JSON.stringify(fields.brands),
    imageUrl: fields.imageUrl ?? "",
    gallery: JSON.stringify(fields.gallery),
    features: JSON.stringify(numbered(fields.features)),
    specifications: JSON.stringify(numbered(draftOf(fields).specifications)),
    riskClass: fields.riskClass,
    circulationNumber: fields.circulationNumber,
    displayOrder: fields.displayOrder,
    isActive: fields.isActive ? "on" : "",
    isFeatured: fields.isFeatured ? "on" : "",
    documents: JSON.stringify(documentsBody(fields.documents)),
  };
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

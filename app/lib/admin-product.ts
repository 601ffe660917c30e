import type { ProductDocumentEntry } from "./documents";
import type { KeptDraft } from "./editor-drafts";
import type { ProductDraftValues } from "./validation/drafts";
import type { FieldErrors } from "./validation/form-errors";
import type { ProductFormField, ProductFormValues } from "./validation/product";

/** A product as the admin's form edits it: the form's fields (decision 048), with its id and department. */
export type AdminProduct = ProductFormValues & { id: number; departmentId: number };

/** A product as the editor opens it: with its version, the row's `updated_at` to the microsecond (a save over a newer one is refused). */
export type EditableProduct = AdminProduct & { version: string };

/** What the new and edit screens receive. */
export interface ProductEditorProps {
  product: EditableProduct | null;
  departments: { id: number; name: string }[];
  categories: { id: number; name: string; departmentId: number }[];
  brandSuggestions: string[];
  preset: { departmentId: number | null; categoryId: number | null };
  /** The admin's unsaved form of this product kept on the server (autosave), with the version it was typed over. */
  draft: KeptDraft<ProductDraftValues> | null;
  /** Who saved the product as loaded ("" when unknown or new): an older draft's notice names them. */
  savedBy: string;
  /** The product's documents in order; absent for a new product. */
  documents?: ProductDocumentEntry[];
}

/** What the editor's action answers. */
export type ProductEditorResult =
  | { ok: true; redirectTo: string }
  | { ok: false; errors?: FieldErrors<ProductFormField | "documents">; message: string };

/** A row of the admin product list. */
export interface ProductListRow {
  id: number;
  name: string;
  slug: string;
  thumbnailUrl: string | null;
  brands: string[];
  isActive: boolean;
  isFeatured: boolean;
  displayOrder: number;
  categoryName: string;
}

/** Rows of the admin product list on one page (2,341 products made one 8.4 MB page). */
export const PRODUCT_PAGE_SIZE = 50;

export interface ProductListQuery {
  department: number | null;
  category: number | null;
  page: number;
}

/** The list's page from the address (?page=N); anything else reads as the first. */
export function parseListPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1;
}

/** The address of the list with this scope and page (page 1 and 'all' left out). */
export function productListHref(query: ProductListQuery): string {
  const params = new URLSearchParams();
  if (query.department) params.set("department", String(query.department));
  if (query.category) params.set("category", String(query.category));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/products?${search}` : "/admin/products";
}

/** What the product list's loader answers. */
export interface ProductListView {
  departments: { id: number; name: string }[];
  department: { id: number; name: string } | null;
  categories: { id: number; name: string }[];
  category: { id: number; name: string } | null;
  /** The page's rows. */
  rows: ProductListRow[];
  /** Products in the whole list (every page). */
  total: number;
  page: number;
  pages: number;
  /** Rows before this page: a row's place in the whole list is offset + its index. */
  offset: number;
}

export type ProductListActionResult = { ok: true; message?: string } | { ok: false; message: string };

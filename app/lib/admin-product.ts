import type { Feature, Specification } from "./content-types";
import type { KeptDraft } from "./editor-drafts";
import type { ProductDraftValues } from "./validation/drafts";
import type { FieldErrors } from "./validation/form-errors";
import type { ProductFormField } from "./validation/product";

/** A product as the admin's form edits it. */
export interface AdminProduct {
  id: number;
  departmentId: number;
  categoryId: number;
  name: string;
  nameEn: string;
  slug: string;
  description: string;
  descriptionEn: string;
  brands: string[];
  imageUrl: string | null;
  features: Feature[];
  specifications: Specification[];
  displayOrder: number;
  isActive: boolean;
  isFeatured: boolean;
}

/** A product as the editor opens it: with its version, the row's `updated_at` to the microsecond (a save over a newer one is refused). */
export type EditableProduct = AdminProduct & { version: string };

/** What the new and edit screens receive. */
export interface ProductEditorProps {
  product: EditableProduct | null;
  departments: { id: number; name: string }[];
  categories: { id: number; name: string; departmentId: number }[];
  brandSuggestions: string[];
  preset: { departmentId: number | null; categoryId: number | null };
  /** The admin's unsaved form of this product kept on the server since its last save (autosave). */
  draft: KeptDraft<ProductDraftValues> | null;
}

/** What the editor's action answers. */
export type ProductEditorResult =
  | { ok: true; redirectTo: string }
  | { ok: false; errors?: FieldErrors<ProductFormField>; message: string };

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

export type ProductListActionResult = { ok: true; message?: string } | { ok: false; message: string };

/** A department as the manager lists it. */
export interface DepartmentRow {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  isActive: boolean;
  displayOrder: number;
  categoryCount: number;
}

/** A category as the manager lists it, with its department's name. */
export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  isActive: boolean;
  displayOrder: number;
  departmentId: number;
  departmentName: string;
  productCount: number;
}

export type { CatalogActionResult, CatalogIntent, CatalogKind } from "./validation/catalog-structure";

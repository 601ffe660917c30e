import type { DescribedEntity } from "./content-types";

/** A department as the manager lists it. */
export interface DepartmentRow extends DescribedEntity {
  isActive: boolean;
  displayOrder: number;
  categoryCount: number;
}

/** A category as the manager lists it, with its department's name. */
export interface CategoryRow extends DescribedEntity {
  isActive: boolean;
  displayOrder: number;
  departmentId: number;
  departmentName: string;
  productCount: number;
}

export type { CatalogActionResult, CatalogIntent, CatalogKind } from "./validation/catalog-structure";

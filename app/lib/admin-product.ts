import type { Feature, Specification } from "./content-types";

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

/** What the departments pages receive: one language, only the fields they render. */

export interface DepartmentCardView {
  slug: string;
  name: string;
  description: string;
  categoryCount: number;
  /** The first two category names. */
  firstCategories: string[];
  /** How many categories are not named on the card. */
  moreCategories: number;
}

export interface CategoryCountView {
  slug: string;
  name: string;
  description: string;
  productsCount: number;
}

export interface DepartmentDetailView {
  slug: string;
  name: string;
  description: string;
  categories: CategoryCountView[];
}

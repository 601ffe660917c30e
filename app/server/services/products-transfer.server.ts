/**
 * Products in and out of spreadsheets (the CSV/XLSX export and import): the catalogue as the
 * export writes it, an import's plan (every row checked by the product form's schema against
 * the database's categories, products and images) and the plan applied in one transaction.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { vi } from "~/i18n/messages/admin-import";
import type { AdminProduct } from "~/lib/admin-product";
import { normaliseFeatures, normaliseSpecifications } from "~/lib/product-content";
import { columnOfIssue, type RowInput, type SheetColumn } from "~/lib/product-sheet";
import { initialValuesOf } from "~/lib/validation/form-fields";
import { type ProductFormValues, productFormSchema } from "~/lib/validation/product";
import { db } from "../db/index.server";
import { departments, productCategories, productItems } from "../db/schema";
import { findMediaByUrls } from "./media.server";
import { withPlaces } from "./products.server";
import { adminProductColumns, payload } from "./products-admin.server";
import { releaseProductSlugs } from "./redirects.server";

const t = vi.errors;

export interface ExportedProduct {
  product: AdminProduct;
  /** "department-slug/category-slug". */
  categoryRef: string;
}

const productColumns = {
  ...adminProductColumns,
  categorySlug: productCategories.slug,
  departmentSlug: departments.slug,
};

function selectExported() {
  return withPlaces(db().select(productColumns).from(productItems).$dynamic());
}

function toExported({ categorySlug, departmentSlug, ...row }: Awaited<ReturnType<typeof selectExported>>[number]) {
  return {
    categoryRef: `${departmentSlug}/${categorySlug}`,
    product: {
      ...row,
      features: normaliseFeatures(row.features),
      specifications: normaliseSpecifications(row.specifications),
    },
  };
}

/** Every product, active or not, in the admin's order: department, category, display order, id. */
export async function listProductsForExport(): Promise<ExportedProduct[]> {
  const rows = await selectExported().orderBy(
    asc(departments.displayOrder),
    asc(departments.id),
    asc(productCategories.displayOrder),
    asc(productCategories.id),
    asc(productItems.displayOrder),
    asc(productItems.id),
  );
  return rows.map(toExported);
}

/** A problem of one row, by column name (the caller knows where each column is in the file). */
export interface RowProblem {
  row: number;
  column: SheetColumn | null;
  message: string;
}

/** One row ready to be written; `downloads`: the addresses of its images (main and gallery) to fetch into the library first. */
export interface PlannedProduct {
  row: number;
  values: ProductFormValues;
  update: boolean;
  /** An update that would change nothing: not written. */
  unchanged: boolean;
  downloads: string[];
}

/** The image addresses a row brings that the product does not show yet: its image, then its gallery's. */
function newImageAddresses(values: ProductFormValues, current: AdminProduct | undefined): string[] {
  const known = new Set([current?.imageUrl, ...(current?.gallery ?? []).map((photo) => photo.url)]);
  return [values.imageUrl, ...values.gallery.map((photo) => photo.url)].filter(
    (url): url is string => url !== null && !known.has(url),
  );
}

/** The column an image address of a row is in. */
export const imageColumnOf = (values: ProductFormValues, url: string): SheetColumn =>
  url === values.imageUrl ? "image" : "gallery";

export interface ImportPlan {
  products: PlannedProduct[];
  problems: RowProblem[];
}

function formValuesOf(product: AdminProduct): Omit<ProductFormValues, "categoryId"> {
  const { id: _id, departmentId: _d, categoryId: _c, ...values } = product;
  return values;
}

/** Equal as the site shows them: list entries compared by their texts, not their ids or order numbers. */
function sameProduct(a: ProductFormValues, b: ProductFormValues): boolean {
  const comparable = (values: ProductFormValues) =>
    JSON.stringify({
      ...payload(values),
      features: values.features.map((f) => [f.text, f.textEn]),
      specifications: values.specifications.map((s) => [s.key, s.keyEn, s.value, s.valueEn]),
      // As lists: the stored photos come back from jsonb with their keys in its order.
      gallery: values.gallery.map((photo) => [photo.url, photo.alt, photo.altEn]),
    });
  return comparable(a) === comparable(b);
}

/** A new product's fields before its row's cells: the product form's values for a new product. */
const NEW_PRODUCT = initialValuesOf(productFormSchema);

/**
 * Checks every row as the product editor would (its zod schema), plus what only the database
 * knows: the category exists, a slug appears once in the file (an existing slug is an update),
 * and a `/uploads/...` image is in the library. Writes nothing.
 */
export async function planProductImport(rows: { row: number; input: RowInput }[]): Promise<ImportPlan> {
  const slugs = rows.map((r) => String(r.input.values.slug ?? "").trim()).filter(Boolean);
  const [categories, existing] = await Promise.all([
    db()
      .select({ id: productCategories.id, slug: productCategories.slug, departmentSlug: departments.slug })
      .from(productCategories)
      .innerJoin(departments, eq(departments.id, productCategories.departmentId)),
    slugs.length ? selectExported().where(inArray(productItems.slug, [...new Set(slugs)])) : [],
  ]);
  const categoryIds = new Map(categories.map((c) => [`${c.departmentSlug}/${c.slug}`, c.id]));
  const bySlug = new Map(existing.map((row) => [row.slug, toExported(row).product]));

  const problems: RowProblem[] = [];
  const planned: PlannedProduct[] = [];
  const firstRowOfSlug = new Map<string, number>();
  for (const { row, input } of rows) {
    const rowProblems: RowProblem[] = input.problems.map((p) => ({ row, column: p.column, message: p.message }));
    const slug = String(input.values.slug ?? "").trim();
    const current = bySlug.get(slug);
    let categoryId: number | undefined = current?.categoryId;
    if (input.categoryRef !== undefined) {
      categoryId = input.categoryRef ? categoryIds.get(input.categoryRef) : undefined;
      if (input.categoryRef && categoryId === undefined) {
        rowProblems.push({ row, column: "category", message: t.categoryNotFound(input.categoryRef) });
      }
    }
    const parsed = productFormSchema.safeParse({
      ...(current ? formValuesOf(current) : NEW_PRODUCT),
      ...input.values,
      categoryId,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = columnOfIssue(issue.path);
        // The category's own message says more than "required" when the reference was unknown.
        if (!rowProblems.some((p) => p.column === column)) rowProblems.push({ row, column, message: issue.message });
      }
    }
    if (slug) {
      const first = firstRowOfSlug.get(slug);
      if (first !== undefined) rowProblems.push({ row, column: "slug", message: t.duplicateSlug(first) });
      else firstRowOfSlug.set(slug, row);
    }
    problems.push(...rowProblems);
    if (parsed.success && rowProblems.length === 0) {
      planned.push({
        row,
        values: parsed.data,
        update: current !== undefined,
        unchanged:
          current !== undefined &&
          sameProduct(parsed.data, { ...formValuesOf(current), categoryId: current.categoryId }),
        downloads: newImageAddresses(parsed.data, current),
      });
    }
  }

  // Images: one of the library's is kept as it is; any other http(s) address is downloaded.
  const library = await findMediaByUrls(planned.flatMap((p) => p.downloads));
  for (const product of planned) {
    product.downloads = product.downloads.filter((url) => !library.has(url));
    for (const url of product.downloads.filter((address) => address.startsWith("/"))) {
      problems.push({ row: product.row, column: imageColumnOf(product.values, url), message: t.imageMissing });
    }
  }
  const refused = new Set(problems.map((p) => p.row));
  return { products: planned.filter((p) => !refused.has(p.row)), problems };
}

/** New rows per INSERT statement: well below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/** Thrown inside the transaction when an updated product vanished meanwhile: everything rolls back. */
export class ImportConflictError extends Error {
  constructor(readonly slug: string) {
    super(`Product ${slug} changed during the import`);
    this.name = "ImportConflictError";
  }
}

/**
 * Writes a checked plan in ONE transaction: products are updated by slug or created; any
 * failure (a slug taken meanwhile, a category deleted) rolls every row back.
 */
export async function applyProductImport(
  products: PlannedProduct[],
  createdBy: number | null,
): Promise<{ created: number; updated: number; unchanged: number }> {
  return db().transaction(async (tx) => {
    const created = products.filter((p) => !p.update);
    for (const product of products) {
      if (!product.update || product.unchanged) continue;
      const [row] = await tx
        .update(productItems)
        .set(payload(product.values))
        .where(eq(productItems.slug, product.values.slug))
        .returning({ id: productItems.id });
      if (!row) throw new ImportConflictError(product.values.slug);
    }
    for (let i = 0; i < created.length; i += INSERT_BATCH) {
      const batch = created.slice(i, i + INSERT_BATCH);
      await tx.insert(productItems).values(batch.map((p) => ({ ...payload(p.values), createdBy })));
      // New products that take old addresses win over their redirects (or 410s).
      await releaseProductSlugs(
        tx,
        batch.map((p) => p.values.slug),
      );
    }
    const unchanged = products.filter((p) => p.unchanged).length;
    return { created: created.length, updated: products.length - created.length - unchanged, unchanged };
  });
}

/** The admin product list: the department and category chosen, their products, and the row actions. */

import { vi as auditTexts } from "~/i18n/messages/admin-audit";
import { vi as t } from "~/i18n/messages/admin-products";
import {
  PRODUCT_PAGE_SIZE,
  type ProductListActionResult,
  type ProductListRow,
  type ProductListView,
  parseListPage,
} from "~/lib/admin-product";
import { idField, parseId } from "~/lib/ids";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { thumbnailsFor } from "~/server/services/media.server";
import { moveProduct, moveProductTo } from "~/server/services/product-order.server";
import {
  countProductsForAdmin,
  deleteProduct,
  listProductScopes,
  listProductsForAdmin,
  setProductActive,
} from "~/server/services/products-admin.server";

/** One page of the list of ?department=&category=&page= (the first department when none is chosen). */
export async function getProductList(url: URL): Promise<ProductListView> {
  const scopes = await listProductScopes(parseId(url.searchParams.get("department")) ?? undefined);
  const requested = parseId(url.searchParams.get("category"));
  const category = scopes.categories.find((c) => c.id === requested) ?? null;
  let page = parseListPage(url.searchParams.get("page"));
  if (!scopes.department) return { ...scopes, category: null, rows: [], total: 0, page: 1, pages: 1, offset: 0 };
  const scope = { departmentId: scopes.department.id, categoryId: category?.id };
  const load = (n: number) =>
    listProductsForAdmin(scope, { limit: PRODUCT_PAGE_SIZE, offset: (n - 1) * PRODUCT_PAGE_SIZE });
  let [total, products] = await Promise.all([countProductsForAdmin(scope), load(page)]);
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  // A page past the end (after a deletion, or an old link) shows the last page instead.
  if (page > pages) {
    page = pages;
    products = await load(page);
  }
  const thumbnails = await thumbnailsFor(products.flatMap((p) => (p.imageUrl ? [p.imageUrl] : [])));
  const rows: ProductListRow[] = products.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    thumbnailUrl: p.imageUrl ? (thumbnails.get(p.imageUrl) ?? p.imageUrl) : null,
    brands: p.brands,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    displayOrder: p.displayOrder,
    categoryName: p.category.name,
  }));
  return { ...scopes, category, rows, total, page, pages, offset: (page - 1) * PRODUCT_PAGE_SIZE };
}

const id = idField;

/**
 * The row actions: show/hide, delete, move up or down in the whole list (across pages), and
 * place at a position of its category (to another page).
 */
export const productListIntent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    id,
    isActive: z
      .unknown()
      .optional()
      .transform((v) => v === "true"),
  }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("move"),
    id,
    direction: z
      .unknown()
      .optional()
      .transform((v) => (v === "up" ? "up" : "down")),
    department: idField,
    category: idField,
  }),
  z.object({
    intent: z.literal("place"),
    id,
    position: z.coerce.number().int().min(1).max(1_000_000),
    department: idField,
    category: idField,
  }),
]);

export interface ActionAnswer {
  result: ProductListActionResult;
  status: number;
}

const reply = (result: ProductListActionResult, status = 200): ActionAnswer => ({ result, status });

/** The list's row actions; `adminId` is who acts (a delete keeps the product as a revision by them). */
export async function handleProductListAction(form: FormData, adminId: number | null = null): Promise<ActionAnswer> {
  const parsed = productListIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success || !parsed.data.id) return reply({ ok: false, message: t.saveFailed }, 400);
  const { data: intent } = parsed;
  const productId = parsed.data.id;
  try {
    switch (intent.intent) {
      case "toggle": {
        const ok = await setProductActive(productId, intent.isActive);
        if (ok)
          audit({
            action: intent.isActive ? "publish" : "unpublish",
            entityKind: "product",
            entityId: productId,
            intent: "toggle",
          });
        return ok ? reply({ ok: true }) : reply({ ok: false, message: t.statusFailed }, 404);
      }
      case "delete": {
        const ok = await deleteProduct(productId, adminId);
        if (ok) audit({ action: "delete", entityKind: "product", entityId: productId, intent: "delete" });
        return ok ? reply({ ok: true, message: t.deleted }) : reply({ ok: false, message: t.deleteFailed }, 404);
      }
      case "move": {
        if (!intent.department) return reply({ ok: false, message: t.reorderFailed }, 400);
        const result = await moveProduct(productId, intent.direction, {
          departmentId: intent.department,
          categoryId: intent.category ?? undefined,
        });
        if (result.ok) {
          audit({
            action: "reorder",
            entityKind: "product",
            entityId: productId,
            summary: auditTexts.directions[intent.direction],
            intent: "move",
          });
          return reply({ ok: true });
        }
        // Handled refusals answer 200 with their message, like the other admin forms.
        if (result.error === "cross-category") return reply({ ok: false, message: t.crossCategory });
        return reply({ ok: false, message: t.reorderFailed }, result.error === "edge" ? 200 : 404);
      }
      case "place": {
        if (!intent.department || !intent.category) return reply({ ok: false, message: t.reorderFailed }, 400);
        const result = await moveProductTo(productId, intent.position, {
          departmentId: intent.department,
          categoryId: intent.category,
        });
        if (!result.ok) return reply({ ok: false, message: t.reorderFailed }, 404);
        audit({
          action: "reorder",
          entityKind: "product",
          entityId: productId,
          summary: `→ ${result.position}`,
          intent: "place",
        });
        return reply({ ok: true, message: t.placed(result.position) });
      }
    }
  } catch (error) {
    console.error(`Product ${intent.intent} failed:`, error);
    const messages = { toggle: t.statusFailed, delete: t.deleteFailed, move: t.reorderFailed, place: t.reorderFailed };
    return reply({ ok: false, message: messages[intent.intent] }, 500);
  }
}

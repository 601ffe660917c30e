/** The admin product list: the department and category chosen, their products, and the row actions. */

import { vi as t } from "~/i18n/messages/admin-products";
import type { ProductListActionResult, ProductListRow } from "~/lib/admin-product";
import { idField, parseId } from "~/lib/ids";
import { z } from "~/lib/zod";
import { audit } from "~/server/audit.server";
import { thumbnailsFor } from "~/server/services/media.server";
import {
  deleteProduct,
  listProductScopes,
  listProductsForAdmin,
  moveProduct,
  setProductActive,
} from "~/server/services/products-admin.server";

/** The list of ?department=&category= (the first department when none is chosen). */
export async function getProductList(url: URL) {
  const scopes = await listProductScopes(parseId(url.searchParams.get("department")) ?? undefined);
  const requested = parseId(url.searchParams.get("category"));
  const category = scopes.categories.find((c) => c.id === requested) ?? null;
  if (!scopes.department) return { ...scopes, category: null, rows: [] as ProductListRow[] };
  const products = await listProductsForAdmin({ departmentId: scopes.department.id, categoryId: category?.id });
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
  return { ...scopes, category, rows };
}

const id = idField;

/** The row actions: show/hide, delete, move up or down within the list on screen. */
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
            summary: intent.direction,
            intent: "move",
          });
          return reply({ ok: true });
        }
        // Handled refusals answer 200 with their message, like the other admin forms.
        if (result.error === "cross-category") return reply({ ok: false, message: t.crossCategory });
        return reply({ ok: false, message: t.reorderFailed }, result.error === "edge" ? 200 : 404);
      }
    }
  } catch (error) {
    console.error(`Product ${intent.intent} failed:`, error);
    const messages = { toggle: t.statusFailed, delete: t.deleteFailed, move: t.reorderFailed };
    return reply({ ok: false, message: messages[intent.intent] }, 500);
  }
}

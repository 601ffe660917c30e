/**
 * The product page's view beacon (view-beacon.server.ts): counts only visible
 * products, into Vietnam's day, and answers whether this view counted (the page shows no count).
 */
import { vietnamToday } from "~/lib/documents";
import { now } from "~/server/clock.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { recordProductView } from "~/server/services/product-views.server";
import { countView, type ViewBeacon } from "~/server/view-beacon.server";

const productBeacon: ViewBeacon<{ counted: boolean }> = {
  kind: "product",
  limit: RATE_LIMITS.productViews,
  record: async (id, visitor) => {
    const at = now();
    const counted = await recordProductView(id, visitor, vietnamToday(at), at);
    return counted === null ? null : { counted };
  },
};

export const countProductView = (request: Request) => countView(request, productBeacon);

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { productViewDays, productViewMarks } from "~/server/db/schema";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { CLIENT_ADDRESS_HEADER } from "~/server/request-headers.server";
import { setupTestDatabase } from "~/server/testing/database";
import { createCategory, createDepartment, createProduct } from "~/server/testing/factories";
import { countProductView } from "./api.product-views.server";

setupTestDatabase();

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156";

function beacon(id: number | string, address: string, userAgent = CHROME) {
  return new Request("http://site.test/api/product-views", {
    method: "POST",
    body: new URLSearchParams({ id: String(id) }),
    headers: { [CLIENT_ADDRESS_HEADER]: address, "User-Agent": userAgent },
  });
}

async function status(run: Promise<Response>): Promise<number> {
  try {
    return (await run).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

async function aProduct(isActive = true) {
  return createProduct((await createCategory((await createDepartment()).id)).id, { isActive });
}

const viewsOf = async (productId: number) =>
  (await db().select().from(productViewDays).where(eq(productViewDays.productId, productId))).reduce(
    (sum, row) => sum + row.views,
    0,
  );

describe("the product view beacon", () => {
  it("counts a visitor once in the window, another visitor again, and keeps no address", async () => {
    const product = await aProduct();
    const counted = async (address: string) =>
      (await (await countProductView(beacon(product.id, address))).json()).counted;
    expect(await counted("10.1.0.1")).toBe(true);
    expect(await counted("10.1.0.1")).toBe(false);
    expect(await counted("10.1.0.2")).toBe(true);
    expect(await viewsOf(product.id)).toBe(2);
    const marks = await db().select().from(productViewMarks);
    expect(marks.map((mark) => mark.visitor).join()).not.toContain("10.1.0");
  });

  it("never counts a crawler, and answers 404 for a hidden product", async () => {
    const product = await aProduct();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(await (await countProductView(beacon(product.id, "10.1.1.1", googlebot))).json()).toEqual({
      counted: false,
    });
    expect(await viewsOf(product.id)).toBe(0);
    const hidden = await aProduct(false);
    expect(await status(countProductView(beacon(hidden.id, "10.1.1.2")))).toBe(404);
    expect(await status(countProductView(beacon("abc", "10.1.1.2")))).toBe(404);
  });

  it("limits the beacons one address sends in a minute, with its own named limit", async () => {
    const product = await aProduct();
    for (let i = 0; i < RATE_LIMITS.productViews.windows[0].points; i++) {
      await countProductView(beacon(product.id, "10.1.2.1"));
    }
    expect(await status(countProductView(beacon(product.id, "10.1.2.1")))).toBe(429);
    expect(await status(countProductView(beacon(product.id, "10.1.2.2")))).toBe(200);
  });
});
